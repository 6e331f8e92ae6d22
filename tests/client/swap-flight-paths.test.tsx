// @vitest-environment jsdom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { TicketKind } from '../../machines/shared/ticket-change';
import {
  type SwapFlightContext as Model,
  type SwapFlightEvent,
  swapFlightMachine,
} from '../../machines/swap-flight';
import { SwapFlightContext, SwapFlightPage } from '../../src/client/features/tickets/SwapFlightPage';
import type { Ticket } from '../../src/shared/contract/profile';
import type { ChangeResult, Flight } from '../../src/shared/contract/tickets';
import { button } from '../support/dom-actions';
import {
  type AnySnapshot,
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  NOT_OFFERED,
  replayPath,
} from '../support/path-harness';
import { renderFlow } from '../support/render-flow';

const venue = { id: 7, name: 'Crown Casino', friendlyUrlSlug: 'crown-casino' };
const flight = (id: number, dateTime: string): Flight => ({
  id,
  title: 'Crown Casino',
  description: 'Sunday Deepstack',
  dateTime,
  startTime: '19:00',
  buyInAmount: 50,
  venue,
});
const CURRENT = flight(10, '2026-11-22T08:00:00.000Z');
const NEXT = flight(11, '2026-11-29T08:00:00.000Z');
const TICKET: Ticket = {
  voucherGuid: '00000000-0000-4000-8000-000000000001',
  gameMembershipGuid: '00000000-0000-4000-8000-000000000101',
  redeemCode: 'K7Q2M9',
  majorEventId: null,
  majorEventName: 'State Championships',
  allowSwap: true,
  allowTransfer: true,
  autoVoucherTransfer: true,
  eventTicket: {
    id: CURRENT.id,
    selfRegistrationEnabled: true,
    dateTime: CURRENT.dateTime,
    startTime: '19:00',
    description: 'Crown Casino',
    eventStartTimeOffset: 660,
    venue,
    gameMembershipGuid: null,
    eventPrizeId: null,
    satelliteEventId: null,
  },
};
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
const INPUTS = {
  ticket: { kind: 'ticket', guid: TICKET.gameMembershipGuid },
  voucher: { kind: 'voucher', guid: TICKET.voucherGuid },
};

const cases = generatePathCases(swapFlightMachine, {
  inputs: INPUTS,
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
let load = fakeActor<{ ticket: Ticket; flights: Flight[] }, { kind: TicketKind; guid: string }>('load');
let swap = fakeActor<ChangeResult, { kind: TicketKind; guid: string; newEventId: number }>('swap');
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

const clickIfOffered = (target: HTMLButtonElement | null) => {
  if (!target || target.disabled) return NOT_OFFERED;
  fireEvent.click(target);
  return undefined;
};
const CURRENT_LABEL = 'Crown Casino, Sun, 22/11/2026 19:00';
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

const activeStep = () =>
  within(screen.getByTestId('swap-steps'))
    .getAllByRole('button')
    .findIndex((b) => b.hasAttribute('data-progress'));

function expectChoose(model: AnySnapshot) {
  const c = model.context as Model;
  expect(activeStep()).toBe(0);
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
  expect(activeStep()).toBe(1);
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Confirm and swap' }));
  expect(screen.getByText(`Please Confirm! You want to swap your ${c.kind}`)).toBeTruthy();
  expect(screen.getByTestId('swap-from').textContent).toBe(CURRENT_LABEL);
  expect(screen.getByTestId('swap-to').textContent).toBe(NEXT_LABEL);
  expect((button('Swap Flight') as HTMLButtonElement).getAttribute('data-loading') === 'true').toBe(busy);
  expect((button('Previous') as HTMLButtonElement).disabled).toBe(busy);
  const failure = screen.queryByTestId('change-failure');
  expect(failure !== null).toBe(c.failure !== null);
  if (failure) {
    expect(failure.textContent).toContain('Failed!');
    expect(failure.textContent).toContain('Something went wrong. Please see the error details below.');
    expect(failure.textContent).toContain(full.message);
  }
}

const STATES: Record<string, (model: AnySnapshot) => void> = {
  loading: (model) => {
    expect(screen.getByLabelText('Loading your ticket')).toBeTruthy();
    const c = model.context as Model;
    expect(load.inputs().at(-1)).toEqual({ kind: c.kind, guid: c.guid });
  },
  leaving: () => expect(goToProfile).toHaveBeenCalledTimes(1),
  choose: (model) => expectChoose(model),
  confirm: (model) => expectConfirm(model, false),
  swapping: (model) => {
    expectConfirm(model, true);
    const c = model.context as Model;
    expect(swap.inputs().at(-1)).toEqual({ kind: c.kind, guid: c.guid, newEventId: NEXT.id });
  },
  result: () => {
    expect(activeStep()).toBe(2);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Swap Submitted' }));
    expect(screen.getByRole('status').textContent).toBe(SUCCESS.message);
    expect(screen.getByText('You have swapped your voucher:')).toBeTruthy();
    expect(screen.getByTestId('change-from').textContent).toBe(CURRENT_LABEL);
    expect(screen.getByTestId('change-to').textContent).toBe(NEXT_LABEL);
    expect(screen.getByText('Please visit your Voucher History to view your full receipt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Dashboard' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
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
