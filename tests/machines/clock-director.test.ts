import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type ClockDirectorEvent, clockDirectorMachine } from '../../machines/clock-director';
import type { ClockStatus } from '../../src/shared/contract/clock';
import {
  expectPathReplays,
  generatePathCases,
  unreachedStateNodes,
  untakenTransitions,
} from './path-harness';

const status = { eventId: 5, runStatus: 2 } as ClockStatus;

const EVENTS: ClockDirectorEvent[] = [
  { type: 'command.send', command: { action: 'start' } },
  { type: 'command.send', command: { action: 'addTime', body: { seconds: 60 } } },
  { type: 'error.dismiss' },
];
const eventsFor = (snapshot: { children: Record<string, unknown> }) => [
  ...EVENTS,
  ...('sendCommand' in snapshot.children
    ? [
        { type: 'xstate.done.actor.sendCommand', output: status },
        { type: 'xstate.error.actor.sendCommand', error: new Error('The clock has not started.') },
      ]
    : []),
];
const cases = generatePathCases(clockDirectorMachine, {
  inputs: { event: { eventId: 5 } },
  events: eventsFor as never,
});
const start = () =>
  createActor(
    clockDirectorMachine.provide({
      actors: { sendCommand: fromPromise(() => new Promise<ClockStatus>(() => {})) },
    }),
    { input: { eventId: 5 } },
  ).start();

describe('clock director machine paths', () => {
  it('reaches every state node and takes every transition', () => {
    expect(unreachedStateNodes(clockDirectorMachine, cases)).toEqual([]);
    expect(untakenTransitions(clockDirectorMachine, cases)).toEqual([]);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = start();
    expectPathReplays(actor, c.steps);
    actor.stop();
  });
});

describe('clock director rules', () => {
  it('sends one command with its body, announces the new clock, and shows a refusal', async () => {
    const sent: unknown[] = [];
    let refuse = false;
    const actor = createActor(
      clockDirectorMachine.provide({
        actors: {
          sendCommand: fromPromise(async ({ input }) => {
            sent.push(input);
            if (refuse) throw new Error('The clock has already started.');
            return status;
          }),
        },
      }),
      { input: { eventId: 5 } },
    ).start();
    const changed: unknown[] = [];
    actor.on('clock.changed', (e) => changed.push(e.status));
    actor.send({ type: 'command.send', command: { action: 'players', body: { playersRemaining: 9 } } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'command.send', command: { action: 'end' } });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([{ eventId: 5, command: { action: 'players', body: { playersRemaining: 9 } } }]);
    expect(changed).toEqual([status]);
    refuse = true;
    actor.send({ type: 'command.send', command: { action: 'start' } });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.error).toBe('The clock has already started.');
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
