import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import {
  clockLook,
  type TournamentClockEvent,
  tickStatus,
  tournamentClockMachine,
} from '../../machines/tournament-clock';
import type { ClockStatus } from '../../src/shared/contract/clock';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

const status = (runStatus: number, overrides: Partial<ClockStatus> = {}): ClockStatus => ({
  eventId: 7,
  runStatus,
  runStatusName: '',
  currentRound: 1,
  isRound: true,
  remainingSeconds: 1,
  triggeredDateTime: '2026-11-22T09:00:00.000Z',
  currentBlind: '25/50',
  nextBlind: '50/100',
  ante: '0',
  currentBlindStructure: null,
  blindStructureList: [
    { roundNumber: 1, roundLength: 900, breakLength: 600, formatBlind: '25/50', formatAnte: '0' },
    { roundNumber: 2, roundLength: 900, breakLength: 0, formatBlind: '50/100', formatAnte: '100' },
  ],
  lateRegistrationDateTime: null,
  totalPlayers: 20,
  playersRemaining: 12,
  entries: 20,
  reEntries: 0,
  startStack: 10000,
  averageChip: 16667,
  alternateClockMessage: null,
  prizePool: 500,
  prizeStructureList: { '1': 250 },
  ...overrides,
});

type Outcome = EventObject & { output?: unknown; error?: unknown };
const asEvent = (event: Outcome) => event as unknown as TournamentClockEvent;
const loaded: Outcome = { type: 'xstate.done.actor.loadStatus', output: status(2, { remainingSeconds: 5 }) };

function startFake(cues: string[] = []) {
  const clock = new SimulatedClock();
  const actor = createActor(
    tournamentClockMachine.provide({
      actions: { playCue: (_, { cue }) => cues.push(cue) },
      actors: {
        loadStatus: fromPromise<ClockStatus, number>(() => new Promise(() => {})),
        ticker: fromCallback(() => () => {}),
        hub: fromCallback(() => () => {}),
      },
    }),
    { input: { eventId: 7 }, clock },
  ).start();
  return { actor, clock };
}

describe('tournament clock rules', () => {
  it('counts down, turns a round with a break into that break, then starts the next round with --- next', () => {
    expect(tickStatus(status(2, { remainingSeconds: 10 })).remainingSeconds).toBe(9);
    const onBreak = tickStatus(status(2, { remainingSeconds: 1 }));
    expect(onBreak).toMatchObject({
      currentRound: 1,
      isRound: false,
      remainingSeconds: 600,
      currentBlind: 'Break',
    });
    expect(onBreak.alternateClockMessage).toBe('Break - 10 minute(s)');
    const round2 = tickStatus({ ...onBreak, remainingSeconds: 1 });
    expect(round2).toMatchObject({
      currentRound: 2,
      isRound: true,
      remainingSeconds: 900,
      currentBlind: '50/100',
      ante: '100',
      nextBlind: '---',
      alternateClockMessage: null,
    });
    const last = tickStatus({ ...round2, remainingSeconds: 1 });
    expect(last).toMatchObject({ currentRound: 2, remainingSeconds: 0 });
  });

  it('looks scheduled, paused, about to end under 60 s of a round, or in progress', () => {
    expect(clockLook(null)).toBe('scheduled');
    expect(clockLook(status(1))).toBe('scheduled');
    expect(clockLook(status(4))).toBe('scheduled');
    expect(clockLook(status(5))).toBe('scheduled');
    expect(clockLook(status(3))).toBe('paused');
    expect(clockLook(status(2, { remainingSeconds: 59 }))).toBe('aboutToEnd');
    expect(clockLook(status(2, { remainingSeconds: 60 }))).toBe('inProgress');
    expect(clockLook(status(2, { remainingSeconds: 59, isRound: false }))).toBe('inProgress');
    expect(clockLook(status(2, { remainingSeconds: 600 }))).toBe('inProgress');
  });

  it('resyncs every 10 s', () => {
    const { actor, clock } = startFake();
    actor.send(asEvent(loaded));
    expect(actor.getSnapshot().matches({ clock: 'running', sync: 'waiting' })).toBe(true);
    clock.increment(10_000 - 1);
    expect(actor.getSnapshot().matches({ sync: 'waiting' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ sync: 'fetching' })).toBe(true);
  });
});

describe('tournament clock sound cues', () => {
  it('announces the last minute, a break and the next level as the countdown passes them', () => {
    const cues: string[] = [];
    const { actor } = startFake(cues);
    actor.send({ type: 'sound.toggle' });
    actor.send({ type: 'status.received', status: status(2, { remainingSeconds: 62 }) });
    actor.send({ type: 'tick' });
    actor.send({ type: 'tick' });
    expect(cues).toEqual(['minute']);
    for (let i = 0; i < 60; i++) actor.send({ type: 'tick' });
    expect(cues).toEqual(['minute', 'break']);
    for (let i = 0; i < 600; i++) actor.send({ type: 'tick' });
    expect(cues).toEqual(['minute', 'break', 'level']);
    expect(actor.getSnapshot().context.status).toMatchObject({ currentRound: 2, isRound: true });
  });

  it('a push that moves the level is announced too; the first status is not; nothing plays with the sound off', () => {
    const cues: string[] = [];
    const { actor } = startFake(cues);
    actor.send({ type: 'sound.toggle' });
    actor.send({ type: 'status.received', status: status(2, { remainingSeconds: 500 }) });
    actor.send({ type: 'status.received', status: status(2, { currentRound: 2, remainingSeconds: 900 }) });
    expect(cues).toEqual(['level']);
    actor.send({ type: 'sound.toggle' });
    actor.send({ type: 'status.received', status: status(2, { currentRound: 3, remainingSeconds: 900 }) });
    expect(cues).toEqual(['level']);
  });
});

/** The machine's own ticker on fake timers; the status load never answers, so no resync changes a status. */
function startTicking() {
  vi.useFakeTimers();
  return createActor(
    tournamentClockMachine.provide({
      actors: {
        loadStatus: fromPromise<ClockStatus, number>(() => new Promise(() => {})),
        hub: fromCallback(() => () => {}),
      },
    }),
    { input: { eventId: 7 } },
  ).start();
}

describe('tournament clock countdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down each second while running and stands still while paused', () => {
    const actor = startTicking();
    const remaining = () => actor.getSnapshot().context.status?.remainingSeconds;
    actor.send({ type: 'status.received', status: status(2, { remainingSeconds: 300 }) });
    vi.advanceTimersByTime(3000);
    expect(remaining()).toBe(297);
    actor.send({ type: 'status.received', status: status(3, { remainingSeconds: 297 }) });
    vi.advanceTimersByTime(20_000);
    expect(remaining()).toBe(297);
    expect(clockLook(actor.getSnapshot().context.status)).toBe('paused');
    actor.send({ type: 'status.received', status: status(2, { remainingSeconds: 297 }) });
    vi.advanceTimersByTime(2000);
    expect(remaining()).toBe(295);
    actor.stop();
  });

  it('stands still once every round has ended or before the start', () => {
    const actor = startTicking();
    for (const runStatus of [5, 1, 4]) {
      actor.send({ type: 'status.received', status: status(runStatus, { remainingSeconds: 120 }) });
      vi.advanceTimersByTime(5000);
      expect(actor.getSnapshot().context.status?.remainingSeconds, `run status ${runStatus}`).toBe(120);
    }
    actor.stop();
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(tournamentClockMachine)).toEqual({
      loadStatus: 'loadStatus not provided',
    });
  });
});

/** The status load and the hub as recorders: what was asked for, for which event, and when. */
function startRecorded() {
  const clock = new SimulatedClock();
  const loadStatus = fakeActor<ClockStatus, number>('loadStatus');
  const hubs: { input: unknown; stopped: boolean }[] = [];
  const actor = createActor(
    tournamentClockMachine.provide({
      actors: {
        loadStatus: loadStatus.logic,
        ticker: fromCallback(() => () => {}),
        hub: fromCallback(({ input }) => {
          const session = { input, stopped: false };
          hubs.push(session);
          return () => {
            session.stopped = true;
          };
        }),
      },
    }),
    { input: { eventId: 7 }, clock },
  ).start();
  return { actor, clock, loadStatus, hubs };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tournament clock sync', () => {
  it("opens busy, loads the event's status and connects to its hub, sound off", () => {
    const { actor, loadStatus, hubs } = startRecorded();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().matches({ clock: 'loading', hub: 'connecting', sound: 'off' })).toBe(true);
    expect(loadStatus.inputs()).toEqual([7]);
    expect(hubs).toEqual([{ input: 7, stopped: false }]);
    actor.send({ type: 'hub.connected' });
    expect(actor.getSnapshot().matches({ hub: 'connected' })).toBe(true);
  });

  it('shows the loaded status like a push, and loads again 10 s later', async () => {
    const { actor, clock, loadStatus } = startRecorded();
    loadStatus.settle({ type: 'xstate.done.actor.loadStatus', output: status(3, { remainingSeconds: 40 }) });
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().matches({ clock: 'paused', sync: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context.status).toEqual(status(3, { remainingSeconds: 40 }));
    clock.increment(10_000 - 1);
    expect(loadStatus.calls).toHaveLength(1);
    clock.increment(1);
    expect(loadStatus.inputs()).toEqual([7, 7]);
  });

  it('a failed load is silent and tried again at the next resync', async () => {
    const { actor, clock, loadStatus } = startRecorded();
    loadStatus.settle({ type: 'xstate.error.actor.loadStatus', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().matches({ clock: 'loading', sync: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context.status).toBeNull();
    clock.increment(10_000);
    expect(loadStatus.calls).toHaveLength(2);
  });

  it('routes each status: not started or invalid are scheduled, the end of all rounds ends', () => {
    const { actor } = startRecorded();
    const clockState = (runStatus: number) => {
      actor.send({ type: 'status.received', status: status(runStatus, { remainingSeconds: 30 }) });
      return (actor.getSnapshot().value as { clock: string }).clock;
    };
    expect(clockState(1)).toBe('scheduled');
    expect(clockState(2)).toBe('running');
    expect(clockState(3)).toBe('paused');
    expect(clockState(4)).toBe('scheduled');
    expect(clockState(5)).toBe('ended');
    expect(actor.getSnapshot().context.status?.runStatus).toBe(5);
  });

  it('keeps following through a drop: the feed reconnects and says when it is live again', () => {
    const { actor, clock, hubs } = startRecorded();
    actor.send({ type: 'hub.connected' });
    actor.send({ type: 'hub.disconnected' });
    expect(actor.getSnapshot().matches({ hub: 'reconnecting' })).toBe(true);
    clock.increment(60_000);
    actor.send({ type: 'hub.connected' });
    expect(actor.getSnapshot().matches({ hub: 'connected' })).toBe(true);
    expect(hubs).toEqual([{ input: 7, stopped: false }]);
  });

  it('a tick before any status changes nothing', () => {
    const { actor } = startRecorded();
    actor.send({ type: 'status.received', status: status(2, { remainingSeconds: 30 }) });
    actor.send({ type: 'tick' });
    expect(actor.getSnapshot().context.status?.remainingSeconds).toBe(29);
    const fresh = startRecorded();
    fresh.actor.send({ type: 'tick' });
    expect(fresh.actor.getSnapshot().context.status).toBeNull();
  });
});

describe("the viewers' clock never goes up by drift", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a late push for the same level, under 2 s more than shown, keeps the digits; a real change shows', () => {
    const actor = startTicking();
    const remaining = () => actor.getSnapshot().context.status?.remainingSeconds;
    actor.send({ type: 'status.received', status: status(2, { remainingSeconds: 300 }) });
    vi.advanceTimersByTime(3000);
    expect(remaining()).toBe(297);
    // Sent before the last tick, it arrives after it: 298 left by the server's reckoning then.
    actor.send({
      type: 'status.received',
      status: status(2, { remainingSeconds: 298, playersRemaining: 9 }),
    });
    expect(actor.getSnapshot().context.status).toMatchObject({ remainingSeconds: 297, playersRemaining: 9 });
    // 1.5 s more is drift too; a push with less left shows at once.
    actor.send({ type: 'status.received', status: status(2, { remainingSeconds: 298.5 }) });
    expect(remaining()).toBe(297);
    actor.send({ type: 'status.received', status: status(2, { remainingSeconds: 296 }) });
    expect(remaining()).toBe(296);
    // A minute more (the director's +1 min) and the previous level still go up.
    actor.send({ type: 'status.received', status: status(2, { remainingSeconds: 356 }) });
    expect(remaining()).toBe(356);
    actor.send({ type: 'status.received', status: status(2, { currentRound: 2, remainingSeconds: 100 }) });
    actor.send({ type: 'status.received', status: status(2, { currentRound: 1, remainingSeconds: 101 }) });
    expect(actor.getSnapshot().context.status).toMatchObject({ currentRound: 1, remainingSeconds: 101 });
    actor.stop();
  });

  it('2 s or more is a change, and a break or a paused clock is judged on its own', () => {
    const actor = startTicking();
    const remaining = () => actor.getSnapshot().context.status?.remainingSeconds;
    actor.send({ type: 'status.received', status: status(2, { remainingSeconds: 300 }) });
    actor.send({ type: 'status.received', status: status(2, { remainingSeconds: 302 }) });
    expect(remaining()).toBe(302);
    actor.send({ type: 'status.received', status: status(2, { isRound: false, remainingSeconds: 303 }) });
    expect(remaining()).toBe(303);
    actor.send({ type: 'status.received', status: status(3, { isRound: false, remainingSeconds: 304 }) });
    expect(remaining()).toBe(304);
    actor.stop();
  });
});
