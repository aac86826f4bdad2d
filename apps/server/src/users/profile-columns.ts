/**
 * The registration and profile fields (contracts ZAccountFields, already schema-checked) as stored columns,
 * after the rules the contract cannot run alone: the country must exist in `paises`, and in Brazil the
 * document is a valid CPF or CNPJ and the street, number and city are filled (`findCountryFieldProblems`,
 * the same function the web form runs). Documents and phones are stored normalised.
 */
import {
  BRAZIL_ISO,
  findCountryFieldProblems,
  normalizeDocumentNumber,
  normalizePhone,
} from '@cocho/contracts';
import type { TAccountFields } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/dialects/unique-violation';
import { appError } from '../errors';
import { findCountryIso, findUserIdByDocument } from './repository';
import type { ProfileColumns } from './repository';

export async function toProfileColumns(
  db: Kysely<Database>,
  fields: TAccountFields,
): Promise<ProfileColumns> {
  const { endereco } = fields;
  const iso = await findCountryIso(db, endereco.pais);
  if (!iso) throw appError('VALIDATION_FAILED', [{ field: 'endereco.pais', code: 'countryUnknown' }]);
  const isBrazil = iso === BRAZIL_ISO;
  // Brazil's id is the chosen country's id exactly when the chosen country is Brazil.
  const problems = findCountryFieldProblems(fields, isBrazil ? endereco.pais : -1);
  if (problems.length > 0) throw appError('VALIDATION_FAILED', problems);
  return {
    nome: fields.NOME,
    perfil: fields.perfil,
    telefone: normalizePhone(fields.telefone) ?? fields.telefone,
    como_conheceu: fields.como_conheceu,
    numero_documento: normalizeDocumentNumber(fields.numero_documento, isBrazil),
    data_nascimento: fields.data_nascimento,
    sexo: fields.sexo,
    pais: endereco.pais,
    estado: endereco.estado,
    cidade: endereco.cidade,
    logradouro: endereco.logradouro,
    numero: endereco.numero,
    bairro: endereco.bairro,
    complemento: endereco.complemento,
    referencia: endereco.referencia,
    cep: endereco.cep,
    ddd: endereco.ddd,
    ddi: endereco.ddi,
  };
}

/** DOCUMENT_EXISTS when another account (not `ownerId`) holds the normalised document number. */
export async function assertDocumentFree(
  db: Kysely<Database>,
  numeroDocumento: string | null,
  ownerId?: number,
): Promise<void> {
  if (!numeroDocumento) return;
  const holder = await findUserIdByDocument(db, numeroDocumento);
  if (holder !== undefined && holder !== ownerId) throw appError('DOCUMENT_EXISTS');
}

/**
 * Runs a write of the document column after `assertDocumentFree`: when another request took the document
 * in between (two registrations at once), the unique index answers DOCUMENT_EXISTS, not an internal error.
 */
export async function writingDocument<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('DOCUMENT_EXISTS');
    throw error;
  }
}
