/**
 * The administration area's tabs and their addresses (docs/product/shell.md#screens): /adm?tab=users
 * (optionally &ids=1,2), /adm?tab=alimentos, /adm/solicitacaoPremium (?id opens one request), /adm/logs; the
 * tools /adm/notificacoes, /adm/reportes (?id opens one report), /adm/ajuda, /adm/dietas, /adm/relatorio and
 * /adm/feedback (ours: feedback with replies); /adm/user/new and /adm/user/edit?id= open the users tab with
 * the new-account or the account's dialog. The company screens (docs/product/calculation.md#screens company
 * control): /adm/empresaControle and /adm/empControle (the same list), /adm/empresa/new,
 * /adm/empresa/edit?id=, /adm/vincular-colaborador (optionally ?id_empresa=).
 */
export const COMPANY_CONTROL_PATH = '/adm/empresaControle';

/** Each tab, in the order shown, with its address. */
const TAB_PATHS = {
  users: '/adm?tab=users',
  premium: '/adm/solicitacaoPremium',
  feeds: '/adm?tab=alimentos',
  flags: '/adm?tab=flags',
  ads: '/adm?tab=anuncios',
  coupons: '/adm?tab=cupons',
  logs: '/adm/logs',
  companies: COMPANY_CONTROL_PATH,
  freeMap: '/adm?tab=mapa-livre',
  messages: '/adm/notificacoes',
  reports: '/adm/reportes',
  feedback: '/adm/feedback',
  help: '/adm/ajuda',
  diets: '/adm/dietas',
  report: '/adm/relatorio',
} as const;
export type AdminTab = keyof typeof TAB_PATHS;
export const ADMIN_TABS = Object.keys(TAB_PATHS) as readonly AdminTab[];
const TOOL_TABS = ['messages', 'reports', 'feedback', 'help', 'diets', 'report'] as const;
type ToolTab = (typeof TOOL_TABS)[number];

export type CompanyControlView =
  | { view: 'list' }
  | { view: 'new' }
  | { view: 'edit'; id: number | null }
  | { view: 'link'; companyId: number | null };

/** An address's path compared without trailing slash and case. */
const normalize = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase();

/** A positive id of the 32-bit range (the server's ids), or null. */
export function positiveId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The tab of each path that is not a `?tab=` address. */
const PATH_TABS = new Map<string, AdminTab>([
  ...ADMIN_TABS.map((tab) => [normalize(TAB_PATHS[tab]), tab] as const),
  ['/adm/user/edit', 'users'],
  ['/adm/user/new', 'users'],
]);

/** The tab an address opens; /adm without a known tab opens the users. */
export function tabOfLocation(pathname: string, search: URLSearchParams): AdminTab {
  const byQuery = ADMIN_TABS.find((tab) => TAB_PATHS[tab] === `/adm?tab=${search.get('tab')}`);
  const tab = PATH_TABS.get(normalize(pathname));
  if (tab) return tab;
  return companyControlViewOf(pathname, search) ? 'companies' : (byQuery ?? 'users');
}

/** The address of a tab. */
export const pathOfTab = (tab: AdminTab): string => TAB_PATHS[tab];

/** The tool tab of a path, or undefined. */
export const toolTabOfPath = (pathname: string): ToolTab | undefined =>
  TOOL_TABS.find((tab) => TAB_PATHS[tab] === normalize(pathname));

/** Whether the address is /adm/user/new. */
export const isNewUserPath = (pathname: string): boolean => normalize(pathname) === '/adm/user/new';

/** The report /adm/reportes?id= opens, or null. */
export const reportIdOf = (search: URLSearchParams): number | null => positiveId(search.get('id'));

/** The account /adm/user/edit?id= opens, or null elsewhere. */
export const editedUserOf = (pathname: string, search: URLSearchParams): number | null =>
  normalize(pathname) === '/adm/user/edit' ? positiveId(search.get('id')) : null;

/** The company screen an address opens, or null when the address is not one of them. */
export function companyControlViewOf(pathname: string, search: URLSearchParams): CompanyControlView | null {
  const path = normalize(pathname);
  if (path === '/adm/empresacontrole' || path === '/adm/empcontrole') return { view: 'list' };
  if (path === '/adm/empresa/new') return { view: 'new' };
  if (path === '/adm/empresa/edit') return { view: 'edit', id: positiveId(search.get('id')) };
  if (path === '/adm/vincular-colaborador')
    return { view: 'link', companyId: positiveId(search.get('id_empresa')) };
  return null;
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

/** The calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
