/** Test helper: a complete catalogue feed from the few fields a test cares about. */
import type { TCompanyFeed, TFeed } from '@cocho/contracts';
import { isRoughageCategory } from '@cocho/engine';
import { feedFromSnapshot } from '../catalogue/feed-from-snapshot';

export type TestFeedFields = Pick<TFeed, 'id' | 'tipo' | 'nutrientes'> & Partial<TFeed>;

/**
 * A feed with neutral values in every field the test does not give: named "Feed <id>", no price, per kg,
 * visible to all, roughage by its category (docs/product/calculation.md#records).
 */
export function createTestFeed(fields: TestFeedFields): TFeed {
  const { id, tipo, nutrientes } = fields;
  const snapshot = { id, tipo, name: `Feed ${id}`, name_en: null, name_es: null, nutrientes };
  return {
    ...feedFromSnapshot({ ...snapshot, volumoso: isRoughageCategory(tipo) }),
    visibilidade: 'todos',
    ...fields,
  };
}

/**
 * Feed `EMP|<id>` of company 7 as its company lists it: a protein concentrate (88 % dry matter) at 1 per kg,
 * visible to the company, never put up for sponsorship.
 */
export function createTestCompanyFeed(
  id: number,
  name: string,
  extra: Partial<TCompanyFeed> = {},
): TCompanyFeed {
  return {
    ...createTestFeed({ id: `EMP|${id}`, tipo: 2, nutrientes: { MS: 88 }, name, custo: 1 }),
    visibilidade: 'empresa',
    empresa: 7,
    patrocinio: null,
    patrocinio_em: null,
    ...extra,
  };
}
