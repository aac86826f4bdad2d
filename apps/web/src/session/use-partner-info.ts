/**
 * The partner company of the signed-in user (docs/product/shell.md#layout: partner logo with "licensed for" tooltip,
 * and the support button uses the partner's support link): parceiros/getInfoEmpresa for the user view's
 * `empresaParceira`, loaded once per company. A failed load leaves no partner info (docs/product/errors.md#shell-errors).
 */
import { useEffect, useState } from 'react';
import type { TPartnerInfo } from '@cocho/contracts';
import { call } from '../api/client';
import { useSession } from './SessionProvider';

const loaded = new Map<number, Promise<TPartnerInfo | null>>();

/** Forgets the loaded partners (tests). */
export function resetPartnerInfo(): void {
  loaded.clear();
}

function loadPartnerInfo(partnerId: number): Promise<TPartnerInfo | null> {
  let pending = loaded.get(partnerId);
  if (!pending) {
    pending = call('getPartnerInfo', { parceiro: partnerId }).then(
      (answer) => answer.data,
      () => {
        loaded.delete(partnerId);
        return null;
      },
    );
    loaded.set(partnerId, pending);
  }
  return pending;
}

/** The partner's name, support link and logo, or null (no partner company, or not loaded). */
export function usePartnerInfo(): TPartnerInfo | null {
  const { user } = useSession();
  const partnerId = user?.empresaParceira?.id ?? null;
  const [info, setInfo] = useState<{ id: number; info: TPartnerInfo | null } | null>(null);
  useEffect(() => {
    if (partnerId === null) return;
    let isCurrent = true;
    void loadPartnerInfo(partnerId).then((answer) => {
      if (isCurrent) setInfo({ id: partnerId, info: answer });
    });
    return () => {
      isCurrent = false;
    };
  }, [partnerId]);
  return partnerId !== null && info?.id === partnerId ? info.info : null;
}
