/**
 * The stored user's check without zod (plain/index.ts says why): `readStoredUser` answers what
 * `ZUser.safeParse` answers for a value read from JSON (auth.ts; stored-user.test.ts compares them), so the web
 * can check the session kept in the browser before its first render without loading the contracts' schemas.
 * A field added to ZUser must be added here too: the answer's type (TUser) and the comparison test require it.
 */
import { CURRENCIES } from '@cocho/engine';
import type { TUser } from '../auth';

/** Profile chosen at registration (docs/product/shell.md#records perfil). */
export const USER_PROFILES = ['consultor', 'pecuarista', 'professor', 'estudante', 'instituicao'] as const;
/** How the user found the product (docs/product/shell.md#records registration extras). */
export const DISCOVERY_CHANNELS = ['planilhas', 'livros', 'artigo', 'amigo', 'outros'] as const;

/** Thrown inside `readStoredUser` at the first field that does not match; caught there. */
class Mismatch extends Error {}

type Fields = Record<string, unknown>;

function fields(value: unknown): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Mismatch();
  return value as Fields;
}

function int(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new Mismatch();
  return value;
}

function text(value: unknown): string {
  if (typeof value !== 'string') throw new Mismatch();
  return value;
}

function flag(value: unknown): boolean {
  if (typeof value !== 'boolean') throw new Mismatch();
  return value;
}

function oneOf<T>(choices: readonly T[], value: unknown): T {
  if (!choices.includes(value as T)) throw new Mismatch();
  return value as T;
}

function nullable<T>(read: (value: unknown) => T, value: unknown): T | null {
  return value === null ? null : read(value);
}

function list<T>(read: (value: unknown) => T, value: unknown): T[] {
  if (!Array.isArray(value)) throw new Mismatch();
  return Array.from(value as unknown[], (item) => read(item));
}

const BITS = [0, 1] as const;
const LANGUAGE_INDEXES = [0, 1, 2] as const;
const PLAN_TYPES = [0, 1, 2, 3, 4] as const;
const COMPANY_ACCESS = [0, 1, 2, 3] as const;
const SEXES = ['M', 'F', 'N'] as const;

const nullableInt = (value: unknown) => nullable(int, value);
const nullableText = (value: unknown) => nullable(text, value);

function address(value: unknown): TUser['endereco'] {
  const item = fields(value);
  return {
    pais: nullableInt(item.pais),
    estado: nullableText(item.estado),
    cidade: nullableText(item.cidade),
    logradouro: nullableText(item.logradouro),
    numero: nullableText(item.numero),
    bairro: nullableText(item.bairro),
    complemento: nullableText(item.complemento),
    referencia: nullableText(item.referencia),
    cep: nullableText(item.cep),
    ddd: nullableText(item.ddd),
    ddi: nullableText(item.ddi),
  };
}

function plan(value: unknown): TUser['planos'][number] {
  const item = fields(value);
  return {
    id: int(item.id),
    id_empresa: nullableInt(item.id_empresa),
    tipo: oneOf(PLAN_TYPES, item.tipo),
    data_final: nullableText(item.data_final),
    revogado: oneOf(BITS, item.revogado),
  };
}

function consultancy(value: unknown): NonNullable<TUser['consultoria']> {
  const item = fields(value);
  return { id: int(item.id), data_fim: nullableText(item.data_fim), max_clientes: int(item.max_clientes) };
}

function companyLink(value: unknown): TUser['emp_user'][number] {
  const item = fields(value);
  return {
    id_empresa: int(item.id_empresa),
    acesso: oneOf(COMPANY_ACCESS, item.acesso),
    autorizado: flag(item.autorizado),
    ativo: flag(item.ativo),
  };
}

function user(value: unknown): TUser {
  const item = fields(value);
  return {
    id: int(item.id),
    NOME: text(item.NOME),
    email: text(item.email),
    perfil: nullable((choice) => oneOf(USER_PROFILES, choice), item.perfil),
    idioma: oneOf(LANGUAGE_INDEXES, item.idioma),
    // Optional: absent (or undefined) stays absent, as zod's `.optional()` leaves it.
    ...(item.moeda === undefined
      ? 'moeda' in item
        ? { moeda: undefined }
        : {}
      : { moeda: nullable((choice) => oneOf(CURRENCIES, choice), item.moeda) }),
    liberado: oneOf(BITS, item.liberado),
    EXCLUIDO: oneOf(BITS, item.EXCLUIDO),
    administrador: flag(item.administrador),
    premium: flag(item.premium),
    premiumInfinito: flag(item.premiumInfinito),
    consultor: flag(item.consultor),
    pecuarista: flag(item.pecuarista),
    gestor: flag(item.gestor),
    vinculado: flag(item.vinculado),
    area_universitaria: flag(item.area_universitaria),
    empresa_vinculada: nullableInt(item.empresa_vinculada),
    data_nascimento: nullableText(item.data_nascimento),
    sexo: nullable((choice) => oneOf(SEXES, choice), item.sexo),
    permissao: nullableInt(item.permissao),
    telefone: nullableText(item.telefone),
    como_conheceu: nullable((choice) => oneOf(DISCOVERY_CHANNELS, choice), item.como_conheceu),
    endereco: address(item.endereco),
    numero_documento: nullableText(item.numero_documento),
    foto: nullableText(item.foto),
    planos: list(plan, item.planos),
    consultoria: nullable(consultancy, item.consultoria),
    emp_user: list(companyLink, item.emp_user),
    empresaParceira: nullable((partner) => ({ id: int(fields(partner).id) }), item.empresaParceira),
    empresa_inativa: flag(item.empresa_inativa),
    teste_usado: flag(item.teste_usado),
    senha_temporaria: flag(item.senha_temporaria),
  };
}

/** The user as ZUser reads it (unknown keys left out), or null where ZUser finds a problem. */
export function readStoredUser(value: unknown): TUser | null {
  try {
    return user(value);
  } catch (error) {
    if (error instanceof Mismatch) return null;
    throw error;
  }
}
