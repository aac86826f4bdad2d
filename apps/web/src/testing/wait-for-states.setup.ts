/**
 * Component tests wait for states (findBy…, waitFor), never for times. Testing Library gives up after 1 s by
 * default, which a busy two-core machine exceeds while rendering an MUI screen; a test that waits for a
 * state that never comes still fails, only later.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });
}

export {};
