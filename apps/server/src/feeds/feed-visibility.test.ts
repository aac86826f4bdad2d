import { describe, expect, it } from 'vitest';
import {
  buildFeedLists,
  interleaveSponsored,
  isCompanyFeedVisible,
  isSponsoredFeedShown,
  isUserFeedVisible,
} from './feed-visibility';
import type { FeedViewer, VisibilityFacts } from './feed-visibility';

const viewer: FeedViewer = {
  userId: 1,
  isPremium: false,
  companyId: 50,
  companyAccessLevel: 2,
  selectedClientId: 7,
  isAdministrator: false,
};

const userFeed: VisibilityFacts = {
  kind: 'usuario',
  userId: 1,
  ownerCompanyId: 50,
  clientId: null,
  companyId: null,
  isRestricted: false,
  isSponsored: false,
  visibility: 'privado',
  isHidden: false,
  isCompanyInactive: false,
};

const companyFeed: VisibilityFacts = {
  kind: 'empresa',
  userId: 99,
  ownerCompanyId: 50,
  clientId: null,
  companyId: 50,
  isRestricted: false,
  isSponsored: false,
  visibility: 'empresa',
  isHidden: false,
  isCompanyInactive: false,
};

describe('user feeds (docs/product/calculation.md#visibility)', () => {
  it('shows own feeds with no client or the selected client, and no company', () => {
    expect(isUserFeedVisible(userFeed, viewer)).toBe(true);
    expect(isUserFeedVisible({ ...userFeed, clientId: 7 }, viewer)).toBe(true);
    expect(isUserFeedVisible({ ...userFeed, clientId: 8 }, viewer)).toBe(false);
    expect(isUserFeedVisible({ ...userFeed, clientId: 7 }, { ...viewer, selectedClientId: null })).toBe(
      false,
    );
    expect(isUserFeedVisible({ ...userFeed, companyId: 50 }, viewer)).toBe(false);
  });

  it("hides other users' feeds unless shared with the viewer's company", () => {
    const other = { ...userFeed, userId: 2 };
    expect(isUserFeedVisible(other, viewer)).toBe(false);
    expect(isUserFeedVisible({ ...other, visibility: 'empresa' }, viewer)).toBe(true);
    expect(isUserFeedVisible({ ...other, visibility: 'empresa', ownerCompanyId: 51 }, viewer)).toBe(false);
    expect(isUserFeedVisible({ ...other, visibility: 'empresa', clientId: 7 }, viewer)).toBe(false);
    expect(isUserFeedVisible({ ...other, visibility: 'empresa', isHidden: true }, viewer)).toBe(false);
  });

  it('keeps own hidden feeds in the list (category 10000)', () => {
    expect(isUserFeedVisible({ ...userFeed, isHidden: true }, viewer)).toBe(true);
  });
});

describe('company feeds', () => {
  it("shows restricted feeds only to the company's access-level-0 users", () => {
    const restricted = { ...companyFeed, isRestricted: true, visibility: 'todos' };
    expect(isCompanyFeedVisible(restricted, viewer)).toBe(false);
    expect(isCompanyFeedVisible(restricted, { ...viewer, companyAccessLevel: 0 })).toBe(true);
    expect(isCompanyFeedVisible(restricted, { ...viewer, companyAccessLevel: 0, companyId: 51 })).toBe(false);
  });

  it('follows the visibility: whole company, all users, private to the creator', () => {
    expect(isCompanyFeedVisible(companyFeed, viewer)).toBe(true);
    expect(isCompanyFeedVisible(companyFeed, { ...viewer, companyId: null })).toBe(false);
    expect(
      isCompanyFeedVisible({ ...companyFeed, visibility: 'todos' }, { ...viewer, companyId: null }),
    ).toBe(true);
    expect(isCompanyFeedVisible({ ...companyFeed, visibility: 'privado' }, viewer)).toBe(false);
    expect(isCompanyFeedVisible({ ...companyFeed, visibility: 'privado' }, { ...viewer, userId: 99 })).toBe(
      true,
    );
  });

  it('shows hidden company feeds only to its members', () => {
    const hidden = { ...companyFeed, isHidden: true, visibility: 'todos' };
    expect(isCompanyFeedVisible(hidden, viewer)).toBe(true);
    expect(isCompanyFeedVisible(hidden, { ...viewer, companyId: 51 })).toBe(false);
  });
});

describe('feeds of an inactive company (docs/product/shell.md#states)', () => {
  const inactive = { ...companyFeed, isCompanyInactive: true };

  it('are listed for administrators only, whatever their visibility, and never interleaved', () => {
    const manager = { ...viewer, companyAccessLevel: 0 };
    const administrator = { ...viewer, companyId: null, isAdministrator: true };
    for (const feed of [
      inactive,
      { ...inactive, visibility: 'todos' },
      { ...inactive, visibility: 'privado', userId: 1 },
      { ...inactive, isRestricted: true },
      { ...inactive, isHidden: true },
    ]) {
      expect(isCompanyFeedVisible(feed, manager)).toBe(false);
      expect(isCompanyFeedVisible({ ...feed, isCompanyInactive: false }, manager)).toBe(true);
    }
    expect(isCompanyFeedVisible({ ...inactive, visibility: 'todos' }, administrator)).toBe(true);
    expect(isCompanyFeedVisible(inactive, administrator)).toBe(false);
    const sponsored = { ...inactive, companyId: 60, isSponsored: true, visibility: 'todos' };
    expect(isSponsoredFeedShown(sponsored, viewer)).toBe(false);
    expect(isSponsoredFeedShown({ ...sponsored, isCompanyInactive: false }, viewer)).toBe(true);
    const lists = buildFeedLists([sponsored], (facts) => facts, viewer);
    expect([...lists.catalogue, ...lists.company, ...lists.user]).toEqual([]);
  });
});

describe('sponsored feeds', () => {
  const sponsored = { ...companyFeed, companyId: 60, isSponsored: true };

  it('are shown to non-premium users only', () => {
    expect(isSponsoredFeedShown(sponsored, viewer)).toBe(true);
    expect(isSponsoredFeedShown(sponsored, { ...viewer, isPremium: true })).toBe(false);
    expect(isSponsoredFeedShown({ ...sponsored, isHidden: true }, viewer)).toBe(false);
    // Never to the company's own users; a feed open to all users is still interleaved for outsiders.
    expect(isSponsoredFeedShown({ ...sponsored, companyId: 50 }, viewer)).toBe(false);
    expect(isSponsoredFeedShown({ ...sponsored, visibility: 'todos' }, viewer)).toBe(true);
  });

  it('take every third position', () => {
    expect(interleaveSponsored(['a', 'b', 'c', 'd', 'e'], ['X', 'Y'])).toEqual([
      'a',
      'b',
      'X',
      'c',
      'd',
      'Y',
      'e',
    ]);
    expect(interleaveSponsored(['a', 'b', 'c'], ['X', 'Y', 'Z'])).toEqual(['a', 'b', 'X', 'c', 'Y', 'Z']);
    expect(interleaveSponsored(['a'], [])).toEqual(['a']);
    expect(interleaveSponsored([], ['X'])).toEqual(['X']);
  });
});

describe('buildFeedLists', () => {
  type Item = { name: string; facts: VisibilityFacts };
  const catalogue = (name: string): Item => ({
    name,
    facts: { ...userFeed, kind: 'catalogo', userId: null, ownerCompanyId: null },
  });
  const items: Item[] = [
    catalogue('c1'),
    catalogue('c2'),
    catalogue('c3'),
    { name: 'hiddenCatalogue', facts: { ...catalogue('x').facts, isHidden: true } },
    { name: 'mine', facts: userFeed },
    { name: 'otherClient', facts: { ...userFeed, clientId: 8 } },
    { name: 'company', facts: companyFeed },
    { name: 'sponsor', facts: { ...companyFeed, companyId: 60, isSponsored: true } },
  ];

  it('splits into catalogue (with sponsored interleaved), company and user feeds', () => {
    const lists = buildFeedLists(items, (item) => item.facts, viewer);
    expect(lists.catalogue.map((item) => item.name)).toEqual(['c1', 'c2', 'sponsor', 'c3']);
    expect(lists.company.map((item) => item.name)).toEqual(['company']);
    expect(lists.user.map((item) => item.name)).toEqual(['mine']);
  });

  it('lists a sponsored feed open to all users once: interleaved for non-premium outsiders, else as a company feed', () => {
    const open = [
      ...items.slice(0, 3),
      {
        name: 'openSponsor',
        facts: { ...companyFeed, companyId: 60, isSponsored: true, visibility: 'todos' },
      },
    ];
    const free = buildFeedLists(open, (item) => item.facts, viewer);
    expect(free.catalogue.map((item) => item.name)).toEqual(['c1', 'c2', 'openSponsor', 'c3']);
    expect(free.company).toEqual([]);
    const premium = buildFeedLists(open, (item) => item.facts, { ...viewer, isPremium: true });
    expect(premium.catalogue.map((item) => item.name)).toEqual(['c1', 'c2', 'c3']);
    expect(premium.company.map((item) => item.name)).toEqual(['openSponsor']);
  });

  it('leaves sponsored feeds out for premium users and the catalogue out with apenasUSREMP', () => {
    const premium = buildFeedLists(items, (item) => item.facts, { ...viewer, isPremium: true });
    expect(premium.catalogue.map((item) => item.name)).toEqual(['c1', 'c2', 'c3']);
    const partial = buildFeedLists(items, (item) => item.facts, viewer, { onlyUserAndCompany: true });
    expect(partial.catalogue).toEqual([]);
    expect(partial.user).toHaveLength(1);
  });
});
