import { createContext, useContext, useId } from 'react';
import type { ActorOptions, AnyActorLogic, Snapshot } from 'xstate';
import { onServer } from './server-request';

/** An actor met while the server drew a page, to be run there until the calls it makes have answered. */
export interface UnsettledActor {
  logic: AnyActorLogic;
  input: unknown;
}

/**
 * The page's data actors as the server ran them, persisted, by their place in the page (React's useId, the same
 * on the server and in the browser for the same page). On the server `unsettled` collects those met without a
 * snapshot yet (src/client/app/entry-server.tsx draws the page again once they have run).
 */
export interface SsrActors {
  snapshots: Record<string, Snapshot<unknown>>;
  unsettled?: Map<string, UnsettledActor>;
  /** In the browser: still on the page the server drew (after a navigation actors start afresh). */
  onServerRenderedPage?: () => boolean;
}

export const SsrActorsContext = createContext<SsrActors | null>(null);

/**
 * Options for a page's data actor (its input): while the server draws the page and while the browser takes it
 * over, the actor starts from the snapshot the server ran it to, so the page is drawn with its data at once.
 * For machines that load and show: a restored snapshot does not run its state's entry again, so not for one that
 * may wait on a delay (`after`) once its calls have answered; a state that leaves the page is tagged `navigating`.
 */
export function useSsrActor<TLogic extends AnyActorLogic, O extends ActorOptions<TLogic>>(
  logic: TLogic,
  options: O,
  /** False when the actor would make no call (it is drawn from its start, without another drawing). */
  calls = true,
): O {
  const id = useId();
  const drawn = useContext(SsrActorsContext);
  if (!calls || !drawn || (!onServer && !drawn.onServerRenderedPage?.())) return options;
  const snapshot = drawn.snapshots[id];
  if (snapshot !== undefined) return { ...options, snapshot };
  drawn.unsettled?.set(id, { logic, input: options.input });
  return options;
}
