/**
 * The administration tools' tabs and their addresses (docs/product/shell.md#screens): /adm/notificacoes, /adm/reportes (?id
 * opens one report), /adm/ajuda, /adm/dietas, /adm/relatorio, /adm/feedback (ours: feedback with replies);
 * /adm/user/new opens the users tab with the new-account dialog.
 */
export const TOOL_TABS = ['messages', 'reports', 'feedback', 'help', 'diets', 'report'] as const;
export type ToolTab = (typeof TOOL_TABS)[number];

export const TOOL_PATHS: Record<ToolTab, string> = {
  messages: '/adm/notificacoes',
  reports: '/adm/reportes',
  feedback: '/adm/feedback',
  help: '/adm/ajuda',
  diets: '/adm/dietas',
  report: '/adm/relatorio',
};

const normalize = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase();

/** The tool tab of a path (compared without trailing slash and case), or undefined. */
export function toolTabOfPath(pathname: string): ToolTab | undefined {
  const path = normalize(pathname);
  return TOOL_TABS.find((tab) => TOOL_PATHS[tab] === path);
}

/** Whether the address is /adm/user/new. */
export const isNewUserPath = (pathname: string): boolean => normalize(pathname) === '/adm/user/new';

/** The report /adm/reportes?id= opens, or null. */
export function reportIdOf(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
