import { NOTIFICATION_BADGE_MAX } from '@cocho/contracts';

/** The bell's badge (docs/product/shell.md#screens, docs/product/shell.md#constants): nothing at 0, the count up to 99, "+99" above. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > NOTIFICATION_BADGE_MAX ? `+${NOTIFICATION_BADGE_MAX}` : String(count);
}
