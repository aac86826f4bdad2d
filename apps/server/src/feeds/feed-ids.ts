/**
 * Wire ids of feeds and additives (docs/product/calculation.md#records): catalogue feeds are their number as text, user feeds
 * `USR|{id}`, company feeds `EMP|{id}`, additives `AD|{id}`.
 */
import { FEED_ID_PREFIX } from '@cocho/contracts';
import type { FeedKind } from '../db/tables/feeds';

export type ParsedFeedId = { readonly kind: FeedKind; readonly id: number };

/** Formats a stored feed's wire id. */
export function formatFeedId(kind: FeedKind, id: number): string {
  if (kind === 'usuario') return `${FEED_ID_PREFIX.user}${id}`;
  if (kind === 'empresa') return `${FEED_ID_PREFIX.company}${id}`;
  return String(id);
}

/** Formats an additive's wire id. */
export function formatAdditiveId(id: number): string {
  return `${FEED_ID_PREFIX.additive}${id}`;
}

const POSITIVE_INTEGER = /^[1-9]\d{0,14}$/;

/** Reads a feed wire id; null for anything else (additive ids included). */
export function parseFeedId(wireId: string): ParsedFeedId | null {
  const [kind, digits] = wireId.startsWith(FEED_ID_PREFIX.user)
    ? (['usuario', wireId.slice(FEED_ID_PREFIX.user.length)] as const)
    : wireId.startsWith(FEED_ID_PREFIX.company)
      ? (['empresa', wireId.slice(FEED_ID_PREFIX.company.length)] as const)
      : (['catalogo', wireId] as const);
  if (!POSITIVE_INTEGER.test(digits)) return null;
  return { kind, id: Number(digits) };
}
