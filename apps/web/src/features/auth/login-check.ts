/**
 * When the sign-in form's check (login-form-resolver.ts: zod and the contracts) loads: at the form's first
 * use, not with the form. The contracts' chunk imports the engine modules it needs from the signed-in screens'
 * chunks, so loading the check brings about 115 KiB of the signed-in screens; a visitor who only looks at the
 * page does not need them, and on a slow link they would share it with the page's own files
 * (docs/decisions/first-screen-budget.md). Typing, pasting, an autofill or a press anywhere in the form starts
 * the load; the sign-in call needs the contracts anyway, so by the time a typed form is sent they are there.
 */
export const loadLoginCheck = () => import('./login-form-resolver');

/**
 * The form's handlers that start loading the check at its first use (an input, or a pointer pressed in it:
 * the send button's press comes before its click). `load` is the loader (loadLoginCheck in the app; tests pass
 * their own).
 */
export function loginCheckTriggers(load: () => Promise<unknown> = loadLoginCheck): {
  onInput: () => void;
  onPointerDown: () => void;
} {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void load().catch(() => undefined);
  };
  return { onInput: start, onPointerDown: start };
}
