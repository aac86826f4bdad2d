/** Company feed rules outside the feed form (which is feeds/feed-form.ts). */
import type { TCompanyFeed } from '@cocho/contracts';

/** Whether the company may ask for this feed to be sponsored now (docs/product/shell.md#states). */
export function canRequestSponsorship(feed: TCompanyFeed): boolean {
  return (
    !feed.restrito &&
    feed.EXCLUIDO === 0 &&
    (feed.patrocinio === null || feed.patrocinio === 'recusado' || feed.patrocinio === 'revogado')
  );
}
