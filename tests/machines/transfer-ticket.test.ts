import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { TicketKind, TicketRef } from '../../machines/shared/ticket-change';
import { transferTicketMachine } from '../../machines/transfer-ticket';
import type { Ticket } from '../../src/shared/contract/profile';
import type { PlayerSearchBody, PlayerSearchResult } from '../../src/shared/contract/ptc';
import type { ChangeResult } from '../../src/shared/contract/tickets';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the page: tests/client/transfer-ticket-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const TICKET = { guid: 'g-1' } as unknown as Ticket;
const player = (id: number, membershipId: number | null) =>
  ({ id, membershipId }) as unknown as PlayerSearchResult;
const PLAYERS = [player(1, 5001), player(2, null), player(3, 5003)];
const EMPTY = { firstName: '', lastName: '', cardNumber: '' };
const TYPED = { ...EMPTY, firstName: 'Ava' };
const RESULT = { pending: false } as unknown as ChangeResult;

function start(kind: TicketKind = 'ticket') {
  const loadTicket = fakeActor<Ticket, TicketRef>('loadTicket');
  const searchPlayers = fakeActor<PlayerSearchResult[], Omit<PlayerSearchBody, 'mode'>>('searchPlayers');
  const transfer = fakeActor<ChangeResult, TicketRef & { toMembershipId: number }>('transfer');
  const goToProfile = vi.fn();
  const actor = createActor(
    transferTicketMachine.provide({
      actors: { loadTicket: loadTicket.logic, searchPlayers: searchPlayers.logic, transfer: transfer.logic },
      actions: { goToProfile },
    }),
    { input: { kind, guid: 'g-1' } },
  ).start();
  return { actor, loadTicket, searchPlayers, transfer, goToProfile };
}

async function withPlayers(kind: TicketKind = 'ticket') {
  const fake = start(kind);
  fake.loadTicket.settle({ type: 'xstate.done.actor.loadTicket', output: TICKET });
  await flush();
  fake.actor.send({ type: 'search.change', field: 'firstName', value: 'Ava' });
  fake.actor.send({ type: 'search.submit' });
  fake.searchPlayers.settle({ type: 'xstate.done.actor.searchPlayers', output: PLAYERS });
  await flush();
  return fake;
}

describe('transfer a ticket', () => {
  it('loads the ticket, then offers the player search on step 0', async () => {
    const { actor, loadTicket } = start('voucher');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(loadTicket.inputs()).toEqual([{ kind: 'voucher', guid: 'g-1' }]);
    loadTicket.settle({ type: 'xstate.done.actor.loadTicket', output: TICKET });
    await flush();
    expect(actor.getSnapshot().hasTag('step0')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      ticket: TICKET,
      searchDraft: EMPTY,
      players: [],
      searched: false,
      selected: null,
    });
  });

  it('a failed load sends the member to the profile', async () => {
    const { loadTicket, goToProfile } = start();
    loadTicket.settle({ type: 'xstate.error.actor.loadTicket', error: new Error('Not found') });
    await flush();
    expect(goToProfile).toHaveBeenCalledTimes(1);
  });

  it('searches players with what was typed and lists them', async () => {
    const { actor, searchPlayers } = await withPlayers();
    expect(searchPlayers.inputs()).toEqual([TYPED]);
    expect(actor.getSnapshot().context).toMatchObject({
      players: PLAYERS,
      searched: true,
      searchError: null,
    });
  });

  it('picks a listed player; Confirm needs one with a membership', async () => {
    const { actor } = await withPlayers();
    expect(actor.getSnapshot().can({ type: 'step.confirm' })).toBe(false);
    actor.send({ type: 'player.select', player: player(9, 5009) });
    expect(actor.getSnapshot().context.selected).toBeNull();
    actor.send({ type: 'player.select', player: PLAYERS[1] as PlayerSearchResult });
    expect(actor.getSnapshot().context.selected).toEqual(PLAYERS[1]);
    expect(actor.getSnapshot().can({ type: 'player.select', player: PLAYERS[1] as PlayerSearchResult })).toBe(
      false,
    );
    actor.send({ type: 'step.confirm' });
    expect(actor.getSnapshot().hasTag('step0')).toBe(true);
    actor.send({ type: 'player.select', player: PLAYERS[2] as PlayerSearchResult });
    actor.send({ type: 'step.confirm' });
    expect(actor.getSnapshot().hasTag('step1')).toBe(true);
  });

  it('a new search drops the player picked; a failed search shows its message and no players', async () => {
    const { actor, searchPlayers } = await withPlayers();
    actor.send({ type: 'player.select', player: PLAYERS[0] as PlayerSearchResult });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('step0')).toBe(true);
    expect(actor.getSnapshot().context.selected).toBeNull();
    searchPlayers.settle({ type: 'xstate.error.actor.searchPlayers', error: new Error('Too many results') });
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      players: [],
      searched: false,
      searchError: 'Too many results',
    });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().context.searchError).toBeNull();
    searchPlayers.settle({ type: 'xstate.error.actor.searchPlayers', error: null });
    await flush();
    expect(actor.getSnapshot().context.searchError).toBe('Something went wrong. Please try again.');
  });

  it('keeps what was typed through a search and a failed one; the search starts empty after Previous', async () => {
    const { actor, searchPlayers } = await withPlayers();
    actor.send({ type: 'search.change', field: 'lastName', value: 'Smith' });
    actor.send({ type: 'search.submit' });
    actor.send({ type: 'search.change', field: 'cardNumber', value: '100001' });
    searchPlayers.settle({ type: 'xstate.error.actor.searchPlayers', error: new Error('Too many results') });
    await flush();
    const typed = { firstName: 'Ava', lastName: 'Smith', cardNumber: '100001' };
    expect(actor.getSnapshot().context.searchDraft).toEqual(typed);
    expect(searchPlayers.inputs().at(-1)).toEqual({ ...typed, cardNumber: '' });
    actor.send({ type: 'search.submit' });
    searchPlayers.settle({ type: 'xstate.done.actor.searchPlayers', output: PLAYERS });
    await flush();
    actor.send({ type: 'player.select', player: PLAYERS[0] as PlayerSearchResult });
    actor.send({ type: 'step.confirm' });
    expect(actor.getSnapshot().can({ type: 'search.change', field: 'firstName', value: 'A' })).toBe(false);
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().context.searchDraft).toEqual(EMPTY);
  });

  it("transfers to the player's membership and shows the result on step 2", async () => {
    const { actor, transfer } = await withPlayers('voucher');
    actor.send({ type: 'player.select', player: PLAYERS[2] as PlayerSearchResult });
    actor.send({ type: 'step.confirm' });
    actor.send({ type: 'transfer.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('step1')).toBe(true);
    expect(transfer.inputs()).toEqual([{ kind: 'voucher', guid: 'g-1', toMembershipId: 5003 }]);
    transfer.settle({ type: 'xstate.done.actor.transfer', output: RESULT });
    await flush();
    expect(actor.getSnapshot().hasTag('step2')).toBe(true);
    expect(actor.getSnapshot().context.result).toEqual(RESULT);
  });

  it("a failed transfer stays on step 1 with the server's message; trying again or going back clears it", async () => {
    const { actor, transfer } = await withPlayers();
    actor.send({ type: 'player.select', player: PLAYERS[0] as PlayerSearchResult });
    actor.send({ type: 'step.confirm' });
    actor.send({ type: 'transfer.submit' });
    transfer.settle({ type: 'xstate.error.actor.transfer', error: new Error('Player is suspended') });
    await flush();
    expect(actor.getSnapshot().hasTag('step1')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.failure).toBe('Player is suspended');
    actor.send({ type: 'transfer.submit' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    transfer.settle({ type: 'xstate.error.actor.transfer', error: new Error('') });
    await flush();
    expect(actor.getSnapshot().context.failure).toBe('Something went wrong. Please try again.');
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().hasTag('step0')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ failure: null, selected: PLAYERS[0] });
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(transferTicketMachine)).toEqual({
      loadTicket: 'loadTicket not provided',
      searchPlayers: 'searchPlayers not provided',
      transfer: 'transfer not provided',
    });
  });
});
