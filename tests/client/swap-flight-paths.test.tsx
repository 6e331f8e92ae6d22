// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { TicketKind, TicketRef } from '../../machines/shared/ticket-change';
import {
  type SwapFlightContext as Model,
  type SwapFlightEvent,
  swapFlightMachine,
} from '../../machines/swap-flight';
import { SwapFlightContext, SwapFlightPage } from '../../src/client/features/tickets/SwapFlightPage';
import type { Ticket } from '../../src/shared/contract/profile';
import type { ChangeResult, Flight } from '../../src/shared/contract/tickets';
import { button, clickIfOffered } from '../support/dom-actions';
import {
  type AnySnapshot,
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  replayPath,
} from '../support/path-harness';
import { renderFlow } from '../support/render-flow';
import {
  activeStep,
  expectChangeResult,
  expectConfirmControls,
  expectLoadingTicket,
  FLIGHT_10_LABEL,
  inputsFor,
  ticketOnFlight10,
  VENUE,
} from '../support/ticket-change';

const flight = (id: number, dateTime: string): Flight => ({
  id,
  title: 'Crown Casino',
  description: 'Sunday Deepstack',
  dateTime,
  startTime: '19:00',
  buyInAmount: 50,
  venue: VENUE,
});
const CURRENT = flight(10, '2026-11-22T08:00:00.000Z');
const NEXT = flight(11, '2026-11-29T08:00:00.000Z');
const TICKET = ticketOnFlight10({
  voucherGuid: '00000000-0000-4000-8000-000000000001',
  gameMembershipGuid: '00000000-0000-4000-8000-000000000101',
  redeemCode: 'K7Q2M9',
  majorEventId: null,
  majorEventName: 'State Championships',
  allowSwap: true,
  allowTransfer: true,
  autoVoucherTransfer: true,
});
const SUCCESS: ChangeResult = {
  success: true,
  status: 'approved',
  message:
    'The request of swapping ticket to another flight: Crown Casino, Sun, 29/11/2026 19:00 has been submitted.',
};
const full = new Error('The requested flight is full.');

type Outcome = EventObject & { output?: unknown; error?: unknown };
/** A ticket's list holds the other flights; a voucher's its own too. */
const loaded = (kind: TicketKind) => ({
  ticket: TICKET,
  flights: kind === 'ticket' ? [NEXT] : [CURRENT, NEXT],
});
const OUTCOMES = (kind: TicketKind): Record<string, Outcome[]> => ({
  load: [
    { type: 'xstate.done.actor.load', output: loaded(kind) },
    { type: 'xstate.error.actor.load', error: new Error('Ticket not found.') },
  ],
  swap: [
    { type: 'xstate.done.actor.swap', output: SUCCESS },
    { type: 'xstate.error.actor.swap', error: full },
  ],
});
const USER_EVENTS: SwapFlightEvent[] = [
  { type: 'flight.select', id: CURRENT.id },
  { type: 'flight.select', id: NEXT.id },
  { type: 'flight.unselect' },
  { type: 'step.confirm' },
  { type: 'step.back' },
  { type: 'swap.submit' },
];

const cases = generatePathCases(swapFlightMachine, {
  inputs: inputsFor(TICKET),
  events: (snapshot) => [
    ...USER_EVENTS,
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES((snapshot.context as Model).kind)[id] ?? []),
  ],
  stateKey: (s) => {
    const c = s.context as Model;
    return JSON.stringify([s.value, c.kind, c.selectedId, c.failure]);
  },
});

const coverage = createCoverage(swapFlightMachine);
let load = fakeActor<{ ticket: Ticket; flights: Flight[] }, TicketRef>('load');
let swap = fakeActor<ChangeResult, TicketRef & { newEventId: number }>('swap');
let goToProfile = vi.fn();

beforeEach(() => {
  load = fakeActor('load');
  swap = fakeActor('swap');
  goToProfile = vi.fn();
});

function renderSwap(input: unknown, inspect: Coverage['inspect']) {
  const logic = swapFlightMachine.provide({
    actors: { load: load.logic, swap: swap.logic },
    actions: { goToProfile: () => goToProfile() },
  });
  return renderFlow(
    SwapFlightContext,
    { logic: logic, options: { input: input as never, inspect }, at: '/' },
    <SwapFlightPage />,
  );
}

const CURRENT_LABEL = FLIGHT_10_LABEL;
const NEXT_LABEL = 'Crown Casino, Sun, 29/11/2026 19:00';
const labelOf = (id: number) => (id === CURRENT.id ? CURRENT_LABEL : NEXT_LABEL);

const ACTIONS: Record<string, (event: EventObject) => unknown> = {
  'flight.select': (event) =>
    clickIfOffered(button(`Select ${labelOf((event as unknown as { id: number }).id)}`)),
  'flight.unselect': () =>
    clickIfOffered(
      (screen.queryAllByRole('button', { name: /^Unselect / })[0] as HTMLButtonElement | undefined) ?? null,
    ),
  'step.confirm': () => clickIfOffered(button('Confirm')),
  'step.back': () => clickIfOffered(button('Previous')),
  'swap.submit': () => clickIfOffered(button('Swap Flight')),
};

function expectChoose(model: AnySnapshot) {
  const c = model.context as Model;
  expect(activeStep('swap-steps')).toBe(0);
  expect(screen.getByRole('heading', { level: 1, name: 'Swap Event Flight' })).toBeTruthy();
  expect(document.activeElement).toBe(
    screen.getByRole('heading', { level: 2, name: 'Select another flight' }),
  );
  const rows = screen.getAllByTestId('flight').map((row) => row.getAttribute('aria-label'));
  expect(rows).toEqual(c.kind === 'ticket' ? [NEXT_LABEL] : [CURRENT_LABEL, NEXT_LABEL]);
  for (const f of c.flights) {
    const selected = c.selectedId === f.id;
    expect(button(`Unselect ${labelOf(f.id)}`) !== null).toBe(selected);
    expect(button(`Select ${labelOf(f.id)}`) !== null).toBe(!selected);
  }
  if (c.kind === 'voucher') expect(screen.getByText('Current flight')).toBeTruthy();
  const confirmable = c.selectedId > 0 && (c.kind === 'ticket' || c.selectedId !== CURRENT.id);
  expect((button('Confirm') as HTMLButtonElement).disabled).toBe(!confirmable);
}

function expectConfirm(model: AnySnapshot, busy: boolean) {
  const c = model.context as Model;
  expect(activeStep('swap-steps')).toBe(1);
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Confirm and swap' }));
  expect(screen.getByText(`Please Confirm! You want to swap your ${c.kind}`)).toBeTruthy();
  expect(screen.getByTestId('swap-from').textContent).toBe(CURRENT_LABEL);
  expect(screen.getByTestId('swap-to').textContent).toBe(NEXT_LABEL);
  expectConfirmControls('Swap Flight', busy, c.failure === null ? null : full.message);
}

const STATES: Record<string, (model: AnySnapshot) => void> = {
  loading: (model) => expectLoadingTicket(load, model.context as Model),
  leaving: () => expect(goToProfile).toHaveBeenCalledTimes(1),
  choose: (model) => expectChoose(model),
  confirm: (model) => expectConfirm(model, false),
  swapping: (model) => {
    expectConfirm(model, true);
    const c = model.context as Model;
    expect(swap.inputs().at(-1)).toEqual({ kind: c.kind, guid: c.guid, newEventId: NEXT.id });
  },
  result: () => {
    expect(activeStep('swap-steps')).toBe(2);
    expectChangeResult({
      title: 'Swap Submitted',
      message: SUCCESS.message,
      done: 'You have swapped your voucher:',
      from: CURRENT_LABEL,
      to: NEXT_LABEL,
    });
  },
};

describe('swap flight: the model’s paths on Swap Event Flight (ticket and voucher)', () => {
  it('generates a manageable set of paths', () => {
    expect(cases.length).toBeGreaterThan(10);
    expect(cases.length).toBeLessThan(200);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(swapFlightMachine, c, {
      render: renderSwap,
      events: ACTIONS,
      fakes: { load, swap },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
