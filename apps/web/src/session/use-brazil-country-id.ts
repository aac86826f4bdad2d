/**
 * Brazil's id in the country list (`paises`), which the incomplete-profile rule needs (docs/product/shell.md#states: Brazil
 * asks the street, other countries the document). Found by ISO code 'BR', kept in local storage; null until
 * known (docs/decisions/web-access-and-session.md).
 */
import { useEffect, useState } from 'react';
import type { TCountry } from '@cocho/contracts';
import { call } from '../api/client';
import { STORAGE_KEYS } from '../storage/storage-keys';

/** Brazil's id in a country list, or null when it is not there. */
export function findBrazilId(countries: readonly Pick<TCountry, 'id' | 'iso'>[]): number | null {
  return countries.find((country) => country.iso.toUpperCase() === 'BR')?.id ?? null;
}

function readStoredId(): number | null {
  const id = Number(localStorage.getItem(STORAGE_KEYS.brazilCountryId));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Brazil's id; asks the server once when `isNeeded` and it is not stored yet. */
export function useBrazilCountryId(isNeeded: boolean): number | null {
  const [id, setId] = useState(readStoredId);
  useEffect(() => {
    if (!isNeeded || id !== null) return;
    let isCurrent = true;
    call('paises', {})
      .then(({ data }) => {
        const found = findBrazilId(data);
        if (found === null) return;
        localStorage.setItem(STORAGE_KEYS.brazilCountryId, String(found));
        if (isCurrent) setId(found);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [isNeeded, id]);
  return id;
}
