/**
 * The administration area's tabs and their addresses (docs/product/shell.md#screens): /adm?tab=users (optionally &ids=1,2),
 * /adm?tab=alimentos, /adm/solicitacaoPremium (?id opens one request), /adm/logs; the other tabs are ours.
 */
import { COMPANY_CONTROL_PATH, companyControlViewOf } from './company-control-location';
import { TOOL_PATHS, TOOL_TABS, isNewUserPath, toolTabOfPath } from './admin-tool-tabs';

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

const TAB_PATHS: Record<AdminTab, string> = {
  ...TOOL_PATHS,
  premium: '/adm/solicitacaoPremium',
  logs: '/adm/logs',
  feeds: '/adm?tab=alimentos',
  ads: '/adm?tab=anuncios',
  coupons: '/adm?tab=cupons',
  flags: '/adm?tab=flags',
  users: '/adm?tab=users',
  companies: COMPANY_CONTROL_PATH,
  freeMap: '/adm?tab=mapa-livre',
};

/** The address of a tab. */
export const pathOfTab = (tab: AdminTab): string => TAB_PATHS[tab];

/** The ids of ?ids=1,2,3 (also repeated ids=1&ids=2), or undefined when none are given. */
export function idsOfSearch(search: URLSearchParams): number[] | undefined {
  const ids = search
    .getAll('ids')
    .flatMap((value) => value.split(','))
    .map((value) => Number(value.trim()))
    .filter((value) => Number.isInteger(value) && value > 0);
  return ids.length ? [...new Set(ids)] : undefined;
}

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
