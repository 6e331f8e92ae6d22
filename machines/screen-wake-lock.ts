import { fromCallback, setup } from 'xstate';

export type ScreenWakeLockEvent =
  | { type: 'wakelock.held' }
  | { type: 'wakelock.released' }
  | { type: 'wakelock.unsupported' };

/**
 * The TV keeps its screen on while the clock shows: the wake lock is asked for while the page is visible and
 * asked for again each time it becomes visible (the browser lets it go whenever the page is hidden). Where the
 * browser has no wake lock nothing happens.
 */
export const screenWakeLockMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: { events: {} as ScreenWakeLockEvent },
  actors: {
    /** Holds the screen wake lock while the page is visible, reporting when it is held and let go. */
    wakeLock: fromCallback<ScreenWakeLockEvent>(() => () => {}),
  },
}).createMachine({
  id: 'screenWakeLock',
  invoke: { id: 'wakeLock', src: 'wakeLock' },
  initial: 'released',
  states: {
    released: { on: { 'wakelock.held': 'held', 'wakelock.unsupported': 'unsupported' } },
    held: { on: { 'wakelock.released': 'released' } },
    unsupported: {},
  },
});
