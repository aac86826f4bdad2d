/**
 * alimentos/getListaAlimentos answers kept ready: the answer is the shared catalogue
 * snapshot (catalogue-cache.ts) plus the user's company, own and sponsored feeds, which most users share
 * (none). Each distinct answer (catalogue version × the user's lists, checked against the contract) is built
 * once, its JSON text and its brotli and gzip forms made on first need and kept, least recently used
 * dropped beyond LIST_ANSWERS_KEPT, so repeated calls send cached bytes instead of validating, serialising
 * and compressing 180 KB each time.
 */
import { createHash } from 'node:crypto';
import { PRODUCT_KEY, feedCalls } from '@cocho/contracts';
import type { TFeed } from '@cocho/contracts';
import { preparedAnswerOf } from '../http/prepared-answer';
import type { PreparedAnswer } from '../http/prepared-answer';
import type { CatalogueSnapshot } from './catalogue-cache';
import { interleaveSponsored } from './feed-visibility';

/** About 200 KB of JSON and 40 KB compressed each: a few MB at most. */
export const LIST_ANSWERS_KEPT = 32;
/** Fast levels: a distinct answer is compressed on its first call, while someone waits. */
const BROTLI_QUALITY = 5;

export type UserFeedLists = {
  readonly emp: readonly TFeed[];
  readonly usr: readonly TFeed[];
  readonly patrocinados: readonly TFeed[];
};

export type ListAnswerCache = {
  answer(catalogue: CatalogueSnapshot, lists: UserFeedLists, onlyUserAndCompany: boolean): PreparedAnswer;
  /** Distinct answers built so far (tests). */
  readonly built: () => number;
};

export function createListAnswerCache(): ListAnswerCache {
  const kept = new Map<string, PreparedAnswer>();
  let built = 0;
  let catalogueEtag: string | null = null;
  return {
    built: () => built,
    answer(catalogue, lists, onlyUserAndCompany) {
      // The user's lists are checked here (the catalogue's were when its snapshot was built).
      // Answers of an older catalogue version are never asked again: their memory is let go at once.
      if (catalogueEtag !== catalogue.etag) {
        kept.clear();
        catalogueEtag = catalogue.etag;
      }
      const checked = feedCalls.getListaAlimentos.response.parse({
        data: { [PRODUCT_KEY]: [], emp: lists.emp, usr: lists.usr, patrocinados: lists.patrocinados },
      }).data;
      const own = JSON.stringify([checked.emp, checked.usr, checked.patrocinados]);
      const key = `${catalogue.etag}|${onlyUserAndCompany}|${createHash('sha256').update(own).digest('base64url')}`;
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      const shared = onlyUserAndCompany ? [] : interleaveSponsored(catalogue.feeds, checked.patrocinados);
      const identity = Buffer.from(
        JSON.stringify({
          data: {
            [PRODUCT_KEY]: shared,
            emp: checked.emp,
            usr: checked.usr,
            patrocinados: checked.patrocinados,
          },
        }),
      );
      const answer = preparedAnswerOf('lista', identity, BROTLI_QUALITY);
      built += 1;
      kept.set(key, answer);
      if (kept.size > LIST_ANSWERS_KEPT) kept.delete(kept.keys().next().value as string);
      return answer;
    },
  };
}
