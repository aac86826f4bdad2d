/**
 * `useAccess()`: the signed-in user's abilities (docs/product/shell.md#roles) for the screens to show or hide what the
 * server would refuse. The day is read here, in Brasília, so the contracts' check stays free of clocks.
 */
import { useMemo } from 'react';
import { todayInBrasilia } from '@cocho/contracts';
import type { Access } from './access';
import { accessOf } from './access';
import { useOptionalSession, useSession } from './SessionProvider';

export function useAccess(): Access {
  const { user, flags } = useSession();
  const today = todayInBrasilia(new Date());
  return useMemo(() => accessOf(user, flags, today), [user, flags, today]);
}

/** The access, or null outside a session (a component rendered on its own decides what that means). */
export function useOptionalAccess(): Access | null {
  const session = useOptionalSession();
  const today = todayInBrasilia(new Date());
  const user = session?.user ?? null;
  const flags = session?.flags ?? null;
  return useMemo(() => (flags ? accessOf(user, flags, today) : null), [user, flags, today]);
}
