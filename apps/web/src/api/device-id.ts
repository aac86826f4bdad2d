import { STORAGE_KEYS } from '../storage/storage-keys';

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The browser properties the device id is hashed from (docs/product/calls.md#shell-calls: a 256-bit hash of browser properties). */
export function describeBrowser(): string {
  const screenSize =
    typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}x${screen.colorDepth}`;
  return [
    navigator.userAgent,
    navigator.language,
    navigator.languages?.join(',') ?? '',
    navigator.hardwareConcurrency ?? '',
    screenSize,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ].join('|');
}

/** SHA-256 hex of `text`; outside a secure context (no `crypto.subtle`) 32 random bytes stand in. */
export async function sha256Hex(text: string): Promise<string> {
  if (globalThis.crypto?.subtle) {
    const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    return toHex(new Uint8Array(digest));
  }
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

let pending: Promise<string> | null = null;

/** The device id: computed once, then read from local storage. */
export function getDeviceId(): Promise<string> {
  const stored = localStorage.getItem(STORAGE_KEYS.deviceId);
  if (stored) return Promise.resolve(stored);
  pending ??= sha256Hex(describeBrowser()).then((id) => {
    localStorage.setItem(STORAGE_KEYS.deviceId, id);
    pending = null;
    return id;
  });
  return pending;
}
