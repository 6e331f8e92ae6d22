import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  type ClockCommand,
  type ClockDirectorEvent,
  clockDirectorMachine,
} from '../../machines/clock-director';
import { tournamentClockMachine } from '../../machines/tournament-clock';
import type { ClockStatus } from '../../src/shared/contract/clock';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

const status = (runStatus: number, overrides: Partial<ClockStatus> = {}) =>
  ({
    eventId: 5,
    runStatus,
    currentRound: 1,
    isRound: true,
    remainingSeconds: 600,
    entries: 10,
    reEntries: 2,
    playersRemaining: 7,
    blindStructureList: [],
    ...overrides,
  }) as unknown as ClockStatus;

const flush = () => new Promise((r) => setTimeout(r, 0));

/** Types a count into Players remaining, then asks whether Set would take it. */
const canSet = (
  actor: {
    send: (event: ClockDirectorEvent) => void;
    getSnapshot: () => { can: (event: ClockDirectorEvent) => boolean };
  },
  players: number | string,
) => {
  actor.send({ type: 'players.change', players });
  return actor.getSnapshot().can({ type: 'players.set' });
};

function start(first: ClockStatus, answer: (command: ClockCommand) => ClockStatus) {
  const sent: ClockCommand[] = [];
  const actor = createActor(
    clockDirectorMachine.provide({
      actors: {
        clock: tournamentClockMachine.provide({
          actors: {
            loadStatus: fromPromise(async () => first),
            ticker: fromCallback(() => () => {}),
            hub: fromCallback(() => () => {}),
          },
        }),
        sendCommand: fromPromise(async ({ input }) => {
          sent.push(input.command);
          return answer(input.command);
        }),
      },
    }),
    { input: { eventId: 5 } },
  ).start();
  return { actor, sent };
}

describe('clock director rules', () => {
  it('turns each button into its command from the clock as it stands, and shows the answer at once', async () => {
    const { actor, sent } = start(status(2), () => status(3, { remainingSeconds: 123 }));
    await flush();
    expect(actor.getSnapshot().context.phase).toBe('running');
    const events = [
      { type: 'clock.toggle' },
      { type: 'level.previous' },
      { type: 'level.next' },
      { type: 'time.less' },
      { type: 'time.more' },
      { type: 'entry.add' },
      { type: 'reentry.add' },
      { type: 'players.change', players: 12 },
      { type: 'players.set' },
      { type: 'clock.end' },
    ] as const;
    for (const event of events) {
      actor.send(event);
      await flush();
    }
    expect(sent).toEqual([
      { action: 'pause' },
      // The answer made the clock paused: the rest are sent from there.
      { action: 'previous' },
      { action: 'next' },
      { action: 'addTime', body: { seconds: -60 } },
      { action: 'addTime', body: { seconds: 60 } },
      { action: 'entries', body: { entries: 11, reEntries: 2 } },
      { action: 'entries', body: { entries: 10, reEntries: 3 } },
      { action: 'players', body: { playersRemaining: 12 } },
      { action: 'end' },
    ]);
    expect(actor.getSnapshot().context.status?.remainingSeconds).toBe(123);
  });

  it('takes one command at a time and refuses what the clock does not allow', async () => {
    const { actor, sent } = start(status(1, { playersRemaining: 0 }), () => status(2));
    await flush();
    for (const type of ['level.previous', 'level.next', 'time.less', 'time.more'] as const) {
      expect(actor.getSnapshot().can({ type })).toBe(false);
    }
    expect(actor.getSnapshot().can({ type: 'players.set' })).toBe(false);
    expect(canSet(actor, 13)).toBe(false);
    expect(canSet(actor, 1.5)).toBe(false);
    expect(canSet(actor, -1)).toBe(false);
    expect(canSet(actor, '-')).toBe(false);
    expect(canSet(actor, '')).toBe(false);
    expect(canSet(actor, 12)).toBe(true);
    actor.send({ type: 'clock.toggle' });
    actor.send({ type: 'clock.end' });
    await flush();
    expect(sent).toEqual([{ action: 'start' }]);
  });

  it('shows a refusal until dismissed or the next command', async () => {
    const { actor } = start(status(2), () => {
      throw new Error('This event is closed: its results are final and its clock can no longer change.');
    });
    await flush();
    actor.send({ type: 'clock.toggle' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(
      'This event is closed: its results are final and its clock can no longer change.',
    );
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(clockDirectorMachine)).toEqual({
      sendCommand: 'sendCommand not provided',
    });
  });
});

describe('clock director commands', () => {
  function startRecorded(first: ClockStatus) {
    const loads: unknown[] = [];
    const sendCommand = fakeActor<ClockStatus, { eventId: number; command: ClockCommand }>('sendCommand');
    const actor = createActor(
      clockDirectorMachine.provide({
        actors: {
          clock: tournamentClockMachine.provide({
            actors: {
              loadStatus: fromPromise(async ({ input }) => {
                loads.push(input);
                return first;
              }),
              ticker: fromCallback(() => () => {}),
              hub: fromCallback(() => () => {}),
            },
          }),
          sendCommand: sendCommand.logic,
        },
      }),
      { input: { eventId: 5 } },
    ).start();
    return { actor, loads, sendCommand };
  }

  it("runs this event's clock, and waits for it before allowing anything", async () => {
    const { actor, loads } = startRecorded(status(4));
    expect(actor.getSnapshot().context).toMatchObject({
      eventId: 5,
      phase: 'loading',
      status: null,
      pending: null,
      players: '',
    });
    expect(actor.getSnapshot().can({ type: 'clock.toggle' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'entry.add' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'reentry.add' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'clock.end' })).toBe(false);
    expect(canSet(actor, 1)).toBe(false);
    await flush();
    expect(loads).toEqual([5]);
    // An invalid clock (4) looks scheduled: it can be started and ended.
    expect(actor.getSnapshot().context.phase).toBe('scheduled');
    expect(actor.getSnapshot().can({ type: 'clock.toggle' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'clock.end' })).toBe(true);
  });

  it('sends the command for this event, busy and naming it until the server answers; a paused clock resumes', async () => {
    const { actor, sendCommand } = startRecorded(status(3));
    await flush();
    actor.send({ type: 'clock.toggle' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.pending).toEqual({ action: 'resume' });
    expect(sendCommand.inputs()).toEqual([{ eventId: 5, command: { action: 'resume' } }]);
    actor.send({ type: 'level.next' });
    expect(sendCommand.calls).toHaveLength(1);
    sendCommand.settle({ type: 'xstate.done.actor.sendCommand', output: status(2) });
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ pending: null, phase: 'running', error: null });
  });

  it('a refusal without a message says the clock did not take it; the next command clears it', async () => {
    const { actor, sendCommand } = startRecorded(status(2));
    await flush();
    actor.send({ type: 'time.more' });
    sendCommand.settle({ type: 'xstate.error.actor.sendCommand', error: new Error('') });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      pending: null,
      error: 'The clock did not take that change.',
    });
    expect(actor.getSnapshot().context.phase).toBe('running');
    actor.send({ type: 'time.less' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('the count may go from none to every entry and re-entry while the clock runs', async () => {
    const { actor } = startRecorded(status(2, { playersRemaining: 1 }));
    await flush();
    expect(canSet(actor, 0)).toBe(true);
    expect(canSet(actor, 12)).toBe(true);
    expect(actor.getSnapshot().can({ type: 'clock.end' })).toBe(true);
  });

  it("offers nothing on an ended clock (a closed event's): no start, entry or count the server would refuse", async () => {
    const { actor } = startRecorded(status(5));
    await flush();
    expect(actor.getSnapshot().context.phase).toBe('ended');
    for (const type of ['clock.toggle', 'level.previous', 'level.next', 'time.less', 'time.more'] as const)
      expect(actor.getSnapshot().can({ type })).toBe(false);
    for (const type of ['entry.add', 'reentry.add', 'clock.end'] as const)
      expect(actor.getSnapshot().can({ type })).toBe(false);
    expect(canSet(actor, 1)).toBe(false);
  });

  it('keeps the count typed, also while a command is sent, and sets the count typed when Set is pressed', async () => {
    const { actor, sendCommand } = startRecorded(status(2));
    await flush();
    actor.send({ type: 'time.more' });
    actor.send({ type: 'players.change', players: 5 });
    expect(actor.getSnapshot().context.players).toBe(5);
    expect(actor.getSnapshot().can({ type: 'players.set' })).toBe(false);
    sendCommand.settle({ type: 'xstate.done.actor.sendCommand', output: status(2) });
    await flush();
    actor.send({ type: 'players.set' });
    expect(sendCommand.inputs().at(-1)).toEqual({
      eventId: 5,
      command: { action: 'players', body: { playersRemaining: 5 } },
    });
    expect(actor.getSnapshot().context.players).toBe(5);
  });
});
