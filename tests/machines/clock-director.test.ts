import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { type ClockCommand, clockDirectorMachine } from '../../machines/clock-director';
import { tournamentClockMachine } from '../../machines/tournament-clock';
import type { ClockStatus } from '../../src/shared/contract/clock';
import { unprovidedActorFailures } from './unprovided-actors';

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
      { type: 'player.out' },
      { type: 'entry.add' },
      { type: 'reentry.add' },
      { type: 'players.set', playersRemaining: 12 },
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
      { action: 'players', body: { playersRemaining: 6 } },
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
    for (const type of ['level.next', 'time.more', 'player.out'] as const) {
      expect(actor.getSnapshot().can({ type })).toBe(false);
    }
    expect(actor.getSnapshot().can({ type: 'players.set', playersRemaining: 13 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'players.set', playersRemaining: 1.5 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'players.set', playersRemaining: -1 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'players.set', playersRemaining: 12 })).toBe(true);
    actor.send({ type: 'clock.toggle' });
    actor.send({ type: 'clock.end' });
    await flush();
    expect(sent).toEqual([{ action: 'start' }]);
  });

  it('shows a refusal until dismissed or the next command', async () => {
    const { actor } = start(status(5), () => {
      throw new Error('The clock has already ended.');
    });
    await flush();
    expect(actor.getSnapshot().can({ type: 'clock.toggle' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'clock.end' })).toBe(false);
    actor.send({ type: 'entry.add' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('The clock has already ended.');
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
