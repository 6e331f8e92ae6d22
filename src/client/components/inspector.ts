import type { InspectionEvent, Observer } from 'xstate';

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

let inspect: Inspect | undefined;

/**
 * In development, `?inspect` in the address opens the Stately inspector in a new window and streams every
 * flow machine to it. Production builds never load it.
 */
export async function startInspector(): Promise<void> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector().inspect;
}

/** Actor options for flow machines: the inspector when it is on. */
export function inspectOptions(): { inspect?: Inspect } {
  return inspect ? { inspect } : {};
}
