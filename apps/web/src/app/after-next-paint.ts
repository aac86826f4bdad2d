/** At the latest this long after `afterNextPaint` was asked, `run` runs anyway (a page that paints no frame). */
const FALLBACK_MS = 1000;

/**
 * Runs `run` once, after the browser has painted its next frame: in a task queued from the next animation
 * frame's callback, so the work it starts comes after that frame's paint. A hidden page paints no frame, so
 * there it runs at once, and anywhere at the latest after FALLBACK_MS. Answers a function that cancels it.
 */
export function afterNextPaint(run: () => void, view: Window = window): () => void {
  if (view.document.visibilityState !== 'visible') {
    run();
    return () => undefined;
  }
  let hasRun = false;
  const runOnce = () => {
    if (hasRun) return;
    hasRun = true;
    cancel();
    run();
  };
  let afterFrame: number | undefined;
  const frame = view.requestAnimationFrame(() => {
    afterFrame = view.setTimeout(runOnce, 0);
  });
  const fallback = view.setTimeout(runOnce, FALLBACK_MS);
  function cancel() {
    view.cancelAnimationFrame(frame);
    view.clearTimeout(afterFrame);
    view.clearTimeout(fallback);
  }
  return cancel;
}
