/**
 * Whether a tracked diet is overdue, apart from the lifecycle's fields (DietCycleFields.tsx re-exports it): the
 * wizard's screen shows the notice without loading the fields and their check (the contracts' ZDietCycle).
 */
import type { TDietCycle } from '@cocho/contracts';

/** Active and the expected end before today (docs/product/shell.md#diet-state overdue; the server's `atrasada` rule, UTC date). */
export function isCycleOverdue(cycle: TDietCycle, now: Date): boolean {
  return (
    cycle.situacao === 'ativa' &&
    cycle.fim_previsto !== null &&
    cycle.fim_previsto < now.toISOString().slice(0, 10)
  );
}
