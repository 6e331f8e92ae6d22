import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  dealPreview,
  floorConsoleMachine,
  type QueuedCommand,
  retryDelay,
} from '../../machines/floor-console';
import type { DirectorFloor, FloorCommandBody } from '../../src/shared/contract/floor';
import type { PlayerMatch } from '../../src/shared/contract/results-recording';
import { CAL_OUT, CLOSED, FOUR_SEATED, ONE_LEFT } from '../support/floor-fixtures';
import { fakeActor } from '../support/path-harness';

// The flow's paths run on the director page: tests/client/floor-console-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const SESSION = '0b1e2c3d-4a5b-4c6d-8e7f-';
const id = (n: number) => `${SESSION}${String(n).padStart(12, '0')}`;
const refusal = (status: number, message: string) => Object.assign(new Error(message), { status });

function start(queue: QueuedCommand[] = []) {
  const fakes = {
    loadFloor: fakeActor<DirectorFloor, number>('loadFloor'),
    sendCommand: fakeActor<DirectorFloor, { eventId: number; command: FloorCommandBody }>('sendCommand'),
    searchPlayers: fakeActor<PlayerMatch[], string>('searchPlayers'),
  };
  const kept: QueuedCommand[][] = [];
  const actor = createActor(
    floorConsoleMachine.provide({
      actors: fakes.loadFloor
        ? { ...Object.fromEntries(Object.entries(fakes).map(([k, f]) => [k, f.logic])) }
        : {},
      actions: { keepQueue: (_, q) => kept.push(q) },
    }),
    { input: { eventId: 5, session: SESSION, queue } },
  ).start();
  return { actor, kept, ...fakes };
}

async function loaded(floor = FOUR_SEATED) {
  const fake = start();
  fake.loadFloor.settle({ type: 'xstate.done.actor.loadFloor', output: floor });
  await flush();
  return fake;
}

const walkIn = (actor: ReturnType<typeof start>['actor'], name: string) => {
  actor.send({ type: 'walkin.change', name });
  actor.send({ type: 'walkin.enter' });
};
const sent = (fake: ReturnType<typeof start>) => fake.sendCommand.inputs().map((i) => i.command);

afterEach(() => vi.useRealTimers());

describe('the floor console', () => {
  it('loads the floor and sends a command with its own id, then shows the answer', async () => {
    const fake = await loaded();
    expect(fake.loadFloor.inputs()).toEqual([5]);
    walkIn(fake.actor, ' Eve Moss ');
    expect(fake.actor.getSnapshot().context.walkIn).toBe('');
    expect(sent(fake)).toEqual([{ commandId: id(0), intent: { type: 'entry.add', playerName: 'Eve Moss' } }]);
    expect(fake.kept).toEqual([
      [
        {
          commandId: id(0),
          intent: { type: 'entry.add', playerName: 'Eve Moss' },
          label: 'Enter Eve Moss (walk-in)',
        },
      ],
    ]);
    fake.sendCommand.settle({ type: 'xstate.done.actor.sendCommand', output: CAL_OUT });
    await flush();
    expect(fake.actor.getSnapshot().context.floor).toBe(CAL_OUT);
    expect(fake.actor.getSnapshot().context.queue).toEqual([]);
    expect(fake.kept.at(-1)).toEqual([]);
  });

  it('keeps commands made offline, in order, and sends them one at a time when the connection returns', async () => {
    const fake = await loaded();
    fake.actor.send({ type: 'connectivity.offline' });
    walkIn(fake.actor, 'Eve Moss');
    fake.actor.send({ type: 'entry.rebuy', entry: 2 });
    fake.actor.send({ type: 'bust.choose', entry: 3 });
    fake.actor.send({ type: 'bust.eliminator', entry: 1 });
    fake.actor.send({ type: 'bust.record' });
    expect(fake.sendCommand.calls).toHaveLength(0);
    expect(fake.actor.getSnapshot().context.queue.map((c) => c.label)).toEqual([
      'Enter Eve Moss (walk-in)',
      'Rebuy for Ben Jones',
      'Bust-out of Cal Brown by Ann Lee',
    ]);
    expect(fake.kept.at(-1)).toHaveLength(3);
    fake.actor.send({ type: 'connectivity.online' });
    expect(sent(fake)).toEqual([{ commandId: id(0), intent: { type: 'entry.add', playerName: 'Eve Moss' } }]);
    fake.sendCommand.settle({
      type: 'xstate.done.actor.sendCommand',
      output: { ...FOUR_SEATED, version: 7 },
    });
    await flush();
    expect(sent(fake)[1]).toEqual({ commandId: id(1), intent: { type: 'entry.rebuy', entry: 2 } });
    fake.sendCommand.settle({
      type: 'xstate.done.actor.sendCommand',
      output: { ...FOUR_SEATED, version: 8 },
    });
    await flush();
    expect(sent(fake)[2]).toEqual({
      commandId: id(2),
      intent: { type: 'entry.bust', entry: 3, eliminatedBy: 1 },
    });
    expect(fake.actor.getSnapshot().context.queue).toHaveLength(1);
  });

  it('resends the same command after a network failure, waiting longer each time', async () => {
    vi.useFakeTimers();
    const fake = start();
    fake.loadFloor.settle({ type: 'xstate.done.actor.loadFloor', output: FOUR_SEATED });
    await vi.advanceTimersByTimeAsync(0);
    fake.actor.send({ type: 'seats.draw' });
    fake.actor.send({ type: 'floor.undo' });
    fake.sendCommand.settle({
      type: 'xstate.error.actor.sendCommand',
      error: new TypeError('Failed to fetch'),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.actor.getSnapshot().value).toMatchObject({ sender: 'retrying' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(fake.sendCommand.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent(fake).map((c) => c.commandId)).toEqual([id(0), id(0)]);
    fake.sendCommand.settle({
      type: 'xstate.error.actor.sendCommand',
      error: refusal(503, 'Service Unavailable'),
    });
    await vi.advanceTimersByTimeAsync(3999);
    expect(fake.sendCommand.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent(fake).map((c) => c.commandId)).toEqual([id(0), id(0), id(0)]);
    expect([1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it("drops a refused command, shows the server's reason and goes on with the next", async () => {
    const fake = await loaded();
    fake.actor.send({ type: 'entry.addon', entry: 1 });
    fake.actor.send({ type: 'entry.addon', entry: 2 });
    fake.sendCommand.settle({
      type: 'xstate.error.actor.sendCommand',
      error: refusal(409, 'Ann Lee has taken the add-on.'),
    });
    await flush();
    expect(fake.actor.getSnapshot().context.error).toBe('Ann Lee has taken the add-on.');
    expect(sent(fake).map((c) => c.intent)).toEqual([
      { type: 'entry.addon', entry: 1 },
      { type: 'entry.addon', entry: 2 },
    ]);
    expect(fake.actor.getSnapshot().context.queue.map((c) => c.label)).toEqual(['Add-on for Ben Jones']);
  });

  it('sends a queue kept from before a reload first, before loading finishes', () => {
    const kept: QueuedCommand = {
      commandId: 'aaaaaaaa-bbbb-4ccc-8ddd-000000000003',
      intent: { type: 'seats.draw' },
      label: 'Draw seats',
    };
    const fake = start([kept]);
    expect(sent(fake)).toEqual([{ commandId: kept.commandId, intent: { type: 'seats.draw' } }]);
  });

  it('keeps the newest floor when answers cross', async () => {
    const fake = start();
    fake.actor.send({ type: 'walkin.change', name: 'x' });
    fake.loadFloor.settle({ type: 'xstate.done.actor.loadFloor', output: CAL_OUT });
    await flush();
    fake.actor.send({ type: 'entry.rebuy', entry: 1 });
    fake.sendCommand.settle({ type: 'xstate.done.actor.sendCommand', output: FOUR_SEATED });
    await flush();
    expect(fake.actor.getSnapshot().context.floor?.version).toBe(7);
  });

  it('offers close once one player is left, and stops at a closed event', async () => {
    const fake = await loaded(ONE_LEFT);
    expect(fake.actor.getSnapshot().can({ type: 'event.close' })).toBe(true);
    fake.actor.send({ type: 'event.close' });
    fake.sendCommand.settle({ type: 'xstate.done.actor.sendCommand', output: CLOSED });
    await flush();
    expect(fake.actor.getSnapshot().value).toMatchObject({ load: 'closed' });
  });

  it('works out the deal for the players left from their stacks', async () => {
    const fake = await loaded(CAL_OUT);
    const deal = (method: 'even' | 'chips' | 'icm') => {
      fake.actor.send({ type: 'deal.method', method });
      return dealPreview(fake.actor.getSnapshot().context);
    };
    expect(deal('even').error).toBe('Type every player’s stack.');
    for (const [entry, stack] of [
      [1, 50_000],
      [2, 30_000],
      [4, 20_000],
    ] as const)
      fake.actor.send({ type: 'stack.change', entry, stack });
    expect(deal('even').players.map((p) => p.amount)).toEqual([134, 133, 133]);
    expect(deal('chips').players.map((p) => p.amount)).toEqual([200, 120, 80]);
    const icm = deal('icm');
    expect(icm.total).toBe(400);
    expect(icm.error).toBeNull();
    fake.actor.send({ type: 'amount.change', entry: 1, amount: 180 });
    expect(dealPreview(fake.actor.getSnapshot().context).error).toMatch(/^The amounts add up to \$/);
    expect(fake.actor.getSnapshot().can({ type: 'deal.record' })).toBe(false);
  });
});
