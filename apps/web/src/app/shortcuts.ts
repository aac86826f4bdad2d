/** Keyboard shortcuts of docs/product/shell.md#screens: Ctrl+Alt plus a letter opens a screen; Ctrl+Insert shows the version. */

/** Ctrl+Alt+<letter> targets (by `KeyboardEvent.code`, so AltGr layouts still match). */
export const SHORTCUT_ROUTES: Readonly<Record<string, string>> = {
  KeyF: '/formulacao-dieta',
  KeyP: '/predicao-desempenho',
  KeyS: '/formulacao-suplemento',
  KeyX: '/calcula-exigencias',
  KeyU: '/user',
  KeyD: '/dashboard',
  KeyT: '/tabela-resumida',
  KeyI: '/calcular-racao',
  KeyA: '/enviar-alimento',
};

export type ShortcutAction = { kind: 'navigate'; to: string } | { kind: 'about' } | null;

type KeyInput = Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey' | 'code' | 'key'>;

export function shortcutOf(event: KeyInput): ShortcutAction {
  if (!event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (!event.altKey && (event.key === 'Insert' || event.code === 'Insert')) return { kind: 'about' };
  if (event.altKey) {
    const to = SHORTCUT_ROUTES[event.code];
    if (to) return { kind: 'navigate', to };
  }
  return null;
}
