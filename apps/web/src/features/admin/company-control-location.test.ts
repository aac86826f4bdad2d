import { describe, expect, it } from 'vitest';
import { companyControlViewOf } from './admin-tabs';

const at = (address: string) => {
  const url = new URL(address, 'http://localhost');
  return companyControlViewOf(url.pathname, url.searchParams);
};

describe('companyControlViewOf', () => {
  it('opens the list at both spellings of company control', () => {
    expect(at('/adm/empresaControle')).toEqual({ view: 'list' });
    expect(at('/adm/empControle')).toEqual({ view: 'list' });
    expect(at('/adm/empcontrole/')).toEqual({ view: 'list' });
  });

  it('opens the new and edit forms and the link form with their ids', () => {
    expect(at('/adm/empresa/new')).toEqual({ view: 'new' });
    expect(at('/adm/empresa/edit?id=12')).toEqual({ view: 'edit', id: 12 });
    expect(at('/adm/empresa/edit?id=abc')).toEqual({ view: 'edit', id: null });
    expect(at('/adm/vincular-colaborador')).toEqual({ view: 'link', companyId: null });
    expect(at('/adm/vincular-colaborador?id_empresa=3')).toEqual({ view: 'link', companyId: 3 });
  });

  it('answers null elsewhere', () => {
    expect(at('/adm')).toBeNull();
    expect(at('/adm/logs')).toBeNull();
  });
});
