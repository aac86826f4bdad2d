/**
 * Users and their sessions (spec 01 §3 User, §4 Session). Column names keep the spec's Portuguese names in
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
  /** Legacy permission level of the original product (meaning has two readings, spec 01 §3); kept as given. */
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
};
