import { describe, expect, it } from 'vitest';
import { clientIdForSaving, readSelectedClientId } from './use-feed-catalogue';

const storageWith = (value: string | null) => ({ getItem: () => value });

describe('readSelectedClientId', () => {
  it('reads a stored client id or client object, and nothing else', () => {
    expect(readSelectedClientId(storageWith('12'))).toBe(12);
    expect(readSelectedClientId(storageWith('{"id":7,"nome":"Fazenda"}'))).toBe(7);
    expect(readSelectedClientId(storageWith(null))).toBeNull();
    expect(readSelectedClientId(storageWith('-1'))).toBeNull();
    expect(readSelectedClientId(storageWith('not json'))).toBeNull();
  });
});

describe('clientIdForSaving', () => {
  it('answers the selected client only with the consultancy ability', () => {
    expect(clientIdForSaving(true, storageWith('12'))).toBe(12);
    expect(clientIdForSaving(false, storageWith('12'))).toBeNull();
    expect(clientIdForSaving(true, storageWith(null))).toBeNull();
  });
});
