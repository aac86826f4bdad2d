import { appError } from '../errors';
import type { UserRecord } from '../users/repository';

/**
 * Throws ACCOUNT_INACTIVE (EXCLUIDO 1), ACCOUNT_SUSPENDED (suspenso 1) or ACCOUNT_UNDER_REVIEW (liberado 0),
 * in that order (docs/product/shell.md#account-state).
 */
export function assertAccountActive(user: UserRecord): void {
  if (user.excluido === 1) throw appError('ACCOUNT_INACTIVE');
  if (user.suspenso === 1) throw appError('ACCOUNT_SUSPENDED');
  if (user.liberado !== 1) throw appError('ACCOUNT_UNDER_REVIEW');
}
