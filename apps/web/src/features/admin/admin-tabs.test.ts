import { describe, expect, it } from 'vitest';
import { editedUserOf, idsOfSearch, nextDay, pathOfTab, tabOfLocation } from './admin-tabs';
import { ADMIN_TABS } from './admin-tabs';

describe('admin tabs', () => {
  it('reads the product addresses', () => {
    expect(tabOfLocation('/adm', new URLSearchParams('tab=alimentos'))).toBe('feeds');
    expect(tabOfLocation('/adm', new URLSearchParams('tab=users&ids=3,4'))).toBe('users');
    expect(tabOfLocation('/adm', new URLSearchParams())).toBe('users');
    expect(tabOfLocation('/adm/solicitacaoPremium', new URLSearchParams('id=5'))).toBe('premium');
    expect(tabOfLocation('/adm/logs/', new URLSearchParams())).toBe('logs');
    expect(tabOfLocation('/adm/user/edit', new URLSearchParams('id=7'))).toBe('users');
  });

  it('opens the account of /adm/user/edit?id= only there', () => {
    expect(editedUserOf('/adm/user/edit', new URLSearchParams('id=7'))).toBe(7);
    expect(editedUserOf('/adm/user/edit', new URLSearchParams('id=x'))).toBeNull();
    expect(editedUserOf('/adm', new URLSearchParams('id=7'))).toBeNull();
  });

  it('goes back to the same tab from its address', () => {
    for (const tab of ADMIN_TABS) {
      const url = new URL(pathOfTab(tab), 'http://localhost');
      expect(tabOfLocation(url.pathname, url.searchParams)).toBe(tab);
    }
  });

  it('reads ids as a comma list or repeated, dropping what is not an id', () => {
    expect(idsOfSearch(new URLSearchParams('ids=3,4,x,-1'))).toEqual([3, 4]);
    expect(idsOfSearch(new URLSearchParams('ids=3&ids=5&ids=3'))).toEqual([3, 5]);
    expect(idsOfSearch(new URLSearchParams('tab=users'))).toBeUndefined();
  });

  it('finds the next day across months and years', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
