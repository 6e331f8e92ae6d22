import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HubInterest, type HubLink, PageHub } from '../../src/client/api/realtime-hub';
import type { ClockStatus } from '../../src/shared/contract/clock';
import type { PublicFloor } from '../../src/shared/contract/floor';
import type { StandingsUpdate } from '../../src/shared/standings-update';

/** A SignalR connection as the page's hub sees it: what it was asked, and the server's side to drive. */
function fakeLink({ failStart = false } = {}) {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  let onClose: (() => void) | undefined;
  let onReconnecting: (() => void) | undefined;
  let onReconnected: (() => void) | undefined;
  const calls: unknown[][] = [];
  const link = {
    on: (name: string, handler: (...args: unknown[]) => void) => handlers.set(name, handler),
    onclose: (handler: () => void) => {
      onClose = handler;
    },
    onreconnecting: (handler: () => void) => {
      onReconnecting = handler;
    },
    onreconnected: (handler: () => void) => {
      onReconnected = handler;
    },
    start: vi.fn(async () => {
      if (failStart) throw new Error('offline');
    }),
    stop: vi.fn(async () => {}),
    invoke: vi.fn(async (...args: unknown[]) => {
      calls.push(args);
    }),
  };
  return {
    link: link as unknown as HubLink,
    stop: link.stop,
    calls,
    handlers,
    push: (name: string, ...args: unknown[]) => handlers.get(name)?.(...args),
    drop: () => onReconnecting?.(),
    back: () => onReconnected?.(),
    close: () => onClose?.(),
  };
}

const STATUS = (eventId: number) =>
  ({
    eventId,
    runStatus: 2,
    runStatusName: 'RUNNING',
    currentRound: 1,
    isRound: true,
    remainingSeconds: 600,
    triggeredDateTime: '2026-11-22T08:00:00.000Z',
    currentBlind: '25/50',
    nextBlind: '50/100',
    ante: '0',
    currentBlindStructure: null,
    blindStructureList: [],
    lateRegistrationDateTime: null,
    totalPlayers: 10,
    playersRemaining: 10,
    entries: 10,
    reEntries: 0,
    startStack: 10000,
    averageChip: 10000,
    alternateClockMessage: null,
    prizePool: 0,
    prizeStructureList: {},
  }) satisfies ClockStatus;
const FLOOR = (eventId: number): PublicFloor => ({
  eventId,
  version: 3,
  drawn: false,
  tableSize: 9,
  tables: [],
  recentMoves: [],
  entries: 2,
  reEntries: 0,
  rebuys: 0,
  addOns: 0,
  playersLeft: 2,
  prizePool: 100,
  payouts: [100],
  bounty: 0,
  lateRegistrationLevel: 0,
  deal: null,
  closed: false,
});
const CLOSED: StandingsUpdate = {
  eventId: 5,
  venueId: 8,
  regionId: 3,
  stateId: 1,
  seasonId: 4,
  gameScoreboardId: 21,
};
const settle = () => vi.advanceTimersByTimeAsync(0);

function recorder(
  interest: Omit<HubInterest, 'onClockStatus' | 'onFloorUpdate' | 'onStandingsChanged' | 'onConnection'>,
) {
  const seen: unknown[] = [];
  return {
    seen,
    interest: {
      ...interest,
      onClockStatus: (status: ClockStatus) => seen.push(['clock', status.eventId]),
      onFloorUpdate: (floor: PublicFloor) => seen.push(['floor', floor.eventId]),
      onStandingsChanged: (update: StandingsUpdate) => seen.push(['standings', update.eventId]),
      onConnection: (connected: boolean) => seen.push(connected ? 'live' : 'down'),
    } satisfies HubInterest,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the page's one hub connection", () => {
  it('is shared by the clock and the standings, joins both groups and hands each message to the part that asked', async () => {
    const links = [fakeLink()];
    const hub = new PageHub(async () => links[0]?.link as HubLink);
    const clock = recorder({ eventId: 5 });
    const standings = recorder({ standings: true });
    hub.follow(clock.interest);
    hub.follow(standings.interest);
    await settle();
    const [link] = links;
    expect(link?.calls).toEqual([['JoinEvent', 5], ['JoinLeaderboards']]);
    // Every message the server sends has a handler: the SignalR client never warns of one it does not know.
    expect([...(link?.handlers.keys() ?? [])].sort()).toEqual([
      'notifyFloorUpdate',
      'notifyLeaderboardUpdate',
      'notifyTournamentClockStatusUpdate',
    ]);
    link?.push('notifyTournamentClockStatusUpdate', STATUS(5));
    link?.push('notifyTournamentClockStatusUpdate', STATUS(6));
    link?.push('notifyFloorUpdate', FLOOR(6));
    link?.push('notifyFloorUpdate', FLOOR(5));
    link?.push('notifyLeaderboardUpdate', CLOSED);
    expect(clock.seen).toEqual(['live', ['clock', 5], ['floor', 5]]);
    expect(standings.seen).toEqual(['live', ['standings', 5]]);
  });

  it('after a drop says so, and once reconnected joins the groups again and says it is live', async () => {
    const link = fakeLink();
    const hub = new PageHub(async () => link.link);
    const clock = recorder({ eventId: 5 });
    hub.follow(clock.interest);
    await settle();
    link.drop();
    link.back();
    await settle();
    expect(link.calls).toEqual([
      ['JoinEvent', 5],
      ['JoinEvent', 5],
    ]);
    expect(clock.seen).toEqual(['live', 'down', 'live']);
  });

  it('retries a failed start, and a connection closed for good, 5 s later', async () => {
    const links = [fakeLink({ failStart: true }), fakeLink(), fakeLink()];
    let made = 0;
    const hub = new PageHub(async () => links[made++]?.link as HubLink);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const clock = recorder({ eventId: 5 });
    hub.follow(clock.interest);
    await settle();
    expect(made).toBe(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(made).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(made).toBe(2);
    expect(clock.seen).toEqual(['live']);
    links[1]?.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(made).toBe(3);
    expect(links[2]?.calls).toEqual([['JoinEvent', 5]]);
    expect(clock.seen).toEqual(['live', 'down', 'live']);
  });

  it('leaves a group nobody follows any more, and stops when nothing follows', async () => {
    const link = fakeLink();
    const hub = new PageHub(async () => link.link);
    const stopClock = hub.follow(recorder({ eventId: 5 }).interest);
    const stopStandings = hub.follow(recorder({ standings: true }).interest);
    await settle();
    stopClock();
    await settle();
    expect(link.calls.at(-1)).toEqual(['LeaveEvent', 5]);
    expect(link.stop).not.toHaveBeenCalled();
    stopStandings();
    await settle();
    expect(link.stop).toHaveBeenCalledTimes(1);
  });
});
