import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { TicketKind, TicketRef } from '../../machines/shared/ticket-change';
import { swapFlightMachine } from '../../machines/swap-flight';
import type { Ticket } from '../../src/shared/contract/profile';
import type { ChangeResult, Flight } from '../../src/shared/contract/tickets';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the page: tests/client/swap-flight-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The voucher's own flight is 21; 22 and 23 are the others. */
const TICKET = { eventTicket: { id: 21 } } as unknown as Ticket;
const FLIGHTS = [{ id: 21 }, { id: 22 }, { id: 23 }] as unknown as Flight[];
const RESULT = { message: 'Swapped' } as unknown as ChangeResult;

function start(kind: TicketKind = 'voucher') {
  const load = fakeActor<{ ticket: Ticket; flights: Flight[] }, TicketRef>('load');
  const swap = fakeActor<ChangeResult, TicketRef & { newEventId: number }>('swap');
  const goToProfile = vi.fn();
  const actor = createActor(
    swapFlightMachine.provide({ actors: { load: load.logic, swap: swap.logic }, actions: { goToProfile } }),
    { input: { kind, guid: 'g-1' } },
  ).start();
  return { actor, load, swap, goToProfile };
}

async function choosing(kind: TicketKind = 'voucher') {
  const fake = start(kind);
  fake.load.settle({ type: 'xstate.done.actor.load', output: { ticket: TICKET, flights: FLIGHTS } });
  await flush();
  return fake;
}

describe('swap event flight', () => {
  it('loads the ticket and its flights, then lists them on step 0 with none chosen', async () => {
    const { actor, load } = start('ticket');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      kind: 'ticket',
      guid: 'g-1',
      ticket: null,
      flights: [],
      selectedId: 0,
      result: null,
      failure: null,
    });
    expect(actor.getSnapshot().hasTag('step0')).toBe(false);
    expect(load.inputs()).toEqual([{ kind: 'ticket', guid: 'g-1' }]);
    load.settle({ type: 'xstate.done.actor.load', output: { ticket: TICKET, flights: FLIGHTS } });
    await flush();
    expect(actor.getSnapshot().hasTag('step0')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      ticket: TICKET,
      flights: FLIGHTS,
      selectedId: 0,
      failure: null,
    });
  });

  it('a failed load sends the member to the profile', async () => {
    const { actor, load, goToProfile } = start();
    load.settle({ type: 'xstate.error.actor.load', error: new Error('Not found') });
    await flush();
    expect(goToProfile).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('selects a listed flight, unselects it, and ignores flights not listed', async () => {
    const { actor } = await choosing();
    const selected = () => actor.getSnapshot().context.selectedId;
    actor.send({ type: 'flight.select', id: 99 });
    expect(selected()).toBe(0);
    expect(actor.getSnapshot().can({ type: 'flight.unselect' })).toBe(false);
    actor.send({ type: 'flight.select', id: 22 });
    expect(selected()).toBe(22);
    expect(actor.getSnapshot().can({ type: 'flight.select', id: 22 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'flight.select', id: 23 })).toBe(true);
    actor.send({ type: 'flight.unselect' });
    expect(selected()).toBe(0);
  });

  it('Confirm needs a flight, for a voucher one other than its own; a ticket may keep its own', async () => {
    const voucher = await choosing('voucher');
    expect(voucher.actor.getSnapshot().can({ type: 'step.confirm' })).toBe(false);
    voucher.actor.send({ type: 'flight.select', id: 21 });
    voucher.actor.send({ type: 'step.confirm' });
    expect(voucher.actor.getSnapshot().hasTag('step0')).toBe(true);
    voucher.actor.send({ type: 'flight.select', id: 23 });
    voucher.actor.send({ type: 'step.confirm' });
    expect(voucher.actor.getSnapshot().hasTag('step1')).toBe(true);

    const ticket = await choosing('ticket');
    ticket.actor.send({ type: 'flight.select', id: 21 });
    ticket.actor.send({ type: 'step.confirm' });
    expect(ticket.actor.getSnapshot().hasTag('step1')).toBe(true);
  });

  it('a voucher not yet tied to a flight may confirm any listed one', async () => {
    const { actor, load } = start('voucher');
    const unbound = { ...TICKET, eventTicket: null } as Ticket;
    load.settle({ type: 'xstate.done.actor.load', output: { ticket: unbound, flights: FLIGHTS } });
    await flush();
    actor.send({ type: 'flight.select', id: 21 });
    actor.send({ type: 'step.confirm' });
    expect(actor.getSnapshot().hasTag('step1')).toBe(true);
  });

  it('swaps to the chosen flight and shows the result on step 2', async () => {
    const { actor, swap } = await choosing();
    actor.send({ type: 'flight.select', id: 22 });
    actor.send({ type: 'step.confirm' });
    actor.send({ type: 'swap.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('step1')).toBe(true);
    expect(swap.inputs()).toEqual([{ kind: 'voucher', guid: 'g-1', newEventId: 22 }]);
    swap.settle({ type: 'xstate.done.actor.swap', output: RESULT });
    await flush();
    expect(actor.getSnapshot().hasTag('step2')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.result).toEqual(RESULT);
  });

  it("a failed swap stays on step 1 with the server's message; trying again or going back clears it", async () => {
    const { actor, swap } = await choosing();
    actor.send({ type: 'flight.select', id: 22 });
    actor.send({ type: 'step.confirm' });
    actor.send({ type: 'swap.submit' });
    swap.settle({ type: 'xstate.error.actor.swap', error: new Error('The flight is full') });
    await flush();
    expect(actor.getSnapshot().hasTag('step1')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.failure).toBe('The flight is full');
    actor.send({ type: 'swap.submit' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    swap.settle({ type: 'xstate.error.actor.swap', error: 'offline' });
    await flush();
    expect(actor.getSnapshot().context.failure).toBe('Something went wrong. Please try again.');
    actor.send({ type: 'swap.submit' });
    swap.settle({ type: 'xstate.error.actor.swap', error: new Error('') });
    await flush();
    expect(actor.getSnapshot().context.failure).toBe('Something went wrong. Please try again.');
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().hasTag('step0')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ failure: null, selectedId: 22 });
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(swapFlightMachine)).toEqual({
      load: 'load not provided',
      swap: 'swap not provided',
    });
  });
});
