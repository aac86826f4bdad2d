// @vitest-environment happy-dom
/**
 * The bell's polling over the real call client (docs/product/calls.md#shell-calls notificacoes: polled every 300000 ms, stopped
 * after more than 3 failures), with fake timers: the scheduler's own rules are poll-scheduler.test.ts's.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { NOTIFICATION_POLL_MS } from '@cocho/contracts';
import { initI18n } from '../i18n/i18n';
import { errorAnswer, renderInSession, stubServer, storeSignedIn } from '../testing/session-harness';
import type { Answer, Request } from '../testing/session-harness';
import { testUser } from '../testing/test-user';
import { NotificationBell } from './NotificationBell';

let answers: Record<string, Answer | (() => Answer)>;
let requests: Request[];
const polls = () => requests.filter((request) => request.path === 'notificacoes').length;
const realSetTimeout = globalThis.setTimeout;
/**
 * Moves the fake clock by `ms`, one poll interval at a time, and after each step lets the poll in flight
 * settle on the real event loop (the call client signs requests with real asynchronous crypto).
 */
async function advance(ms: number): Promise<void> {
  let left = ms;
  do {
    const step = Math.min(left, NOTIFICATION_POLL_MS);
    await act(() => vi.advanceTimersByTimeAsync(step));
    for (let round = 0; round < 20; round += 1) {
      await new Promise((resolve) => realSetTimeout(resolve, 5));
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    left -= step;
  } while (left > 0);
}
const EMPTY: Answer = { status: 200, body: { data: { count: 0, total: 0, list: [] } } };

beforeAll(async () => {
  initI18n('pt');
  // The first poll starts once the page is idle (session/when-idle.ts), after the render: the call client's
  // modules are loaded here, so their first import does not outlast `advance`'s settling of that poll.
  await Promise.all([import('../api/call-contracts'), import('../api/transport')]);
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  localStorage.clear();
  answers = {};
  requests = stubServer(answers);
  storeSignedIn(testUser());
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('notification polling', () => {
  it('asks at once and then every 300000 ms', async () => {
    answers.notificacoes = EMPTY;
    renderInSession(<NotificationBell />);
    await advance(0);
    expect(polls()).toBe(1);
    await advance(NOTIFICATION_POLL_MS - 1);
    expect(polls()).toBe(1);
    await advance(1);
    expect(polls()).toBe(2);
    await advance(NOTIFICATION_POLL_MS * 2);
    expect(polls()).toBe(4);
  });

  it('stops after the fourth failure in a row and asks no more', async () => {
    answers.notificacoes = errorAnswer('INTERNAL', 500);
    renderInSession(<NotificationBell />);
    await advance(0);
    await advance(NOTIFICATION_POLL_MS * 2);
    expect(polls()).toBe(3);
    await advance(NOTIFICATION_POLL_MS);
    expect(polls()).toBe(4);
    // The server is back, but polling has stopped until the next page load.
    answers.notificacoes = EMPTY;
    await advance(NOTIFICATION_POLL_MS * 10);
    expect(polls()).toBe(4);
  });

  it('keeps polling when a success comes between failures', async () => {
    let calls = 0;
    answers.notificacoes = () => {
      calls += 1;
      return calls === 3 ? EMPTY : errorAnswer('INTERNAL', 500);
    };
    renderInSession(<NotificationBell />);
    await advance(0);
    await advance(NOTIFICATION_POLL_MS * 5);
    // Failures 1, 2, success, failures 1, 2, 3: still polling.
    expect(polls()).toBe(6);
    await advance(NOTIFICATION_POLL_MS);
    expect(polls()).toBe(7);
    await advance(NOTIFICATION_POLL_MS * 3);
    expect(polls()).toBe(7);
  });
});
