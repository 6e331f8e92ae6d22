/**
 * In development, `?inspect` opens the Stately inspector and shows every running machine live.
 * Production builds drop this module's body.
 */
export function startInspector() {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return;
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector();
    (window as unknown as { __xstateInspect?: unknown }).__xstateInspect = inspector.inspect;
  });
}
