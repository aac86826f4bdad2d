/**
 * The administrator's company screens and their addresses (docs/product/shell.md#screens; docs/product/calculation.md#screens company control):
 * /adm/empresaControle and /adm/empControle (the same list), /adm/empresa/new, /adm/empresa/edit?id=,
 * /adm/vincular-colaborador (optionally ?id_empresa=).
 */
export const COMPANY_CONTROL_PATH = '/adm/empresaControle';

export type CompanyControlView =
  | { view: 'list' }
  | { view: 'new' }
  | { view: 'edit'; id: number | null }
  | { view: 'link'; companyId: number | null };

const positiveId = (value: string | null): number | null => {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
};

/** The company screen an address opens, or null when the address is not one of them. */
export function companyControlViewOf(pathname: string, search: URLSearchParams): CompanyControlView | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === '/adm/empresacontrole' || path === '/adm/empcontrole') return { view: 'list' };
  if (path === '/adm/empresa/new') return { view: 'new' };
  if (path === '/adm/empresa/edit') return { view: 'edit', id: positiveId(search.get('id')) };
  if (path === '/adm/vincular-colaborador')
    return { view: 'link', companyId: positiveId(search.get('id_empresa')) };
  return null;
}
