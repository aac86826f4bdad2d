/**
 * Saved diets and predictions (issue 6 item 6; spec 01 §3, §4 Diet and Saving, §5, §6, §7). Every call is
 * authorised by owner here (administrators pass, spec 01 §6); saving is premium-only behind `canSaveDiet`.
 * Choices: docs/decisions/saved-diets.md.
 */
import { DIET_NAME_MAX_CHARS, ZDietRecord, canSaveDiet, canSaveForClient } from '@cocho/contracts';
import type { TDietMode, TDietRecord, TDietSummary, TFieldError } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { requireOwner } from '../auth/roles';
import type { Database } from '../db/schema';
import { appError } from '../errors';
import { toFieldErrors } from '../errors';
import type { UserRecord } from '../users/repository';
import { toUserView } from '../users/user-view';
import {
  createDietRow,
  deleteDietRow,
  findDietNamesStartingWith,
  findDietRows,
  getDietRowById,
  updateDietRow,
} from './diets-repository';
import type { DietRow, NewDietRow } from './diets-repository';

export type SaveDietInput = {
  dieta: string;
  id?: number | null | undefined;
  obs?: string | null | undefined;
};

export type SaveDietAnswer = { id: number; dieta: TDietRecord; obs: string | null };

const invalid = (fields: TFieldError[]) => appError('VALIDATION_FAILED', fields);

/** Parses and checks the record's JSON text; field paths start with `dieta.`. */
export function parseDietRecord(text: string, modo: TDietMode): TDietRecord {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid([{ field: 'dieta', code: 'invalid_json' }]);
  }
  const parsed = ZDietRecord.safeParse(json);
  if (!parsed.success) {
    throw invalid(
      toFieldErrors(parsed.error.issues).map((issue) => ({
        field: issue.field === '' ? 'dieta' : `dieta.${issue.field}`,
        code: issue.code === 'custom' ? customCode(parsed.error.issues, issue.field) : issue.code,
      })),
    );
  }
  const record = parsed.data;
  const problems: TFieldError[] = [];
  const hiddenPrediction = modo === 'PD' && record.oculta;
  // Spec 02 §5: saving requires a name and at least one feed (a hidden auto-saved prediction has none).
  if (!hiddenPrediction && record.nome === '') problems.push({ field: 'dieta.nome', code: 'required' });
  if (record.alimentos_selecionados.length === 0)
    problems.push({ field: 'dieta.alimentos_selecionados', code: 'too_small' });
  const selected = new Set(record.alimentos_selecionados.map((feed) => feed.id));
  if (selected.size !== record.alimentos_selecionados.length)
    problems.push({ field: 'dieta.alimentos_selecionados', code: 'duplicate_feed' });
  for (const id of Object.keys(record.restricoes))
    if (!selected.has(id)) problems.push({ field: `dieta.restricoes.${id}`, code: 'feed_not_selected' });
  record.alimentos_alterados.forEach((id, index) => {
    if (!selected.has(id))
      problems.push({ field: `dieta.alimentos_alterados.${index}`, code: 'feed_not_selected' });
  });
  record.resultado?.forEach((row, index) => {
    if (!selected.has(row.id))
      problems.push({ field: `dieta.resultado.${index}.id`, code: 'feed_not_selected' });
  });
  // The lifecycle (type, dates, active, finished) belongs to diets, not predictions (spec 01 §3).
  if (modo === 'PD' && record.ciclo !== null) problems.push({ field: 'dieta.ciclo', code: 'diet_only' });
  if (modo === 'PD' && record.tipo_alimento_predicao === null)
    problems.push({ field: 'dieta.tipo_alimento_predicao', code: 'required' });
  if (problems.length > 0) throw invalid(problems);
  return hiddenPrediction ? { ...record, nome: '' } : record;
}

/** The lifecycle's own codes (DATE_REQUIRED, SPAN_OVER_ONE_YEAR …) replace zod's generic 'custom'. */
function customCode(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  field: string,
): string {
  const issue = issues.find((candidate) => candidate.path.map(String).join('.') === field);
  return issue?.message ?? 'custom';
}

/** `YYYY-MM-DD HH:MM:SS` (UTC) of the save, appended to a duplicate name (spec 01 §4). */
function timestampOf(now: Date): string {
  return now.toISOString().slice(0, 19).replace('T', ' ');
}

/** The name to store: the given one, or with the save's timestamp appended when the user already has it. */
async function chooseUniqueName(
  db: Kysely<Database>,
  userId: number,
  modo: TDietMode,
  nome: string,
  exceptId: number | null,
  now: Date,
): Promise<string> {
  if (nome === '') return nome;
  const taken = await findDietNamesStartingWith(db, userId, modo, nome, exceptId);
  if (!taken.has(nome)) return nome;
  const stamp = timestampOf(now);
  const base = nome.slice(0, DIET_NAME_MAX_CHARS - stamp.length - 6).trimEnd();
  let candidate = `${base} ${stamp}`;
  for (
    let n = 2;
    taken.has(candidate) || (candidate !== nome && (await isTaken(db, userId, modo, candidate, exceptId)));
    n += 1
  )
    candidate = `${base} ${stamp} (${n})`;
  return candidate;
}

async function isTaken(
  db: Kysely<Database>,
  userId: number,
  modo: TDietMode,
  nome: string,
  exceptId: number | null,
): Promise<boolean> {
  return (await findDietNamesStartingWith(db, userId, modo, nome, exceptId)).has(nome);
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
    inicio_previsto: record.ciclo?.inicio_previsto ?? null,
    fim_previsto: record.ciclo?.fim_previsto ?? null,
  };
}

/** dieta/saveFD and dieta/savePD: creates a record, or updates the caller's record `id`. */
export async function saveDiet(
  db: Kysely<Database>,
  user: UserRecord,
  modo: TDietMode,
  input: SaveDietInput,
  now: Date,
): Promise<SaveDietAnswer> {
  if (!canSaveDiet(toUserView(user))) throw appError('PREMIUM_REQUIRED');
  const parsed = parseDietRecord(input.dieta, modo);
  // Saving for a client is consultant-only (spec 01 §6). Whether the client is the consultant's own waits
  // for the clients table (docs/decisions/saved-diets.md).
  if (parsed.id_cliente !== null && !canSaveForClient(toUserView(user))) throw appError('FORBIDDEN');
  const obs = input.obs !== undefined ? input.obs : parsed.obs;
  const updatedAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if (input.id !== undefined && input.id !== null) {
      const existing = await getDietRowById(trx, input.id);
      if (!existing || existing.modo !== modo) throw appError('NOT_FOUND');
      requireOwner(user, existing.user_id);
      const nome = await chooseUniqueName(trx, existing.user_id, modo, parsed.nome, existing.id, now);
      const record: TDietRecord = { ...parsed, nome, obs, id: existing.id, user_id: existing.user_id };
      await updateDietRow(trx, existing.id, { ...columnsOf(record), updated_at: updatedAt });
      return { id: existing.id, dieta: record, obs };
    }
    const nome = await chooseUniqueName(trx, user.id, modo, parsed.nome, null, now);
    const draft: TDietRecord = { ...parsed, nome, obs, id: null, user_id: user.id };
    const row = await createDietRow(trx, {
      ...columnsOf(draft),
      user_id: user.id,
      modo,
      created_at: updatedAt,
      updated_at: updatedAt,
    });
    const record: TDietRecord = { ...draft, id: row.id };
    await updateDietRow(trx, row.id, { dieta: JSON.stringify(record), updated_at: updatedAt });
    return { id: row.id, dieta: record, obs };
  });
}

async function getOwnedRow(db: Kysely<Database>, user: UserRecord, id: number): Promise<DietRow> {
  const row = await getDietRowById(db, id);
  if (!row) throw appError('NOT_FOUND');
  requireOwner(user, row.user_id);
  return row;
}

function readRecord(row: DietRow): TDietRecord {
  // Stored records were validated on the way in; parsing again guards against hand-edited rows.
  return ZDietRecord.parse(JSON.parse(row.dieta));
}

/** dieta/get: one of the caller's records, to reopen it. */
export async function getDiet(
  db: Kysely<Database>,
  user: UserRecord,
  id: number,
): Promise<{ id: number; modo: TDietMode; dieta: TDietRecord }> {
  const row = await getOwnedRow(db, user, id);
  return { id: row.id, modo: row.modo === 'PD' ? 'PD' : 'FD', dieta: readRecord(row) };
}

/** dieta/remove. */
export async function removeDiet(db: Kysely<Database>, user: UserRecord, id: number): Promise<{ ok: true }> {
  const row = await getOwnedRow(db, user, id);
  await deleteDietRow(db, row.id);
  return { ok: true };
}

/** Active and the expected end before today (spec 01 §4 overdue). */
export function isOverdue(row: Pick<DietRow, 'situacao' | 'fim_previsto'>, now: Date): boolean {
  return (
    row.situacao === 'ativa' && row.fim_previsto !== null && row.fim_previsto < now.toISOString().slice(0, 10)
  );
}

function toSummary(row: DietRow, now: Date): TDietSummary {
  const record = readRecord(row);
  return {
    id: row.id,
    modo: row.modo === 'PD' ? 'PD' : 'FD',
    nome: row.nome,
    time: Number(row.time),
    custo: row.custo,
    status: row.status,
    id_cliente: row.id_cliente,
    oculta: row.oculta === 1,
    ciclo: record.ciclo,
    atrasada: isOverdue(row, now),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export type ListDietsInput = { id_cliente?: number | null | undefined; incluirOcultas?: boolean | undefined };

/** dieta/minhasDietas and dieta/minhasPredicoes: the caller's own records of one kind. */
export async function listDiets(
  db: Kysely<Database>,
  user: UserRecord,
  modo: TDietMode,
  input: ListDietsInput,
  now: Date,
): Promise<TDietSummary[]> {
  const rows = await findDietRows(db, {
    userId: user.id,
    modo,
    idCliente: input.id_cliente,
    includeHidden: input.incluirOcultas === true,
  });
  return rows.map((row) => toSummary(row, now));
}

/**
 * dieta/getDietasAtivas: the caller's active diets, most recently changed first, overdue ones flagged.
 * Unlimited active diets are premium-only (spec 01 §6): without them only the `freeMax` most recent are
 * listed and `limiteAtingido` says so (spec 01 §8 "only the most recent diets shown").
 */
export async function listActiveDiets(
  db: Kysely<Database>,
  user: UserRecord,
  input: { id_cliente?: number | null | undefined },
  now: Date,
  freeMax: number,
): Promise<{ dietas: TDietSummary[]; limiteAtingido: boolean }> {
  const rows = await findDietRows(db, {
    userId: user.id,
    modo: 'FD',
    idCliente: input.id_cliente,
    includeHidden: true,
    situacao: 'ativa',
  });
  const isUnlimited = canSaveDiet(toUserView(user));
  const shown = isUnlimited ? rows : rows.slice(0, freeMax);
  return { dietas: shown.map((row) => toSummary(row, now)), limiteAtingido: shown.length < rows.length };
}
