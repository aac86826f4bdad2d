import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { createPollScheduler } from './poll-scheduler';
import type { PollScheduler } from './poll-scheduler';

const INTERVAL = 300_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the poll's promise settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** A scheduler of `poll` every INTERVAL that gives up after 3 failures in a row, started, its first poll settled. */
async function startedScheduler(poll: () => Promise<void>) {
  const scheduler = createPollScheduler({ poll, intervalMs: INTERVAL, maxFailures: 3 });
  scheduler.start();
  await settle();
  return scheduler;
}

/** Polled `count - 1` times and still polling; the next failure makes it give up for good. */
async function expectToGiveUpAtPoll(poll: Mock, scheduler: PollScheduler, count: number) {
  expect(poll).toHaveBeenCalledTimes(count - 1);
  expect(scheduler.hasGivenUp()).toBe(false);
  await vi.advanceTimersByTimeAsync(INTERVAL);
  expect(poll).toHaveBeenCalledTimes(count);
  expect(scheduler.hasGivenUp()).toBe(true);
  await vi.advanceTimersByTimeAsync(INTERVAL * 10);
  expect(poll).toHaveBeenCalledTimes(count);
}

describe('createPollScheduler', () => {
  it('polls at once and then every interval', async () => {
    const poll = vi.fn(() => Promise.resolve());
    const scheduler = await startedScheduler(poll);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(poll).toHaveBeenCalledTimes(5);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(poll).toHaveBeenCalledTimes(5);
  });

  it('stops after more than 3 consecutive failures', async () => {
    const poll = vi.fn(() => Promise.reject(new Error('offline')));
    const scheduler = await startedScheduler(poll);
    await vi.advanceTimersByTimeAsync(INTERVAL * 2);
    // Three failures: still polling.
    await expectToGiveUpAtPoll(poll, scheduler, 4);
  });

  it('counts only consecutive failures: a success resets the count', async () => {
    const outcomes = [false, false, false, true, false, false, false, false];
    const poll = vi.fn(() => (outcomes.shift() ? Promise.resolve() : Promise.reject(new Error('x'))));
    const scheduler = await startedScheduler(poll);
    await vi.advanceTimersByTimeAsync(INTERVAL * 6);
    // 3 failures, a success, then 3 failures: 7 polls and still going.
    await expectToGiveUpAtPoll(poll, scheduler, 8);
  });

  it('polls out of turn and restarts the interval from there', async () => {
    const poll = vi.fn(() => Promise.resolve());
    const scheduler = await startedScheduler(poll);
    await vi.advanceTimersByTimeAsync(INTERVAL / 2);
    await scheduler.pollNow();
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(3);
    scheduler.stop();
  });

  it('starts again after giving up (a new page load)', async () => {
    let isOnline = false;
    const poll = vi.fn(() => (isOnline ? Promise.resolve() : Promise.reject(new Error('x'))));
    const scheduler = await startedScheduler(poll);
    await vi.advanceTimersByTimeAsync(INTERVAL * 5);
    expect(scheduler.hasGivenUp()).toBe(true);
    isOnline = true;
    scheduler.start();
    await settle();
    expect(scheduler.hasGivenUp()).toBe(false);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(poll).toHaveBeenCalledTimes(6);
    scheduler.stop();
  });
});
