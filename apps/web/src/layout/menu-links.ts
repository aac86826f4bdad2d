/**
 * The side-menu links of spec 01 §2 (Layout) with their access levels: 0 for all, 1 for company, 10 for
 * administrator. A user's level is 0, plus 1 with a company, plus 10 as administrator; a link shows when
 * its level is at most the user's.
 */
import type { TUser } from '@cocho/contracts';

export type MenuAccessLevel = 0 | 1 | 10;

export type MenuLink = {
  readonly path: string;
  /** i18n key (shell namespace) of the label. */
  readonly labelKey: string;
  readonly accessLevel: MenuAccessLevel;
  /** Hidden by default (spec: /formulacao-suplemento). */
  readonly hidden?: boolean;
  readonly hiddenForPecuarista?: boolean;
  /** Only for users who are not administrators (spec: /seja-premium). */
  readonly onlyNonAdmin?: boolean;
};

export const MENU_LINKS: readonly MenuLink[] = [
  { path: '/dashboard', labelKey: 'menu.dashboard', accessLevel: 0 },
  { path: '/formulacao-dieta', labelKey: 'menu.formulacaoDieta', accessLevel: 0 },
  { path: '/predicao-desempenho', labelKey: 'menu.predicaoDesempenho', accessLevel: 0 },
  { path: '/enviar-alimento', labelKey: 'menu.enviarAlimento', accessLevel: 0 },
  {
    path: '/formulacao-suplemento',
    labelKey: 'menu.formulacaoSuplemento',
    accessLevel: 0,
    hidden: true,
    hiddenForPecuarista: true,
  },
  { path: '/calcula-exigencias', labelKey: 'menu.calculaExigencias', accessLevel: 0 },
  { path: '/calcular-racao', labelKey: 'menu.calcularRacao', accessLevel: 0, hiddenForPecuarista: true },
  { path: '/empresa', labelKey: 'menu.empresa', accessLevel: 1 },
  { path: '/seja-premium', labelKey: 'menu.sejaPremium', accessLevel: 0, onlyNonAdmin: true },
  { path: '/adm', labelKey: 'menu.adm', accessLevel: 10 },
];

/** The user's menu level: 0, plus 1 with a linked company, plus 10 as administrator. */
export function userAccessLevel(user: Pick<TUser, 'empresa_vinculada' | 'administrador'>): number {
  return (user.empresa_vinculada !== null ? 1 : 0) + (user.administrador ? 10 : 0);
}

/** Cattle farmers: the registration profile or the pecuarista plan flag (docs/decisions/web-menu-access.md). */
export function isPecuarista(user: Pick<TUser, 'perfil' | 'pecuarista'>): boolean {
  return user.perfil === 'pecuarista' || user.pecuarista;
}

type MenuUser = Pick<TUser, 'empresa_vinculada' | 'administrador' | 'perfil' | 'pecuarista'>;

/** The links the side menu shows to `user`, in menu order. */
export function visibleMenuLinks(user: MenuUser, links: readonly MenuLink[] = MENU_LINKS): MenuLink[] {
  const level = userAccessLevel(user);
  const pecuarista = isPecuarista(user);
  return links.filter(
    (link) =>
      !link.hidden &&
      link.accessLevel <= level &&
      !(link.onlyNonAdmin && user.administrador) &&
      !(link.hiddenForPecuarista && pecuarista),
  );
}

/** Mobile bottom bar: at most this many links besides the menu button (spec 01 §9). */
export const BOTTOM_BAR_MAX_LINKS = 6;

/** The links of the mobile bottom bar: the first six visible links. */
export function bottomBarLinks(user: MenuUser): MenuLink[] {
  return visibleMenuLinks(user).slice(0, BOTTOM_BAR_MAX_LINKS);
}

/** The menu link that matches `pathname` (itself or a sub-path), for highlighting. */
export function activeMenuPath(pathname: string, links: readonly MenuLink[]): string | null {
  const match = links.find((link) => pathname === link.path || pathname.startsWith(`${link.path}/`));
  return match?.path ?? null;
}
