/**
 * The route table of docs/product/shell.md#screens. `free` routes open without login; `screen` tells which screen the route
 * renders (`placeholder`: the shell with an "available soon" line, for a screen later issues build).
 */
export type RouteEntry = {
  readonly path: string;
  readonly free: boolean;
  readonly screen: ScreenKey;
  /** i18n key (shell namespace) of the page title. */
  readonly titleKey: string;
};

/** `base` and each of its sub-paths. */
const withSubPaths = (base: string, subs: readonly string[]) => [
  base,
  ...subs.map((sub) => `${base}/${sub}`),
];

/** The screens that open without login, with their paths. */
const FREE_SCREENS = {
  home: ['/'],
  bio: ['/bio'],
  info: ['/br', '/en'],
  courses: ['/cursos'],
  login: ['/login'],
  register: ['/signin'],
  trial: ['/ativacao-teste'],
  instructions: ['/instrucoes'],
  presentation: ['/apresentacao'],
  collaborate: ['/colaborar'],
  authors: ['/autores'],
  book: ['/livrobr', '/livroen', '/livro2016br', '/livro2016en', '/livro2023br', '/livro2023en'],
  privacy: ['/politica-privacidade'],
  terms: ['/termos-uso'],
} as const;

/** The screens that need a signed-in user, with their paths. */
const SIGNED_IN_SCREENS = {
  premium: ['/seja-premium'],
  user: ['/user'],
  dashboard: ['/dashboard'],
  feedback: ['/feedback'],
  dietWizard: ['/formulacao-dieta'],
  supplement: ['/formulacao-suplemento'],
  mixture: ['/calcular-racao'],
  shortTable: ['/tabela-resumida'],
  prediction: ['/predicao-desempenho'],
  requirements: ['/calcula-exigencias'],
  evaluation: ['/avaliacao-modelo'],
  sendFeed: withSubPaths('/enviar-alimento', ['cqbal', 'privado', 'adaptar']),
  consultant: ['/consultor'],
  company: withSubPaths('/empresa', [
    'clientes',
    'add-colaborador',
    'add-contato-emp-tecnico',
    'add-alimento',
    'relatorios',
    'editar',
    'alimentos',
    'colaboradores',
    'parceiros',
  ]),
  admin: withSubPaths('/adm', [
    // Ours: the feedback sent from /feedback, with replies.
    'feedback',
    'notificacoes',
    'solicitacaoPremium',
    'reportes',
    'empresaControle',
    // docs/product/calculation.md#screens names company control /adm/empControle: the same screen as /adm/empresaControle.
    'empControle',
    'user/new',
    'user/edit',
    'empresa/new',
    'empresa/edit',
    'vincular-colaborador',
    'ajuda',
    'relatorio',
    'logs',
    'dietas',
  ]),
};

export type ScreenKey = keyof typeof FREE_SCREENS | keyof typeof SIGNED_IN_SCREENS | 'placeholder';

/** The page titles that are not `title.<the path's first segment in camelCase>`. */
const TITLE_KEYS: Partial<Record<ScreenKey, string>> = {
  home: 'title.home',
  info: 'title.info',
  book: 'title.livro',
};

const titleKeyOf = (screen: ScreenKey, path: string) =>
  TITLE_KEYS[screen] ??
  `title.${(path.split('/')[1] ?? '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`;

const entriesOf = (screens: Readonly<Record<string, readonly string[]>>, free: boolean): RouteEntry[] =>
  Object.entries(screens).flatMap(([key, paths]) => {
    const screen = key as ScreenKey;
    return paths.map((path) => ({ path, free, screen, titleKey: titleKeyOf(screen, path) }));
  });

export const ROUTE_TABLE: readonly RouteEntry[] = [
  ...entriesOf(FREE_SCREENS, true),
  ...entriesOf(SIGNED_IN_SCREENS, false),
];

/** Paths that only redirect to /login (docs/product/shell.md#screens: /site, /blog). */
export const REDIRECT_TO_LOGIN: readonly string[] = ['/site', '/blog'];

const BY_PATH = new Map(ROUTE_TABLE.map((entry) => [entry.path.toLowerCase(), entry]));

/** Drops a trailing slash (except for the root). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The route table entry of a path, or undefined for a path the table does not know. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return BY_PATH.get(normalizePath(pathname).toLowerCase());
}
