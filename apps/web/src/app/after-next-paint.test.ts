import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

/** A window whose frames and timers run only when the test says so. */
function fakeWindow(visibilityState: 'visible' | 'hidden' = 'visible') {
  const frames = new Map<number, () => void>();
  const timers = new Map<number, { run: () => void; ms: number }>();
  let nextId = 1;
  const view = {
    document: { visibilityState },
    requestAnimationFrame: (run: () => void) => {
      frames.set(nextId, run);
      return nextId++;
    },
    cancelAnimationFrame: (id: number) => frames.delete(id),
    setTimeout: (run: () => void, ms: number) => {
      timers.set(nextId, { run, ms });
      return nextId++;
    },
    clearTimeout: (id: number | undefined) => {
      if (id !== undefined) timers.delete(id);
    },
  };
  const runAll = <T>(queue: Map<number, T>, pick: (entry: T) => (() => void) | null) => {
    for (const [id, entry] of [...queue]) {
      const run = pick(entry);
      if (!run) continue;
      queue.delete(id);
      run();
    }
  };
  return {
    view: view as unknown as Window,
    paintFrame: () => runAll(frames, (run) => run),
    runTimers: (upToMs: number) => runAll(timers, ({ run, ms }) => (ms <= upToMs ? run : null)),
    pending: () => frames.size + timers.size,
  };
}

describe('afterNextPaint', () => {
  it('runs once the next frame has painted, in a task after it, and once only', () => {
    const page = fakeWindow();
    const run = vi.fn();
    afterNextPaint(run, page.view);
    page.runTimers(0);
    expect(run).not.toHaveBeenCalled();
    page.paintFrame();
    expect(run).not.toHaveBeenCalled();
    page.runTimers(0);
    expect(run).toHaveBeenCalledTimes(1);
    page.runTimers(Number.POSITIVE_INFINITY);
    expect(run).toHaveBeenCalledTimes(1);
    expect(page.pending()).toBe(0);
  });

  it('runs at once on a hidden page, which paints no frame', () => {
    const page = fakeWindow('hidden');
    const run = vi.fn();
    afterNextPaint(run, page.view);
    expect(run).toHaveBeenCalledTimes(1);
    expect(page.pending()).toBe(0);
  });

  it('runs after its fallback when no frame comes, and not again at a later frame', () => {
    const page = fakeWindow();
    const run = vi.fn();
    afterNextPaint(run, page.view);
    page.runTimers(Number.POSITIVE_INFINITY);
    expect(run).toHaveBeenCalledTimes(1);
    page.paintFrame();
    page.runTimers(Number.POSITIVE_INFINITY);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const page = fakeWindow();
    const run = vi.fn();
    const cancel = afterNextPaint(run, page.view);
    cancel();
    page.paintFrame();
    page.runTimers(Number.POSITIVE_INFINITY);
    expect(run).not.toHaveBeenCalled();
  });
});
