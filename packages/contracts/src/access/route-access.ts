/**
 * Which routes of docs/product/shell.md#screens need an ability. A route not listed needs only a signed-in user (or nothing, if
 * free). /seja-premium is for everyone but administrators (docs/product/shell.md#screens Menu links).
 */
import type { Ability } from './abilities';
import { can } from './ability-check';
import type { TFeatureFlags } from './feature-flags';
import { isAdministrator } from './profiles';
import type { AccessSubject } from './profiles';

/** Path prefix → the ability it needs. A prefix matches the path itself and its sub-paths. */
export const ROUTE_ABILITIES: ReadonlyArray<readonly [string, Ability]> = [
  ['/formulacao-dieta', 'formulate_diet'],
  ['/formulacao-suplemento', 'formulate_supplement'],
  ['/calcular-racao', 'calculate_ration'],
  ['/enviar-alimento', 'send_feed'],
  ['/consultor', 'consultancy'],
  ['/empresa', 'company_area'],
  ['/adm', 'administration'],
];

const matches = (path: string, prefix: string): boolean =>
  path.toLowerCase() === prefix || path.toLowerCase().startsWith(`${prefix}/`);

/** The ability a path needs, or null. */
export function abilityForPath(path: string): Ability | null {
  return ROUTE_ABILITIES.find(([prefix]) => matches(path, prefix))?.[1] ?? null;
}

/** Whether a signed-in user may open a path (free routes are the route table's concern, not this one). */
export function canOpenPath(user: AccessSubject, path: string, flags: TFeatureFlags, today: string): boolean {
  if (matches(path, '/seja-premium')) return !isAdministrator(user);
  const ability = abilityForPath(path);
  return ability === null || can(user, ability, flags, today);
}
