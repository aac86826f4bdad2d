/**
 * The route table of docs/product/shell.md#screens. `free` routes open without login; `screen` tells which screen the route
 * renders: screens that later issues build show the shell with an "available soon" line until then.
 */
export type ScreenKey =
  | 'home'
  | 'login'
  | 'register'
  | 'dashboard'
  | 'user'
  | 'placeholder'
  | 'shortTable'
  | 'sendFeed'
  | 'requirements'
  | 'prediction'
  | 'evaluation'
  | 'supplement'
  | 'mixture'
  | 'dietWizard'
  | 'premium'
  | 'trial'
  | 'consultant'
  | 'bio'
  | 'info'
  | 'courses'
  | 'instructions'
  | 'presentation'
  | 'collaborate'
  | 'authors'
  | 'book'
  | 'privacy'
  | 'terms'
  | 'feedback'
  | 'admin'
  | 'company';

export type RouteEntry = {
  readonly path: string;
  readonly free: boolean;
  readonly screen: ScreenKey;
  /** i18n key (shell namespace) of the page title. */
  readonly titleKey: string;
};

const free = (path: string, titleKey: string, screen: ScreenKey = 'placeholder'): RouteEntry => ({
  path,
  free: true,
  screen,
  titleKey,
});
const protectedRoute = (path: string, titleKey: string, screen: ScreenKey = 'placeholder'): RouteEntry => ({
  path,
  free: false,
  screen,
  titleKey,
});

const COMPANY_PATHS = [
  'clientes',
  'add-colaborador',
  'add-contato-emp-tecnico',
  'add-alimento',
  'relatorios',
  'editar',
  'alimentos',
  'colaboradores',
  'parceiros',
];
/** The company sub-routes the company area renders; the others stay "available soon" for now. */
const COMPANY_SCREEN_PATHS = [
  'clientes',
  'add-colaborador',
  'add-contato-emp-tecnico',
  'editar',
  'colaboradores',
  'parceiros',
  'alimentos',
  'add-alimento',
  'relatorios',
];
/** The administration sub-routes the admin area renders; the others stay "available soon" for now. */
const ADMIN_SCREEN_PATHS = [
  'solicitacaoPremium',
  'logs',
  'user/edit',
  'empresaControle',
  'empControle',
  'empresa/new',
  'empresa/edit',
  'vincular-colaborador',
  'notificacoes',
  'reportes',
  'ajuda',
  'dietas',
  'relatorio',
  'user/new',
  'feedback',
];
const ADMIN_PATHS = [
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
];

export const ROUTE_TABLE: readonly RouteEntry[] = [
  free('/', 'title.home', 'home'),
  free('/bio', 'title.bio', 'bio'),
  free('/br', 'title.info', 'info'),
  free('/en', 'title.info', 'info'),
  free('/cursos', 'title.cursos', 'courses'),
  free('/login', 'title.login', 'login'),
  free('/signin', 'title.signin', 'register'),
  free('/ativacao-teste', 'title.ativacaoTeste', 'trial'),
  free('/instrucoes', 'title.instrucoes', 'instructions'),
  free('/apresentacao', 'title.apresentacao', 'presentation'),
  free('/colaborar', 'title.colaborar', 'collaborate'),
  free('/autores', 'title.autores', 'authors'),
  ...['/livrobr', '/livroen', '/livro2016br', '/livro2016en', '/livro2023br', '/livro2023en'].map((path) =>
    free(path, 'title.livro', 'book'),
  ),
  free('/politica-privacidade', 'title.politicaPrivacidade', 'privacy'),
  free('/termos-uso', 'title.termosUso', 'terms'),
  protectedRoute('/seja-premium', 'title.sejaPremium', 'premium'),
  protectedRoute('/user', 'title.user', 'user'),
  protectedRoute('/dashboard', 'title.dashboard', 'dashboard'),
  protectedRoute('/feedback', 'title.feedback', 'feedback'),
  protectedRoute('/formulacao-dieta', 'title.formulacaoDieta', 'dietWizard'),
  protectedRoute('/formulacao-suplemento', 'title.formulacaoSuplemento', 'supplement'),
  protectedRoute('/calcular-racao', 'title.calcularRacao', 'mixture'),
  protectedRoute('/tabela-resumida', 'title.tabelaResumida', 'shortTable'),
  protectedRoute('/predicao-desempenho', 'title.predicaoDesempenho', 'prediction'),
  protectedRoute('/calcula-exigencias', 'title.calculaExigencias', 'requirements'),
  protectedRoute('/avaliacao-modelo', 'title.avaliacaoModelo', 'evaluation'),
  protectedRoute('/enviar-alimento', 'title.enviarAlimento', 'sendFeed'),
  ...['cqbal', 'privado', 'adaptar'].map((sub) =>
    protectedRoute(`/enviar-alimento/${sub}`, 'title.enviarAlimento', 'sendFeed'),
  ),
  protectedRoute('/consultor', 'title.consultor', 'consultant'),
  protectedRoute('/empresa', 'title.empresa', 'company'),
  ...COMPANY_PATHS.map((sub) =>
    protectedRoute(
      `/empresa/${sub}`,
      'title.empresa',
      COMPANY_SCREEN_PATHS.includes(sub) ? 'company' : 'placeholder',
    ),
  ),
  protectedRoute('/adm', 'title.adm', 'admin'),
  ...ADMIN_PATHS.map((sub) =>
    protectedRoute(`/adm/${sub}`, 'title.adm', ADMIN_SCREEN_PATHS.includes(sub) ? 'admin' : 'placeholder'),
  ),
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
