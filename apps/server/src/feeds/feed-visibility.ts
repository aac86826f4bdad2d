/**
 * Who sees which feed (docs/product/calculation.md#visibility, docs/product/shell.md#roles). Pure: the repository loads candidate rows,
 * these rules decide.
 *
 * - Catalogue feeds: everyone, unless hidden.
 * - User feeds: only those with no client or the selected client, and no company. The owner sees them
 *   (hidden ones too, flagged EXCLUIDO, so the list can file them under category 10000); a feed whose
 *   visibility is `empresa` is also seen by users of the owner's company, when it has no client.
 * - Company feeds: restricted ones only by that company's users of access level 0 (manager); otherwise
 *   `todos` → everyone, `empresa` → the company's users, `privado` → the user who created it. Hidden ones
 *   only by the company's users (category 10001).
 * - Sponsored company feeds: shown only to non-premium users, interleaved every third position of the
 *   catalogue list.
 * - A company recorded inactive (docs/product/shell.md#states): its feeds — sponsored, all users, whole company, private,
 *   restricted, hidden — are shown to administrators only, by the rules above; nobody else lists, picks or
 *   adapts them until it is reactivated (docs/decisions/company-feeds-and-reports.md). Its members lose the
 *   company area too (companies/company-access.ts); saved diets keep their stored copy.
 */
import type { SignedInUser } from '../access/signed-in-user';
import { hasRole } from '../auth/roles';
import type { FeedKind } from '../db/tables/feeds';

export type FeedViewer = {
  readonly userId: number;
  readonly isPremium: boolean;
  /** The user's company (empresa_vinculada), or null. */
  readonly companyId: number | null;
  /** Access level in that company: 0 manager, 1 regional manager, 2 sales technician, 3 linked producer. */
  readonly companyAccessLevel: number | null;
  /** The consultant's selected client, or null for personal use. */
  readonly selectedClientId: number | null;
  /** Administrators still see an inactive company's feeds. */
  readonly isAdministrator: boolean;
};

export type VisibilityFacts = {
  readonly kind: FeedKind;
  /** Creator (user feeds: the owner). */
  readonly userId: number | null;
  /** Company of the creator of a user feed (for `empresa` visibility). */
  readonly ownerCompanyId: number | null;
  readonly clientId: number | null;
  readonly companyId: number | null;
  readonly isRestricted: boolean;
  readonly isSponsored: boolean;
  readonly visibility: string;
  readonly isHidden: boolean;
  /** A company feed whose company is recorded inactive. */
  readonly isCompanyInactive: boolean;
};

/** Whether a catalogue feed is listed. */
export function isCatalogueFeedVisible(feed: VisibilityFacts): boolean {
  return feed.kind === 'catalogo' && !feed.isHidden;
}

/** Whether a user feed is listed for the viewer (docs/product/calculation.md#visibility). */
export function isUserFeedVisible(feed: VisibilityFacts, viewer: FeedViewer): boolean {
  if (feed.kind !== 'usuario' || feed.companyId !== null) return false;
  if (feed.userId === viewer.userId) {
    return feed.clientId === null || feed.clientId === viewer.selectedClientId;
  }
  // A colleague's feed shared with the whole company: never a client's feed, never a hidden one.
  return (
    feed.visibility === 'empresa' &&
    feed.clientId === null &&
    !feed.isHidden &&
    viewer.companyId !== null &&
    feed.ownerCompanyId === viewer.companyId
  );
}

/** Whether the viewer belongs to the company. */
function isMember(feed: VisibilityFacts, viewer: FeedViewer): boolean {
  return viewer.companyId !== null && feed.companyId === viewer.companyId;
}

/** Whether a company feed is listed among the viewer's company feeds (`emp`), sponsorship aside. */
export function isCompanyFeedVisible(feed: VisibilityFacts, viewer: FeedViewer): boolean {
  if (feed.kind !== 'empresa') return false;
  if (feed.isCompanyInactive && !viewer.isAdministrator) return false;
  if (feed.isHidden) return isMember(feed, viewer);
  if (feed.isRestricted) return isMember(feed, viewer) && viewer.companyAccessLevel === 0;
  if (feed.visibility === 'todos') return true;
  if (feed.visibility === 'empresa') return isMember(feed, viewer);
  return feed.userId === viewer.userId;
}

/**
 * Whether a sponsored feed is interleaved for the viewer: non-premium users outside its company (
 * docs/product/calculation.md#visibility). It is then listed there only, also when its visibility `todos` would list it among company feeds;
 * premium users and the company's own users find it among the company feeds as usual. An inactive company
 * sponsors nothing (administrators, premium, never get interleaved feeds anyway).
 */
export function isSponsoredFeedShown(feed: VisibilityFacts, viewer: FeedViewer): boolean {
  return (
    feed.kind === 'empresa' &&
    feed.isSponsored &&
    !feed.isCompanyInactive &&
    !feed.isHidden &&
    !feed.isRestricted &&
    !viewer.isPremium &&
    !isMember(feed, viewer)
  );
}

/**
 * Puts one sponsored item at every third position (indexes 2, 5, 8 …) of `list`; sponsored items left
 * over when the list runs out go to the end. Neither input is changed.
 */
export function interleaveSponsored<T>(list: readonly T[], sponsored: readonly T[]): T[] {
  const out: T[] = [];
  let listIndex = 0;
  let sponsoredIndex = 0;
  while (listIndex < list.length || sponsoredIndex < sponsored.length) {
    const isSponsoredSlot = out.length % 3 === 2;
    if ((isSponsoredSlot || listIndex >= list.length) && sponsoredIndex < sponsored.length) {
      out.push(sponsored[sponsoredIndex] as T);
      sponsoredIndex += 1;
    } else {
      out.push(list[listIndex] as T);
      listIndex += 1;
    }
  }
  return out;
}

export type FeedLists<T> = { readonly catalogue: T[]; readonly company: T[]; readonly user: T[] };

/**
 * Splits candidate feeds into the three lists of getListaAlimentos for the viewer. With `onlyUserAndCompany`
 * (apenasUSREMP) the catalogue list is empty.
 */
export function buildFeedLists<T>(
  feeds: readonly T[],
  factsOf: (feed: T) => VisibilityFacts,
  viewer: FeedViewer,
  options: { readonly onlyUserAndCompany?: boolean } = {},
): FeedLists<T> {
  const catalogue: T[] = [];
  const sponsored: T[] = [];
  const company: T[] = [];
  const user: T[] = [];
  for (const feed of feeds) {
    const facts = factsOf(feed);
    if (isCatalogueFeedVisible(facts)) catalogue.push(feed);
    else if (isUserFeedVisible(facts, viewer)) user.push(feed);
    else if (isSponsoredFeedShown(facts, viewer)) sponsored.push(feed);
    else if (isCompanyFeedVisible(facts, viewer)) company.push(feed);
  }
  if (options.onlyUserAndCompany) return { catalogue: [], company, user };
  return { catalogue: interleaveSponsored(catalogue, sponsored), company, user };
}

/**
 * The viewer of the visibility rules. Premium is the premium profile (auth/roles.ts). The company and the
 * access level come from the user view (users/load-user-view.ts: the company of an active link, else the
 * stored empresa_vinculada; the link's position, else 0 for a stored gestor).
 */
export function viewerOf(user: SignedInUser, selectedClientId: number | null): FeedViewer {
  const companyId = user.access.view.empresa_vinculada;
  const link = user.access.view.emp_user.find(
    (candidate) => candidate.id_empresa === companyId && candidate.autorizado && candidate.ativo,
  );
  return {
    userId: user.id,
    isPremium: hasRole(user, 'premium'),
    companyId,
    companyAccessLevel: link ? link.acesso : user.gestor === 1 ? 0 : null,
    selectedClientId,
    isAdministrator: hasRole(user, 'admin'),
  };
}
