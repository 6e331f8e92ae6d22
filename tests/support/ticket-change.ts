import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { TicketRef } from '../../machines/shared/ticket-change';
import type { Ticket } from '../../src/shared/contract/profile';
import { button } from './dom-actions';

/** What the swap-flight and transfer-ticket path tests share: a ticket, and the spec's step and result screens. */

export const VENUE = { id: 7, name: 'Crown Casino', friendlyUrlSlug: 'crown-casino' };

/** A ticket for Crown Casino's flight 10, Sun 22/11/2026 19:00; the rest is each test's. */
export const ticketOnFlight10 = (rest: Omit<Ticket, 'eventTicket'>): Ticket => ({
  ...rest,
  eventTicket: {
    id: 10,
    selfRegistrationEnabled: false,
    dateTime: '2026-11-22T08:00:00.000Z',
    startTime: '19:00',
    description: 'Crown Casino',
    eventStartTimeOffset: 660,
    venue: VENUE,
    gameMembershipGuid: null,
    eventPrizeId: null,
    satelliteEventId: null,
  },
});
export const FLIGHT_10_LABEL = 'Crown Casino, Sun, 22/11/2026 19:00';

/** The two ways into a wizard: the ticket's address and the voucher's. */
export const inputsFor = (ticket: Ticket) => ({
  ticket: { kind: 'ticket', guid: ticket.gameMembershipGuid },
  voucher: { kind: 'voucher', guid: ticket.voucherGuid },
});

/** The step the stepper shows as current (0, 1 or 2). */
export const activeStep = (stepsTestId: string) =>
  within(screen.getByTestId(stepsTestId))
    .getAllByRole('button')
    .findIndex((b) => b.hasAttribute('data-progress'));

/** While the ticket loads: the loader, and the load asked for the route's ticket or voucher. */
export function expectLoadingTicket(load: { inputs: () => unknown[] }, ref: TicketRef) {
  expect(screen.getByLabelText('Loading your ticket')).toBeTruthy();
  expect(load.inputs().at(-1)).toEqual({ kind: ref.kind, guid: ref.guid });
}

/** Step 1's controls: the submit button loading and Previous disabled while the change is sent; the last failure. */
export function expectConfirmControls(submit: string, busy: boolean, failure: string | null) {
  expect((button(submit) as HTMLButtonElement).getAttribute('data-loading') === 'true').toBe(busy);
  expect((button('Previous') as HTMLButtonElement).disabled).toBe(busy);
  expectChangeFailure(failure);
}

/** The confirm step's failure panel (member spec, "Result screen"): shown with the server's message, or not at all. */
function expectChangeFailure(message: string | null) {
  const failure = screen.queryByTestId('change-failure');
  expect(failure !== null).toBe(message !== null);
  if (failure && message !== null) {
    expect(failure.textContent).toContain('Failed!');
    expect(failure.textContent).toContain('Something went wrong. Please see the error details below.');
    expect(failure.textContent).toContain(message);
  }
}

/** The result screen (member spec, "Result screen"), its heading focused. */
export function expectChangeResult(r: {
  title: string;
  message: string;
  done: string;
  from: string;
  to: string;
}) {
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: r.title }));
  expect(screen.getByRole('status').textContent).toBe(r.message);
  expect(screen.getByText(r.done)).toBeTruthy();
  expect(screen.getByTestId('change-from').textContent).toBe(r.from);
  expect(screen.getByTestId('change-to').textContent).toBe(r.to);
  expect(screen.getByText('Please visit your Voucher History to view your full receipt.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'My Dashboard' }).getAttribute('href')).toBe('/profile');
  expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
}
