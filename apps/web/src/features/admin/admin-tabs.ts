/**
 * The administration area's tabs and their addresses (docs/product/shell.md#screens): /adm?tab=users (optionally &ids=1,2),
 * /adm?tab=alimentos, /adm/solicitacaoPremium (?id opens one request), /adm/logs; the other tabs are ours.
 */
import { COMPANY_CONTROL_PATH, companyControlViewOf } from './company-control-location';
import { TOOL_TABS, isNewUserPath, pathOfToolTab, toolTabOfPath } from './admin-tool-tabs';

export const ADMIN_TABS = [
  'users',
  'premium',
  'feeds',
  'flags',
  'ads',
  'coupons',
  'logs',
  'companies',
  'freeMap',
  ...TOOL_TABS,
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const QUERY_TAB: Record<string, AdminTab> = {
  users: 'users',
  alimentos: 'feeds',
  flags: 'flags',
  anuncios: 'ads',
  cupons: 'coupons',
  'mapa-livre': 'freeMap',
};

/** The tab an address opens; /adm without a known tab opens the users. */
export function tabOfLocation(pathname: string, search: URLSearchParams): AdminTab {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === '/adm/solicitacaopremium') return 'premium';
  if (path === '/adm/logs') return 'logs';
  if (path === '/adm/user/edit') return 'users';
  if (isNewUserPath(path)) return 'users';
  const toolTab = toolTabOfPath(path);
  if (toolTab) return toolTab;
  if (companyControlViewOf(path, search)) return 'companies';
  return QUERY_TAB[search.get('tab') ?? ''] ?? 'users';
}

/** The address of a tab. */
export function pathOfTab(tab: AdminTab): string {
  switch (tab) {
    case 'premium':
      return '/adm/solicitacaoPremium';
    case 'logs':
      return '/adm/logs';
    case 'feeds':
      return '/adm?tab=alimentos';
    case 'ads':
      return '/adm?tab=anuncios';
    case 'coupons':
      return '/adm?tab=cupons';
    case 'flags':
      return '/adm?tab=flags';
    case 'users':
      return '/adm?tab=users';
    case 'companies':
      return COMPANY_CONTROL_PATH;
    case 'freeMap':
      return '/adm?tab=mapa-livre';
    case 'messages':
    case 'reports':
    case 'feedback':
    case 'help':
    case 'diets':
    case 'report':
      return pathOfToolTab(tab);
  }
}

/** The ids of ?ids=1,2,3 (also repeated ids=1&ids=2), or undefined when none are given. */
export function idsOfSearch(search: URLSearchParams): number[] | undefined {
  const ids = search
    .getAll('ids')
    .flatMap((value) => value.split(','))
    .map((value) => Number(value.trim()))
    .filter((value) => Number.isInteger(value) && value > 0);
  return ids.length ? [...new Set(ids)] : undefined;
}

/** Whether `day` (YYYY-MM-DD) is after `today` (YYYY-MM-DD). */
export const isAfterDay = (day: string, today: string): boolean => day > today;

/** The calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The account /adm/user/edit?id= opens, or null elsewhere. */
export function editedUserOf(pathname: string, search: URLSearchParams): number | null {
  if (pathname.replace(/\/+$/, '').toLowerCase() !== '/adm/user/edit') return null;
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
