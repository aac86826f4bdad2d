/** Test helper: a complete catalogue feed from the few fields a test cares about. */
import type { TFeed } from '@cocho/contracts';
import { isRoughageCategory } from '@cocho/engine';

export type TestFeedFields = Pick<TFeed, 'id' | 'tipo' | 'nutrientes'> & Partial<TFeed>;

/**
 * A feed with neutral values in every field the test does not give: named "Feed <id>", no price, per kg,
 * visible to all, roughage by its category (spec 02 §3).
 */
export function createTestFeed(fields: TestFeedFields): TFeed {
  return {
    name: `Feed ${fields.id}`,
    name_en: null,
    name_es: null,
    name_sci: null,
    nutrientes_originais: null,
    nutrientes_calculados: [],
    alertas: [],
    fonte: null,
    custo: null,
    unidade: 'kg',
    volumoso: isRoughageCategory(fields.tipo),
    EXCLUIDO: 0,
    id_alimento_pai: null,
    id_cliente: null,
    restrito: false,
    visibilidade: 'todos',
    recomendado: false,
    patrocinado: false,
    empresa: null,
    min_100: null,
    max_100: null,
    status: null,
    ...fields,
  };
}
