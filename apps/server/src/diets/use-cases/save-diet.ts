/**
 * dieta/saveFD and dieta/savePD (issue 6 item 6; spec 01 §3, §4 Diet and Saving, §6). Saving needs the
 * save_diet or save_prediction ability (premium-only by default), saving for a client the consultancy
 * ability; choices in docs/decisions/saved-diets.md.
 */
import { DIET_NAME_MAX_CHARS } from '@cocho/contracts';
import type { TDietMode, TDietRecord } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { requireAbility } from '../../access/require-ability';
import type { SignedInUser } from '../../access/signed-in-user';
import { assertOwnClient } from '../../consultancy/use-cases/assert-own-client';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { Checker } from '../../off-loop/checker';
import { requireRecordEditor } from '../../sharing/record-access';
import { createDietRow, findTakenDietNames, getDietOwnerById, updateDietRow } from '../repository';
import type { NewDietRow } from '../repository';

export type SaveDietInput = {
  dieta: string;
  id?: number | null | undefined;
  obs?: string | null | undefined;
  /** Update only while the stored version is still this one (an offline edit), else CONFLICT. */
  base_updated_at?: string | undefined;
};

export type SaveDietAnswer = { id: number; dieta: TDietRecord; obs: string | null };

/** `YYYY-MM-DD HH:MM:SS` (UTC) of the save, appended to a duplicate name (spec 01 §4). */
function timestampOf(now: Date): string {
  return now.toISOString().slice(0, 19).replace('T', ' ');
}

/** Candidate names tried per lookup after the plain one (a timestamp, then the timestamp and (2), (3)…). */
const CANDIDATES_PER_LOOKUP = 5;

/**
 * The name to store: the given one, or with the save's timestamp appended when the user already has it
 * (spec 01 §4), and (2), (3)… after the timestamp when that is taken too (saves within one second). One
 * indexed lookup of a few exact names decides (issue 19 item 3), whatever the number of records.
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
  };
}

/** dieta/saveFD and dieta/savePD: creates a record, or updates the caller's record `id`. */
export async function saveDiet(
  db: Kysely<Database>,
  user: SignedInUser,
  modo: TDietMode,
  input: SaveDietInput,
  now: Date,
  checks: Checker,
): Promise<SaveDietAnswer> {
  requireAbility(user, modo === 'FD' ? 'save_diet' : 'save_prediction');
  const checked = await checks.check({ kind: 'dietRecord', text: input.dieta, modo }, input.dieta.length);
  if (!checked.ok) throw appError('VALIDATION_FAILED', checked.fields);
  const parsed = checked.value as TDietRecord;
  // The concentrate pre-mix is premium-only (spec 01 §6; docs/decisions/concentrate-premix.md).
  if (parsed.pre_mistura) requireAbility(user, 'premix');
  const obs = input.obs !== undefined ? input.obs : parsed.obs;
  const updatedAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if (input.id !== undefined && input.id !== null) {
      const existing = await getDietOwnerById(trx, input.id);
      if (!existing || existing.modo !== modo) throw appError('NOT_FOUND');
      // The owner, or a recipient of a share that allows editing (docs/decisions/sharing.md).
      await requireRecordEditor(trx, user, existing);
      // An edit made offline replaces only the version it started from (docs/decisions/offline-sync.md).
      if (input.base_updated_at !== undefined && input.base_updated_at !== existing.updated_at)
        throw appError('CONFLICT');
      // A recipient allowed to edit saves the owner's record: it stays for the owner's client, whatever
      // client the recipient has selected (their own clients mean nothing to the owner).
      const isOwner = existing.user_id === user.id;
      const idCliente = isOwner ? parsed.id_cliente : existing.id_cliente;
      if (isOwner && idCliente !== null) {
        // Saving for a client is consultant-only (spec 01 §6), for the owner's own client (consultancy/).
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
      await updateDietRow(trx, existing.id, { ...columnsOf(record), updated_at: updatedAt });
      return { id: existing.id, dieta: record, obs };
    }
    if (parsed.id_cliente !== null) {
      requireAbility(user, 'consultancy');
      await assertOwnClient(trx, user.id, parsed.id_cliente);
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
    // The stored JSON keeps id null: readDietRecord takes id and user_id from the row.
    return { id: row.id, dieta: { ...draft, id: row.id }, obs };
  });
}
