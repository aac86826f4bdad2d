/** The date rule of granted and renewed plans (docs/product/shell.md#validation: the premium end date must be after today). */
import { appError } from '../../errors';

/** Throws VALIDATION_FAILED (field data_final, code not_after_today) unless `day` is after `today`. */
export function assertAfterToday(day: string | null, today: string): void {
  if (day !== null && day <= today)
    throw appError('VALIDATION_FAILED', [{ field: 'data_final', code: 'not_after_today' }]);
}
