/**
 * The side-menu links of docs/product/shell.md#screens (Layout) with their access levels: 0 for all, 1 for company, 10 for
 * administrator. A user's level follows from the abilities (docs/product/shell.md#roles): plus 1 with the company area,
 * plus 10 with the administration; a link shows when its level is at most the user's and the user may open
 * its route (`canOpenPath`: /seja-premium is not for administrators). The supplement link is always in the
 * menu now that the screen has a least-cost mode (docs/decisions/least-cost-supplement.md); it and
 * /calcular-racao are not for a pecuarista.
 */
import { abilitiesOf, canOpenPath } from '@cocho/contracts';
import type { AccessSubject, GlobalFlag, TFeatureFlags, TUser } from '@cocho/contracts';

export type MenuAccessLevel = 0 | 1 | 10;

export type MenuLink = {
  readonly path: string;
  /** i18n key (shell namespace) of the label. */
  readonly labelKey: string;
  readonly accessLevel: MenuAccessLevel;
  /** Hidden while this global flag is on (spec: /formulacao-suplemento is hidden by default). */
  readonly hiddenByFlag?: GlobalFlag;
  readonly hiddenForPecuarista?: boolean;
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
    hiddenForPecuarista: true,
  },
  { path: '/calcula-exigencias', labelKey: 'menu.calculaExigencias', accessLevel: 0 },
  { path: '/calcular-racao', labelKey: 'menu.calcularRacao', accessLevel: 0, hiddenForPecuarista: true },
  { path: '/empresa', labelKey: 'menu.empresa', accessLevel: 1 },
  { path: '/seja-premium', labelKey: 'menu.sejaPremium', accessLevel: 0 },
  { path: '/avaliacao-modelo', labelKey: 'menu.avaliacaoModelo', accessLevel: 0 },
  { path: '/adm', labelKey: 'menu.adm', accessLevel: 10 },
];

/** Who looks at the menu: the user, the flags in force and the day in Brasília (YYYY-MM-DD). */
export type MenuViewer = {
  readonly user: AccessSubject & Pick<TUser, 'perfil'>;
  readonly flags: TFeatureFlags;
  readonly today: string;
};

/** The user's menu level: 0, plus 1 with the company area, plus 10 with the administration. */
export function userAccessLevel({ user, flags, today }: MenuViewer): number {
  const abilities = abilitiesOf(user, flags, today);
  return (abilities.has('company_area') ? 1 : 0) + (abilities.has('administration') ? 10 : 0);
}

/** The links the side menu shows, in menu order. */
export function visibleMenuLinks(viewer: MenuViewer, links: readonly MenuLink[] = MENU_LINKS): MenuLink[] {
  const { user, flags, today } = viewer;
  const level = userAccessLevel(viewer);
  return links.filter(
    (link) =>
      link.accessLevel <= level &&
      !(link.hiddenByFlag && flags.global[link.hiddenByFlag]) &&
      !(link.hiddenForPecuarista && isPecuarista(user)) &&
      canOpenPath(user, link.path, flags, today),
  );
}

/** Cattle farmers by the registration profile (docs/product/shell.md#screens "not for pecuarista"; docs/decisions/web-access-and-session.md). */
export function isPecuarista(user: Pick<TUser, 'perfil'>): boolean {
  return user.perfil === 'pecuarista';
}

/** Mobile bottom bar: at most this many links besides the menu button (docs/product/shell.md#constants). */
export const BOTTOM_BAR_MAX_LINKS = 6;

/** The links of the mobile bottom bar: the first six visible links. */
export function bottomBarLinks(viewer: MenuViewer): MenuLink[] {
  return visibleMenuLinks(viewer).slice(0, BOTTOM_BAR_MAX_LINKS);
}

/** The menu link that matches `pathname` (itself or a sub-path), for highlighting. */
export function activeMenuPath(pathname: string, links: readonly MenuLink[]): string | null {
  const match = links.find((link) => pathname === link.path || pathname.startsWith(`${link.path}/`));
  return match?.path ?? null;
}
