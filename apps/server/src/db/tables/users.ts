/**
 * Users and their sessions (docs/product/shell.md#user, docs/product/shell.md#session). Column names keep the product's Portuguese names in
 * lower case; flags are integers 0/1 and timestamps ISO-8601 UTC text (docs/decisions/database-types.md).
 */
import type { Generated } from 'kysely';

export type UsersTable = {
  id: Generated<number>;
  /** Wire NOME. */
  nome: string;
  /** Always stored lower-case; unique. */
  email: string;
  /** argon2id PHC string. */
  password_hash: string;
  perfil: string | null;
  /** 0 Portuguese, 1 English, 2 Spanish. */
  idioma: number;
  /** 0 under review, 1 released. */
  liberado: number;
  /** Wire EXCLUIDO: 1 inactive. */
  excluido: number;
  administrador: number;
  /** Legacy permission level of the original product (meaning has two readings, docs/product/shell.md#records); kept as given. */
  permissao: number | null;
  premium: number;
  premium_infinito: number;
  consultor: number;
  pecuarista: number;
  gestor: number;
  vinculado: number;
  area_universitaria: number;
  empresa_vinculada: number | null;
  /** YYYY-MM-DD. */
  data_nascimento: string | null;
  /** M, F or N. */
  sexo: string | null;
  created_at: string;
  updated_at: string;
  /** 1 suspended by an administrator (docs/product/shell.md#account-state). */
  suspenso: Generated<number>;
  /** 1 when the password was set by an administrator and must be changed. */
  senha_temporaria: Generated<number>;
  /** The account's currency (ISO 4217, one of CURRENCIES), null until chosen. */
  moeda: Generated<string | null>;
  /** Stored as digits with an optional leading "+". */
  telefone: string | null;
  /** One of DISCOVERY_CHANNELS. */
  como_conheceu: string | null;
  /** CPF/CNPJ digits in Brazil, else the document as typed (trimmed, upper-case); unique. */
  numero_documento: string | null;
  /** Address (wire endereco): country id of `paises`, then the product's address keys. */
  pais: number | null;
  estado: string | null;
  cidade: string | null;
  logradouro: string | null;
  numero: string | null;
  bairro: string | null;
  complemento: string | null;
  referencia: string | null;
  cep: string | null;
  ddd: string | null;
  ddi: string | null;
  /** File name of the profile picture (`<id>-<random>.jpg|png`, served at /fotos/<name>), or null. */
  foto: string | null;
  /** When the terms of use and privacy policy were accepted (ISO-8601). */
  aceite_em: string | null;
};

/** E-mailed verification codes (auth/sendCode 'cadastro', auth/forgotPassword 'senha'). */
export type EmailCodesTable = {
  id: Generated<number>;
  /** Lower-case e-mail the code was sent to. */
  email: string;
  /** 'cadastro' or 'senha'. */
  finalidade: string;
  /** SHA-256 (hex) of e-mail and code; null when no code was issued (the e-mail already has an account). */
  code_hash: string | null;
  created_at: string;
  expires_at: string;
  /** Wrong tries so far; at VERIFICATION_CODE_MAX_ATTEMPTS the code is dead. */
  attempts: Generated<number>;
  /** Set when the code was used or replaced by a newer one. */
  used_at: string | null;
  ip: string | null;
};

/** Mails written locally when no SMTP server is configured (apps/server/src/mail/send-mail.ts). */
export type EmailOutboxTable = {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  /** What the mail is for ('cadastro', 'conta_existente', 'senha', 'senha_temporaria'). */
  purpose: string;
  created_at: string;
};

/** Profile pictures (one per user), served at GET /fotos/<file_name>. */
export type UserPhotosTable = {
  id: Generated<number>;
  user_id: number;
  /** `<user id>-<random token>.<jpg|png>`; a new picture gets a new name, so it can be cached forever. */
  file_name: string;
  /** image/jpeg or image/png. */
  content_type: string;
  /** The file, base64 (text keeps the column the same on both dialects). */
  data_base64: string;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
};

export type SessionsTable = {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_seen_at: string | null;
  ip: string | null;
  user_agent: string | null;
};

export type UsersTables = {
  users: UsersTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  email_outbox: EmailOutboxTable;
  user_photos: UserPhotosTable;
};
