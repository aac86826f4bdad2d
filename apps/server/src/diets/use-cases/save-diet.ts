/**
 * dieta/saveFD and dieta/savePD (docs/product/shell.md#records, docs/product/shell.md#states Diet and Saving, docs/product/shell.md#roles). Saving needs the save_diet or
 * save_prediction ability (premium-only by default), saving for a client the consultancy ability; choices
 * in docs/decisions/saved-diets.md. One pass (docs/decisions/one-pass-saves.md): the record's text is parsed
 * and checked once, stored, and the answer is the id and the new version; an update carries the version it
 * started from (409 when it changed), and an idempotency key makes a repeated save answer the first one.
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { AppError, DIET_NAME_MAX_CHARS, ZSaveAnswer, toDietMode } from '@cocho/contracts';
import type { Ability, TDietMode, TDietRecord, TSaveAnswer } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { hasAbility, requireAbility } from '../../access/require-ability';
import type { SignedInUser } from '../../access/signed-in-user';
import { assertOwnClient } from '../../consultancy/use-cases/assert-own-client';
import { isUniqueViolation } from '../../db/dialects/unique-violation';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { Checker } from '../../off-loop/checker';
import { readDietRecord } from '../diet-record';
import { getReadableDietRow, requireRecordEditor } from '../../sharing/record-access';
import { toPublicRecord } from '../../sharing/public-view';
import {
  createDietRow,
  deleteDietSaveKeysBefore,
  findDietSaveKey,
  findTakenDietNames,
  getDietOwnerById,
  getDietRowById,
  insertDietSaveKey,
  updateDietRow,
  updateDietRowIfVersion,
} from '../repository';
import type { NewDietRow } from '../repository';
import { requireActivationAllowed } from './require-activation-allowed';

export type SaveDietInput = {
  dieta: string;
  id?: number | null | undefined;
  obs?: string | null | undefined;
  /** Update only while the stored version is still this one, else CONFLICT. */
  base_updated_at?: string | undefined;
  /** The same key again answers the first save's answer (a retry never saves twice). */
  idempotency_key?: string | undefined;
};

export type SaveDietOptions = {
  readonly checks: Checker;
  /** dieta/saveFD: the active-diet cap (docs/decisions/diet-lifecycle.md); null for no activation check. */
  readonly activeDietsFreeMax: number | null;
};

/**
 * The ability each kind of record needs to be saved: a requirements table and a stand-alone mix are saved
 * like a diet (docs/decisions/saved-requirements.md, docs/decisions/saved-mixes.md).
 */
const SAVE_ABILITY = {
  FD: 'save_diet',
  PD: 'save_prediction',
  E: 'save_diet',
  M: 'save_diet',
  S: 'save_diet',
  C: 'save_diet',
} as const satisfies Record<TDietMode, Ability>;

/**
 * A comparison (mode C) with the copies of its diets taken now from the stored diets, as the saver may read
 * them: each must be a saved diet (mode FD) readable by `user` (NOT_FOUND otherwise, as dieta/get), and is
 * copied without notes, owner and client (docs/decisions/saved-supplements-comparisons.md). The copies the
 * client sent are ignored.
 */
async function withComparedCopies(
  db: Kysely<Database>,
  user: SignedInUser,
  record: TDietRecord,
): Promise<TDietRecord> {
  const comparison = record.comparacao ?? null;
  if (comparison === null) return record;
  const copias: TDietRecord[] = [];
  for (const id of comparison.ids) {
    const row = await getReadableDietRow(db, user, id);
    if (toDietMode(row.modo) !== 'FD') throw appError('NOT_FOUND');
    const { comparacao: _none, ...copy } = toPublicRecord(readDietRecord(row), row.id);
    copias.push(copy);
  }
  return { ...record, comparacao: { ids: comparison.ids, copias } };
}

/** How long a save's idempotency key is remembered: longer than a device stays offline in practice. */
const SAVE_KEY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD HH:MM:SS` (UTC) of the save, appended to a duplicate name (docs/product/shell.md#states). */
function timestampOf(now: Date): string {
  return now.toISOString().slice(0, 19).replace('T', ' ');
}

/** Candidate names tried per lookup after the plain one (a timestamp, then the timestamp and (2), (3)…). */
const CANDIDATES_PER_LOOKUP = 5;

/**
 * The name to store: the given one, or with the save's timestamp appended when the user already has it
 * (docs/product/shell.md#states), and (2), (3)… after the timestamp when that is taken too (saves within one second). One
 * indexed lookup of a few exact names decides, whatever the number of records.
 */
async function chooseUniqueName(
  db: Kysely<Database>,
  userId: number,
  modo: TDietMode,
  nome: string,
  exceptId: number | null,
  now: Date,
): Promise<string> {
  if (nome === '') return nome;
  const stamp = timestampOf(now);
  const base = nome.slice(0, DIET_NAME_MAX_CHARS - stamp.length - 6).trimEnd();
  const candidateAt = (n: number) =>
    n === 0 ? nome : n === 1 ? `${base} ${stamp}` : `${base} ${stamp} (${n})`;
  for (let first = 0; ; first += CANDIDATES_PER_LOOKUP) {
    const candidates = Array.from({ length: CANDIDATES_PER_LOOKUP }, (_, index) =>
      candidateAt(first + index),
    );
    const taken = await findTakenDietNames(db, userId, modo, candidates, exceptId);
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free !== undefined) return free;
  }
}

function columnsOf(record: TDietRecord): Omit<NewDietRow, 'user_id' | 'modo' | 'created_at' | 'updated_at'> {
  return {
    nome: record.nome,
    oculta: record.oculta ? 1 : 0,
    id_cliente: record.id_cliente,
    time: record.time,
    custo: record.custo,
    status: record.status,
    obs: record.obs,
    dieta: JSON.stringify(record),
    ciclo_tipo: record.ciclo?.tipo ?? null,
    situacao: record.ciclo?.situacao ?? null,
    ciclo_comentario: record.ciclo?.comentario ?? null,
    inicio_previsto: record.ciclo?.inicio_previsto ?? null,
    fim_previsto: record.ciclo?.fim_previsto ?? null,
    fim_real: record.ciclo?.fim_real ?? null,
    peso_abate: record.ciclo?.peso_abate ?? null,
    gmd_esperado: record.ciclo?.gmd_esperado ?? null,
    gmd_real: record.ciclo?.gmd_real ?? null,
    gmd_observado: record.ciclo?.gmd_observado ?? null,
    numero_animais: record.ciclo?.numero_animais ?? null,
    moeda: record.moeda ?? null,
  };
}

/** The new version of a record: the save's time, and always later than the version it replaces. */
function nextVersion(now: Date, previous: string | null): string {
  const before = previous === null ? Number.NaN : Date.parse(previous);
  return new Date(Number.isNaN(before) ? now.getTime() : Math.max(now.getTime(), before + 1)).toISOString();
}

/** SHA-256 of what a save asks for, so one key sent again with another record is refused. */
function requestHashOf(modo: TDietMode, input: SaveDietInput): string {
  return createHash('sha256')
    .update(`${modo}\n${input.id ?? ''}\n${input.obs === undefined ? '-' : (input.obs ?? '')}\n`)
    .update(input.dieta)
    .digest('hex');
}

/** The stored answer of a key already used, or null; refuses the key sent with another save. */
async function answerOfKey(
  db: Kysely<Database>,
  userId: number,
  key: string,
  requestHash: string,
): Promise<TSaveAnswer | null> {
  const row = await findDietSaveKey(db, userId, key);
  if (!row) return null;
  if (row.request_hash !== requestHash)
    throw appError('VALIDATION_FAILED', [{ field: 'idempotency_key', code: 'key_reused' }]);
  return ZSaveAnswer.parse(JSON.parse(row.answer));
}

/** A value as its JSON reading: absent and undefined keys alike, so two records compare by what is stored. */
function asStored(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

/**
 * The concentrate pre-mix is premium-only (docs/decisions/concentrate-premix.md): a user without the
 * ability may not add or change one, but may save a record whose pre-mix is the stored one unchanged (a
 * producer editing a premium owner's shared diet, an owner whose plan ended), so nothing is lost.
 */
async function requirePremixAllowed(
  trx: Kysely<Database>,
  user: SignedInUser,
  premix: TDietRecord['pre_mistura'],
  existingId: number | null,
): Promise<void> {
  if (!premix || hasAbility(user, 'premix')) return;
  const row = existingId === null ? undefined : await getDietRowById(trx, existingId);
  const stored = row ? (readDietRecord(row).pre_mistura ?? null) : null;
  if (stored === null || !isDeepStrictEqual(asStored(stored), asStored(premix)))
    requireAbility(user, 'premix');
}

/** The record stored and what the save answers. */
type Stored = { readonly answer: TSaveAnswer; readonly record: TDietRecord };

/** Stores the checked record, inside the caller's transaction `trx`. */
async function storeDiet(
  trx: Kysely<Database>,
  user: SignedInUser,
  modo: TDietMode,
  input: SaveDietInput,
  checkedParsed: TDietRecord,
  now: Date,
  options: SaveDietOptions,
): Promise<Stored> {
  const obs = input.obs !== undefined ? input.obs : checkedParsed.obs;
  const parsed = modo === 'C' ? await withComparedCopies(trx, user, checkedParsed) : checkedParsed;
  {
    if (input.id !== undefined && input.id !== null) {
      const existing = await getDietOwnerById(trx, input.id);
      if (!existing || existing.modo !== modo) throw appError('NOT_FOUND');
      // The owner, or a recipient of a share that allows editing (docs/decisions/sharing.md).
      await requireRecordEditor(trx, user, existing);
      await requirePremixAllowed(trx, user, parsed.pre_mistura, existing.id);
      // A save replaces only the version it started from (docs/decisions/one-pass-saves.md); checked here
      // for a clear answer and again by the conditional UPDATE below, which settles concurrent saves.
      if (input.base_updated_at !== undefined && input.base_updated_at !== existing.updated_at)
        throw appError('CONFLICT');
      // A recipient allowed to edit saves the owner's record: it stays for the owner's client, whatever
      // client the recipient has selected (their own clients mean nothing to the owner).
      const isOwner = existing.user_id === user.id;
      if (isOwner && options.activeDietsFreeMax !== null)
        await requireActivationAllowed(
          trx,
          user,
          parsed.ciclo?.situacao ?? null,
          existing,
          options.activeDietsFreeMax,
        );
      const idCliente = isOwner ? parsed.id_cliente : existing.id_cliente;
      if (isOwner && idCliente !== null) {
        // Saving for a client is consultant-only (docs/product/shell.md#roles), for the owner's own client (consultancy/).
        requireAbility(user, 'consultancy');
        await assertOwnClient(trx, existing.user_id, idCliente, { allowUnlinked: true });
      }
      const nome = await chooseUniqueName(trx, existing.user_id, modo, parsed.nome, existing.id, now);
      const record: TDietRecord = {
        ...parsed,
        id_cliente: idCliente,
        nome,
        obs,
        id: existing.id,
        user_id: existing.user_id,
      };
      const updatedAt = nextVersion(now, existing.updated_at);
      const changes = { ...columnsOf(record), updated_at: updatedAt };
      if (input.base_updated_at === undefined) await updateDietRow(trx, existing.id, changes);
      else if (!(await updateDietRowIfVersion(trx, existing.id, input.base_updated_at, changes)))
        throw appError('CONFLICT');
      const answer = { id: existing.id, updated_at: updatedAt, nome, id_cliente: idCliente, obs };
      return { answer, record };
    }
    await requirePremixAllowed(trx, user, parsed.pre_mistura, null);
    if (options.activeDietsFreeMax !== null)
      await requireActivationAllowed(
        trx,
        user,
        parsed.ciclo?.situacao ?? null,
        null,
        options.activeDietsFreeMax,
      );
    if (parsed.id_cliente !== null) {
      requireAbility(user, 'consultancy');
      await assertOwnClient(trx, user.id, parsed.id_cliente);
    }
    const nome = await chooseUniqueName(trx, user.id, modo, parsed.nome, null, now);
    const draft: TDietRecord = { ...parsed, nome, obs, id: null, user_id: user.id };
    const updatedAt = nextVersion(now, null);
    const row = await createDietRow(trx, {
      ...columnsOf(draft),
      user_id: user.id,
      modo,
      created_at: updatedAt,
      updated_at: updatedAt,
    });
    // The stored JSON keeps id null: readDietRecord takes id and user_id from the row.
    const answer = { id: row.id, updated_at: updatedAt, nome, id_cliente: parsed.id_cliente, obs };
    return { answer, record: { ...draft, id: row.id } };
  }
}

/** Parses and checks the record's text once (on a worker thread when it is large: off-loop/). */
async function checkedRecord(checks: Checker, modo: TDietMode, text: string): Promise<TDietRecord> {
  const checked = await checks.check({ kind: 'dietRecord', text, modo }, text.length);
  if (!checked.ok) throw appError('VALIDATION_FAILED', checked.fields);
  return checked.value as TDietRecord;
}

/**
 * dieta/saveFD and dieta/savePD: creates a record, or updates the record `id` (the caller's, or one shared
 * with them for editing). Answers the id and the new version, never the record.
 */
export async function saveDiet(
  db: Kysely<Database>,
  user: SignedInUser,
  modo: TDietMode,
  input: SaveDietInput,
  now: Date,
  options: SaveDietOptions,
): Promise<TSaveAnswer> {
  const ability = SAVE_ABILITY[modo];
  const key = input.idempotency_key;
  if (key === undefined) {
    // A record that is not valid is explained first, as for any request whose body fails its schema.
    const parsed = await checkedRecord(options.checks, modo, input.dieta);
    requireAbility(user, ability);
    return db
      .transaction()
      .execute(async (trx) => (await storeDiet(trx, user, modo, input, parsed, now, options)).answer);
  }
  // A save already stored under this key is answered again (it passed every check then).
  const requestHash = requestHashOf(modo, input);
  const earlier = await answerOfKey(db, user.id, key, requestHash);
  if (earlier) return earlier;
  const parsed = await checkedRecord(options.checks, modo, input.dieta);
  requireAbility(user, ability);
  try {
    return await db.transaction().execute(async (trx) => {
      const { answer } = await storeDiet(trx, user, modo, input, parsed, now, options);
      await deleteDietSaveKeysBefore(
        trx,
        user.id,
        new Date(now.getTime() - SAVE_KEY_DAYS * DAY_MS).toISOString(),
      );
      await insertDietSaveKey(trx, {
        user_id: user.id,
        idempotency_key: key,
        diet_id: answer.id,
        request_hash: requestHash,
        answer: JSON.stringify(answer),
        created_at: now.toISOString(),
      });
      return answer;
    });
  } catch (error) {
    // The same save sent twice at once: the other one stored the key first (and its record), or moved the
    // record past our base version. Either way its answer is ours.
    const isRace = isUniqueViolation(error) || (error instanceof AppError && error.code === 'CONFLICT');
    const other = isRace ? await answerOfKey(db, user.id, key, requestHash) : null;
    if (other) return other;
    throw error;
  }
}

/** Saves a record for dieta/clonar (saveFD's rules, no idempotency key): answers the stored record too. */
export async function saveDietCopy(
  db: Kysely<Database>,
  user: SignedInUser,
  modo: TDietMode,
  record: TDietRecord,
  now: Date,
  checks: Checker,
): Promise<Stored> {
  requireAbility(user, SAVE_ABILITY[modo]);
  const text = JSON.stringify(record);
  const parsed = await checkedRecord(checks, modo, text);
  return db
    .transaction()
    .execute((trx) =>
      storeDiet(trx, user, modo, { dieta: text }, parsed, now, { checks, activeDietsFreeMax: null }),
    );
}
