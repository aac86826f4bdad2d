import { describe, expect, it } from 'vitest';
import { shortcutOf } from './shortcuts';

const key = (
  code: string,
  modifiers: Partial<{ ctrlKey: boolean; altKey: boolean; shiftKey: boolean }> = {},
) => ({
  ctrlKey: true,
  altKey: true,
  shiftKey: false,
  metaKey: false,
  code,
  key: code.replace('Key', '').toLowerCase(),
  ...modifiers,
});

describe('shortcutOf', () => {
  it.each([
    ['KeyF', '/formulacao-dieta'],
    ['KeyP', '/predicao-desempenho'],
    ['KeyS', '/formulacao-suplemento'],
    ['KeyX', '/calcula-exigencias'],
    ['KeyU', '/user'],
    ['KeyD', '/dashboard'],
    ['KeyT', '/tabela-resumida'],
    ['KeyI', '/calcular-racao'],
    ['KeyA', '/enviar-alimento'],
  ])('Ctrl+Alt+%s opens %s', (code, to) => {
    expect(shortcutOf(key(code))).toEqual({ kind: 'navigate', to });
  });

  it('needs both Ctrl and Alt, and no Shift', () => {
    expect(shortcutOf(key('KeyF', { altKey: false }))).toBeNull();
    expect(shortcutOf(key('KeyF', { ctrlKey: false }))).toBeNull();
    expect(shortcutOf(key('KeyF', { shiftKey: true }))).toBeNull();
    expect(shortcutOf(key('KeyZ'))).toBeNull();
  });

  it('Ctrl+Insert shows the version', () => {
    expect(shortcutOf({ ...key('Insert', { altKey: false }), key: 'Insert' })).toEqual({ kind: 'about' });
    expect(shortcutOf({ ...key('Insert', { ctrlKey: false, altKey: false }), key: 'Insert' })).toBeNull();
  });
});
