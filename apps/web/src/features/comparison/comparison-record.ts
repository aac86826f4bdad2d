/**
 * A diet comparison as a hand-over record (mode C, docs/decisions/saved-supplements-comparisons.md): the ids
 * of the compared saved diets in the order shown. The server adds the copies of those diets (as the saver
 * may read them, without notes, owner or client); the shared and public views compare the copies.
 */
import type { Currency, Language } from '@cocho/engine';
import type { TDietRecord } from '@cocho/contracts';
import { blankRecord } from '../records/record-shape';
import type { RecordBase } from '../records/record-shape';
import { comparedDietFromRecord } from './compare-diets';
import type { ComparedDiet } from './compare-diets';

export type ComparisonRecordMeta = Pick<RecordBase, 'nome' | 'time' | 'idCliente'> & {
  readonly moeda: Currency;
};

export function toComparisonRecord(ids: readonly number[], meta: ComparisonRecordMeta): TDietRecord {
  // A comparison has no animal of its own (each copy has its diet's); the default keeps the record's shape.
  return { ...blankRecord(meta), moeda: meta.moeda, comparacao: { ids: [...ids], copias: [] } };
}

/**
 * Where a saved comparison opens: the diet screen with `comparacao=1` (a comparison has no screen of its own;
 * docs/decisions/saved-supplements-comparisons.md), which shows SavedComparisonView instead of the wizard.
 */
export function savedComparisonPath(id: number): string {
  return `/formulacao-dieta?${new URLSearchParams({ comparacao: '1', did: String(id) }).toString()}`;
}

/** The diets of a saved comparison, from its copies, as the comparison table shows them. */
export function comparedDietsOfRecord(record: TDietRecord, language: Language): ComparedDiet[] {
  return (record.comparacao?.copias ?? []).map((copy) => comparedDietFromRecord(copy, language));
}
