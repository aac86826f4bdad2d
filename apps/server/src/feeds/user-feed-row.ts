/** The stored columns of a user feed, from the form's input as read by user-feed-input.ts. */
import type { TUserFeedInput } from '@cocho/contracts';
import type { UserRecord } from '../users/repository';
import { isRoughageCategory } from './feed-categories';
import type { NewFeedRow } from './repository';
import type { UserFeedReading } from './user-feed-input';

/** The columns a user edits (names, nutrients, cost, client, visibility). */
export function userFeedColumns(reading: UserFeedReading, input: TUserFeedInput) {
  const { row } = reading;
  return {
    tipo: row.category,
    name: row.namePt,
    name_en: row.nameEn,
    name_es: row.nameEs,
    name_sci: row.nameSci,
    nutrientes: JSON.stringify(row.nutrients),
    nutrientes_calculados: JSON.stringify(row.computedKeys),
    alertas: JSON.stringify(row.flags),
    custo: reading.cost,
    unidade: input.unidade ?? 'kg',
    volumoso: isRoughageCategory(row.category) ? 1 : 0,
    id_cliente: input.id_cliente ?? null,
    visibilidade: input.visibilidade ?? 'privado',
  };
}

/** A new private user feed of `user`, with no parent, source or review state yet. */
export function newUserFeedRow(
  user: UserRecord,
  reading: UserFeedReading,
  input: TUserFeedInput,
  now: string,
): NewFeedRow {
  return {
    kind: 'usuario',
    ...userFeedColumns(reading, input),
    nutrientes_originais: null,
    fonte: null,
    source_id: null,
    category_hint: null,
    excluido: 0,
    id_alimento_pai: null,
    user_id: user.id,
    empresa: null,
    restrito: 0,
    patrocinado: 0,
    recomendado: 0,
    min_100: null,
    max_100: null,
    status: null,
    motivo_rejeicao: null,
    enviado_em: null,
    id_alimento_catalogo: null,
    created_at: now,
    updated_at: now,
  };
}
