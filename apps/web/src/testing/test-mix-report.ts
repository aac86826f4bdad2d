/** A mix's report data for the feeding-sheet component tests. */
import { calculateMixture } from '@cocho/engine';
import type { MixReportData } from '../export/report-data';

export type TestMixFeed = {
  readonly id: string;
  readonly name: string;
  readonly nutrientes: Readonly<Record<string, number>>;
  /** kg as fed per head and day. */
  readonly quantidade: number;
  readonly volumoso?: boolean;
};

/**
 * The report data of a mix of `feeds` named `mixName`, made in Portuguese on 2026-11-24 at 08:00 UTC by no
 * named author; with `withFeeds`, the feeds' composition and roughage flag too (the pre-mix needs them).
 */
export function createTestMixReport(
  mixName: string,
  feeds: readonly TestMixFeed[],
  withFeeds = false,
): MixReportData {
  const mixture = calculateMixture({
    alimentos: feeds.map(({ id, nutrientes, quantidade }) => ({ id, nutrientes, quantidade })),
    base: 'MN',
  });
  if (!mixture.ok) throw new Error('bad mixture');
  return {
    language: 'pt',
    generatedAt: new Date('2026-11-24T08:00:00Z'),
    mixName,
    authorName: null,
    mixture: mixture.value,
    feedNames: Object.fromEntries(feeds.map((feed) => [feed.id, feed.name])),
    ...(withFeeds
      ? {
          feeds: feeds.map(({ id, name, volumoso = false, nutrientes }) => ({
            id,
            name,
            name_en: null,
            name_es: null,
            volumoso,
            nutrientes,
          })),
        }
      : {}),
  };
}
