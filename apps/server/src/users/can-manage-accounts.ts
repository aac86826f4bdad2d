/**
 * Who may manage other accounts (set a temporary password): administrators. Kept in this one function
 * while role checks move to the shared ability check: `administrador` 1, or the legacy `permissao` 0
 * (docs/product/shell.md#records: one reading of permissao 0 is administrator; docs/decisions/roles-and-abilities.md).
 */
import type { UserRecord } from './repository';

export function canManageAccounts(user: UserRecord): boolean {
  return user.administrador === 1 || user.permissao === 0;
}
