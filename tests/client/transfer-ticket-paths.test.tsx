// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { TicketKind, TicketRef } from '../../machines/shared/ticket-change';
import {
  type TransferTicketContext as Model,
  type TransferTicketEvent,
  transferTicketMachine,
} from '../../machines/transfer-ticket';
import {
  TransferTicketContext,
  TransferTicketPage,
} from '../../src/client/features/tickets/TransferTicketPage';
import type { Ticket } from '../../src/shared/contract/profile';
import type { PlayerSearchBody, PlayerSearchResult } from '../../src/shared/contract/ptc';
import type { ChangeResult } from '../../src/shared/contract/tickets';
import { button, clickIfOffered } from '../support/dom-actions';
import {
  type AnySnapshot,
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  NOT_OFFERED,
  type PathStep,
  replayPath,
} from '../support/path-harness';
import { expectPlayerSearch, SEARCH_CHANGES, typeSearchField } from '../support/player-search';
import { renderFlow } from '../support/render-flow';
import {
  activeStep,
  expectChangeResult,
  expectConfirmControls,
  expectLoadingTicket,
  FLIGHT_10_LABEL,
  inputsFor,
  ticketOnFlight10,
} from '../support/ticket-change';

const ticketFor = (autoVoucherTransfer: boolean) =>
  ticketOnFlight10({
    voucherGuid: '00000000-0000-4000-8000-000000000003',
    gameMembershipGuid: '00000000-0000-4000-8000-000000000103',
    redeemCode: null,
    majorEventId: null,
    majorEventName: 'Grand Final',
    allowSwap: false,
    allowTransfer: true,
    autoVoucherTransfer,
  });
const AUTOMATIC = ticketFor(true);
const MANUAL = ticketFor(false);
const TICKET_LABEL = FLIGHT_10_LABEL;

const RILEY: PlayerSearchResult = {
  id: 2,
  name: 'Riley Ashford',
  cardNumber: '100001',
  membershipId: 100_001,
  lastPlayedEvent: { title: 'Monday League', stateName: 'Victoria', dateTime: '2026-11-16T09:00:00.000Z' },
};
const DONE: ChangeResult = {
  success: true,
  status: 'approved',
  message: 'The ticket was transferred to Riley Ashford (100001).',
};
const PENDING: ChangeResult = {
  success: true,
  status: 'pending',
  message:
    'Your request to transfer the ticket to Riley Ashford (100001) is waiting for approval (up to 1 business day).',
};
const refused = new Error('No active member has the membership number 100001.');
const offline = new Error('The server is offline');

type Outcome = EventObject & { output?: unknown; error?: unknown };
const OUTCOMES: Record<string, Outcome[]> = {
  loadTicket: [
    { type: 'xstate.done.actor.loadTicket', output: AUTOMATIC },
    { type: 'xstate.done.actor.loadTicket', output: MANUAL },
    { type: 'xstate.error.actor.loadTicket', error: new Error('Ticket not found.') },
  ],
  searchPlayers: [
    { type: 'xstate.done.actor.searchPlayers', output: [RILEY] },
    { type: 'xstate.done.actor.searchPlayers', output: [] },
    { type: 'xstate.error.actor.searchPlayers', error: offline },
  ],
  transfer: [
    { type: 'xstate.done.actor.transfer', output: DONE },
    { type: 'xstate.done.actor.transfer', output: PENDING },
    { type: 'xstate.error.actor.transfer', error: refused },
  ],
};
const USER_EVENTS: TransferTicketEvent[] = [
  ...SEARCH_CHANGES,
  { type: 'search.submit' },
  { type: 'player.select', player: RILEY },
  { type: 'step.confirm' },
  { type: 'step.back' },
  { type: 'transfer.submit' },
];

const cases = generatePathCases(transferTicketMachine, {
  inputs: inputsFor(AUTOMATIC),
  events: (snapshot) => [
    ...USER_EVENTS,
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
  ],
  stateKey: (s) => {
    const c = s.context as Model;
    return JSON.stringify([
      s.value,
      c.kind,
      c.ticket?.autoVoucherTransfer,
      c.players.length,
      c.searched,
      c.selected?.id,
      c.searchError !== null,
      c.failure !== null,
    ]);
  },
});

const coverage = createCoverage(transferTicketMachine);
let loadTicket = fakeActor<Ticket, TicketRef>('loadTicket');
let search = fakeActor<PlayerSearchResult[], Omit<PlayerSearchBody, 'mode'>>('searchPlayers');
let transfer = fakeActor<ChangeResult, TicketRef & { toMembershipId: number }>('transfer');
let goToProfile = vi.fn();

beforeEach(() => {
  loadTicket = fakeActor('loadTicket');
  search = fakeActor('searchPlayers');
  transfer = fakeActor('transfer');
  goToProfile = vi.fn();
});

function renderTransfer(input: unknown, inspect: Coverage['inspect']) {
  const logic = transferTicketMachine.provide({
    actors: { loadTicket: loadTicket.logic, searchPlayers: search.logic, transfer: transfer.logic },
    actions: { goToProfile: () => goToProfile() },
  });
  return renderFlow(
    TransferTicketContext,
    { logic: logic, options: { input: input as never, inspect }, at: '/' },
    <TransferTicketPage />,
  );
}

const submitLabel = (kind: TicketKind) => (kind === 'ticket' ? 'Transfer Ticket' : 'Transfer Voucher');

const ACTIONS: Record<string, (event: EventObject) => unknown> = {
  'search.change': typeSearchField,
  'search.submit': () => {
    const search = button('Search');
    if (!search || search.getAttribute('data-loading') === 'true') return NOT_OFFERED;
    fireEvent.click(search);
  },
  'player.select': () => {
    const radio = screen.queryByRole('radio', { name: 'Select Riley Ashford' }) as HTMLInputElement | null;
    if (!radio || radio.checked || button('Search')?.getAttribute('data-loading') === 'true')
      return NOT_OFFERED;
    fireEvent.click(radio);
  },
  'step.confirm': () => clickIfOffered(button('Confirm')),
  'step.back': () => clickIfOffered(button('Previous')),
  'transfer.submit': () => clickIfOffered(button('Transfer Ticket') ?? button('Transfer Voucher')),
};

function expectTitle(kind: TicketKind) {
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
    kind === 'ticket' ? 'Transfer Event Ticket to Another Player' : 'Transfer Voucher to Another Player',
  );
}

function expectNote(c: Model) {
  const note = screen.getByTestId('transfer-note');
  expect(note.textContent).toContain(
    c.ticket?.autoVoucherTransfer ? 'Transfers are immediate and irreversible.' : 'up to 1 business day',
  );
  expect(within(note).getByRole('link').getAttribute('href')).toBe('/about/voucher');
}

function expectChoose(model: AnySnapshot, history: readonly PathStep[], searching: boolean) {
  const c = model.context as Model;
  expectTitle(c.kind);
  expect(activeStep('transfer-steps')).toBe(0);
  expect(document.activeElement).toBe(
    screen.getByRole('heading', { level: 2, name: `Select player who will receive the ${c.kind}` }),
  );
  expect(screen.queryByTestId('search-hint') !== null).toBe(c.kind === 'voucher');
  expect(screen.queryByRole('alert', { name: /Player search failed/ }) !== null).toBe(c.searchError !== null);
  const table = screen.queryByRole('table', { name: 'Players found' });
  expect(table !== null).toBe(c.searched && c.players.length > 0);
  expect(screen.queryByText('No players found.') !== null).toBe(c.searched && c.players.length === 0);
  if (table) {
    const radio = screen.getByRole('radio', { name: 'Select Riley Ashford' }) as HTMLInputElement;
    expect(radio.checked).toBe(c.selected?.id === RILEY.id);
    expect(within(table).getByText('Monday League, Victoria, 16/11/2026')).toBeTruthy();
  }
  expect((button('Search') as HTMLButtonElement).getAttribute('data-loading') === 'true').toBe(searching);
  // The search is on screen on step 0.
  expectPlayerSearch(history, (state) => state.hasTag('step0'), search.inputs().at(-1));
  expect((button('Confirm') as HTMLButtonElement).disabled).toBe(!(c.selected?.membershipId ?? 0));
  expectNote(c);
}

function expectConfirm(model: AnySnapshot, busy: boolean) {
  const c = model.context as Model;
  expectTitle(c.kind);
  expect(activeStep('transfer-steps')).toBe(1);
  expect(document.activeElement).toBe(
    screen.getByRole('heading', { level: 2, name: 'Confirm and transfer' }),
  );
  expect(screen.getByTestId('transfer-ticket').textContent).toBe(TICKET_LABEL);
  expect(screen.getByTestId('transfer-player').textContent).toBe('Riley Ashford (100001)');
  expectNote(c);
  expectConfirmControls(submitLabel(c.kind), busy, c.failure === null ? null : refused.message);
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: (model) => expectLoadingTicket(loadTicket, model.context as Model),
  leaving: () => expect(goToProfile).toHaveBeenCalledTimes(1),
  'choose.idle': (model, history) => expectChoose(model, history, false),
  'choose.searching': (model, history) => expectChoose(model, history, true),
  confirm: (model) => expectConfirm(model, false),
  transferring: (model) => {
    expectConfirm(model, true);
    const c = model.context as Model;
    expect(transfer.inputs().at(-1)).toEqual({ kind: c.kind, guid: c.guid, toMembershipId: 100_001 });
  },
  result: (model) => {
    const c = model.context as Model;
    expect(activeStep('transfer-steps')).toBe(2);
    const pending = c.result?.status === 'pending';
    expectChangeResult({
      title: pending ? 'Transfer Request Submitted' : 'Successfully Transferred',
      message: pending ? PENDING.message : DONE.message,
      done: 'You have transferred your voucher:',
      from: TICKET_LABEL,
      to: 'Riley Ashford (100001)',
    });
  },
};

describe('transfer ticket: the model’s paths on the transfer screens (ticket and voucher)', () => {
  it('generates a manageable set of paths', () => {
    expect(cases.length).toBeGreaterThan(10);
    expect(cases.length).toBeLessThan(300);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(transferTicketMachine, c, {
      render: renderTransfer,
      events: ACTIONS,
      fakes: { loadTicket, searchPlayers: search, transfer },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
