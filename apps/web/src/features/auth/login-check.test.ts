import { describe, expect, it, vi } from 'vitest';
import { loginCheckTriggers } from './login-check';

describe('loginCheckTriggers', () => {
  it('loads nothing until the form is used, then loads the check once', () => {
    const load = vi.fn(() => Promise.resolve());
    const triggers = loginCheckTriggers(load);
    expect(load).not.toHaveBeenCalled();
    triggers.onPointerDown();
    triggers.onInput();
    triggers.onInput();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the load at the first input as well as at the first press', () => {
    const load = vi.fn(() => Promise.resolve());
    loginCheckTriggers(load).onInput();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed load to the check itself (no unhandled rejection)', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    loginCheckTriggers(load).onPointerDown();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
