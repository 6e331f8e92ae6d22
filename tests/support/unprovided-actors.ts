import { type AnyActorLogic, type AnyStateMachine, createActor, StateMachine } from 'xstate';

/**
 * What each of a machine's own actors does when the app forgot to provide it: a call (a promise actor)
 * must fail with '<name> not provided' rather than answer nothing, so a view wired without it shows its
 * failure path instead of an empty success. Listeners (callback actors) and child machines are left out.
 */
export async function unprovidedActorFailures(machine: AnyStateMachine): Promise<Record<string, string>> {
  const failures: Record<string, string> = {};
  for (const [name, logic] of Object.entries(machine.implementations.actors)) {
    if (logic instanceof StateMachine) continue;
    const actor = createActor(logic as AnyActorLogic, { input: undefined });
    actor.subscribe({ error: () => {} });
    actor.start();
    // A few microtasks let a rejected call reach the actor (no timers: tests may run on a fake clock).
    for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
    const snapshot = actor.getSnapshot();
    actor.stop();
    if (snapshot.status === 'active') continue;
    failures[name] =
      snapshot.status === 'error' ? String((snapshot.error as Error).message) : snapshot.status;
  }
  return failures;
}
