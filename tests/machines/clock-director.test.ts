import { describe, expect, it, vi } from 'vitest';
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
/** A failure as the API client throws it: the HTTP status and the server's message. */
const failure = (httpStatus: number, message = '') =>
  Object.assign(new Error(message), { status: httpStatus });
const refused = (message: string) => failure(409, message);

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

  it('queues changes made while one is sent, judged from the clock as it will be, and refuses what it does not allow', async () => {
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
    // Started once the start is made: the next toggle pauses, and the levels may move.
    actor.send({ type: 'level.next' });
    actor.send({ type: 'clock.toggle' });
    actor.send({ type: 'entry.add' });
    actor.send({ type: 'entry.add' });
    actor.send({ type: 'clock.end' });
    // Ended once the end is made: nothing more.
    actor.send({ type: 'clock.toggle' });
    actor.send({ type: 'reentry.add' });
    expect(actor.getSnapshot().context.queue.map((c) => c.label)).toEqual([
      'Start the clock',
      'Next level',
      'Pause the clock',
      'One more entry',
      'One more entry',
      'End the tournament',
    ]);
    for (let i = 0; i < 8; i++) await flush();
    expect(sent).toEqual([
      { action: 'start' },
      { action: 'next' },
      { action: 'pause' },
      { action: 'entries', body: { entries: 11, reEntries: 2 } },
      { action: 'entries', body: { entries: 12, reEntries: 2 } },
      { action: 'end' },
    ]);
    expect(actor.getSnapshot().context.queue).toEqual([]);
  });

  it('shows a refusal until dismissed or the next command', async () => {
    const { actor } = start(status(2), () => {
      throw refused('This event is closed: its results are final and its clock can no longer change.');
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
      queue: [],
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
    expect(actor.getSnapshot().context.queue).toEqual([
      { id: 0, action: 'resume', label: 'Resume the clock' },
    ]);
    expect(sendCommand.inputs()).toEqual([{ eventId: 5, command: { action: 'resume' } }]);
    actor.send({ type: 'level.next' });
    expect(sendCommand.calls).toHaveLength(1);
    sendCommand.settle({ type: 'xstate.done.actor.sendCommand', output: status(2) });
    await flush();
    expect(sendCommand.inputs().at(-1)).toEqual({ eventId: 5, command: { action: 'next' } });
    sendCommand.settle({ type: 'xstate.done.actor.sendCommand', output: status(2) });
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ queue: [], phase: 'running', error: null });
  });

  it('a refusal without a message says the clock did not take it; the next command clears it', async () => {
    const { actor, sendCommand } = startRecorded(status(2));
    await flush();
    actor.send({ type: 'time.more' });
    sendCommand.settle({ type: 'xstate.error.actor.sendCommand', error: failure(400) });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      queue: [],
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

  it('keeps the count typed, also while a change is sent, and sets the count typed when Set is pressed', async () => {
    const { actor, sendCommand } = startRecorded(status(2));
    await flush();
    actor.send({ type: 'time.more' });
    actor.send({ type: 'players.change', players: 5 });
    expect(actor.getSnapshot().context.players).toBe(5);
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

describe('clock changes through a flaky connection', () => {
  function startQueued(first: ClockStatus) {
    const sendCommand = fakeActor<ClockStatus, { eventId: number; command: ClockCommand }>('sendCommand');
    let connectivity: ((event: ClockDirectorEvent) => void) | null = null;
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
          sendCommand: sendCommand.logic,
          connectivity: fromCallback(({ sendBack }) => {
            connectivity = sendBack;
          }),
        },
      }),
      { input: { eventId: 5 } },
    ).start();
    const network = (type: 'connectivity.online' | 'connectivity.offline') => connectivity?.({ type });
    return { actor, sendCommand, network };
  }
  const labels = (actor: { getSnapshot: () => { context: { queue: { label: string }[] } } }) =>
    actor.getSnapshot().context.queue.map((c) => c.label);

  it('offline, changes wait in order and none is sent; back online, they go one at a time in that order', async () => {
    const { actor, sendCommand, network } = startQueued(status(2));
    await flush();
    network('connectivity.offline');
    expect(actor.getSnapshot().value).toBe('offline');
    actor.send({ type: 'time.more' });
    actor.send({ type: 'clock.toggle' });
    actor.send({ type: 'reentry.add' });
    actor.send({ type: 'reentry.add' });
    expect(labels(actor)).toEqual([
      '1 minute more',
      'Pause the clock',
      'One more re-entry',
      'One more re-entry',
    ]);
    expect(sendCommand.calls).toHaveLength(0);
    network('connectivity.online');
    expect(actor.getSnapshot().value).toBe('sending');
    for (let i = 0; i < 4; i++) {
      sendCommand.settle({ type: 'xstate.done.actor.sendCommand', output: status(2) });
      await flush();
    }
    expect(sendCommand.inputs().map((i) => i.command)).toEqual([
      { action: 'addTime', body: { seconds: 60 } },
      { action: 'pause' },
      { action: 'entries', body: { entries: 10, reEntries: 3 } },
      { action: 'entries', body: { entries: 10, reEntries: 4 } },
    ]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(labels(actor)).toEqual([]);
  });

  it.each([
    ['no connection', new TypeError('Failed to fetch')],
    ['a server error', failure(503)],
    ['a timeout', failure(408)],
    ['too many requests', failure(429)],
  ])('after %s the change stays queued and is tried again, 2 s later, then 4 s', async (_, error) => {
    vi.useFakeTimers();
    try {
      const { actor, sendCommand } = startQueued(status(2));
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'level.next' });
      actor.send({ type: 'time.less' });
      sendCommand.settle({ type: 'xstate.error.actor.sendCommand', error });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('retrying');
      expect(labels(actor)).toEqual(['Next level', '1 minute less']);
      await vi.advanceTimersByTimeAsync(1999);
      expect(sendCommand.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sendCommand.calls).toHaveLength(2);
      sendCommand.settle({ type: 'xstate.error.actor.sendCommand', error });
      await vi.advanceTimersByTimeAsync(3999);
      expect(sendCommand.calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      sendCommand.settle({ type: 'xstate.done.actor.sendCommand', output: status(2) });
      await vi.advanceTimersByTimeAsync(0);
      expect(sendCommand.inputs().map((i) => i.command.action)).toEqual(['next', 'next', 'next', 'addTime']);
      expect(actor.getSnapshot().context).toMatchObject({ retries: 0, error: null });
    } finally {
      vi.useRealTimers();
    }
  });

  it('the connection returning while a retry waits sends at once; going offline then waits for it', async () => {
    const { actor, sendCommand, network } = startQueued(status(2));
    await flush();
    actor.send({ type: 'level.next' });
    sendCommand.settle({ type: 'xstate.error.actor.sendCommand', error: new TypeError('Failed to fetch') });
    await flush();
    network('connectivity.online');
    expect(sendCommand.calls).toHaveLength(2);
    sendCommand.settle({ type: 'xstate.error.actor.sendCommand', error: new TypeError('Failed to fetch') });
    await flush();
    network('connectivity.offline');
    expect(actor.getSnapshot().value).toBe('offline');
    network('connectivity.online');
    expect(sendCommand.calls).toHaveLength(3);
  });

  it('a change being sent is left to finish when the browser goes offline: resent, it could count twice', async () => {
    const { actor, sendCommand, network } = startQueued(status(2));
    await flush();
    actor.send({ type: 'level.next' });
    actor.send({ type: 'level.next' });
    network('connectivity.offline');
    expect(actor.getSnapshot().value).toBe('sending');
    sendCommand.settle({ type: 'xstate.done.actor.sendCommand', output: status(2) });
    await flush();
    expect(actor.getSnapshot().value).toBe('offline');
    expect(labels(actor)).toEqual(['Next level']);
    expect(sendCommand.calls).toHaveLength(1);
  });

  it("a refusal drops that change only, shows the server's message, and the rest are sent", async () => {
    const { actor, sendCommand } = startQueued(status(2));
    await flush();
    actor.send({ type: 'level.previous' });
    actor.send({ type: 'time.more' });
    sendCommand.settle({
      type: 'xstate.error.actor.sendCommand',
      error: refused('This is the first level: there is no previous one.'),
    });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('This is the first level: there is no previous one.');
    expect(labels(actor)).toEqual(['1 minute more']);
    expect(sendCommand.inputs().at(-1)?.command).toEqual({ action: 'addTime', body: { seconds: 60 } });
  });
});
