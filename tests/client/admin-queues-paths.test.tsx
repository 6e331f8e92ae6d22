// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  type AdminQueuesEvent,
  adminQueuesMachine,
  type AdminQueuesContext as MachineContext,
  type QueueAction,
  type StaffQueues,
} from '../../machines/admin-queues';
import { AdminQueuesContext, AdminQueuesPage } from '../../src/client/features/admin-queues/AdminQueuesPage';
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
import { renderFlow } from '../support/render-flow';

const QUEUES: StaffQueues = {
  avatars: [
    {
      id: 11,
      membershipId: 100_001,
      name: 'Riley Ashford',
      url: `/avatars/${'a'.repeat(32)}.png?v=1`,
      createdAt: '2026-11-20T01:30:00.000Z',
    },
  ],
  transfers: [
    {
      id: 21,
      requestType: 2,
      requestDate: '2026-11-21T03:00:00.000Z',
      member: 'Mia Callaghan',
      requestPlayer: 'Riley Ashford',
      currentEvent: 'Sunday Main Event',
      requestEvent: null,
    },
  ],
  deletions: [
    {
      id: 31,
      status: 'pending',
      createdAt: '2026-11-20T01:30:00.000Z',
      firstName: 'Sam',
      lastName: 'Lee',
      cardNumber: '100123',
      email: 'sam@example.org',
      mobile: '0412000111',
      reason: 'I no longer play.',
      account: {
        memberId: 501,
        membershipId: 100_123,
        name: 'Sam Lee',
        email: 'sam@example.org',
        mobile: '0412000111',
        dateOfBirth: '1990-04-01',
        suburb: 'Fitzroy 3065',
      },
    },
    {
      id: 32,
      status: 'verified',
      createdAt: '2026-11-21T03:00:00.000Z',
      firstName: 'Jo',
      lastName: 'Park',
      cardNumber: null,
      email: 'jo@example.org',
      mobile: null,
      reason: 'Moving overseas.',
      account: {
        memberId: 502,
        membershipId: 100_124,
        name: 'Jo Park',
        email: 'jo@example.org',
        mobile: null,
        dateOfBirth: null,
        suburb: null,
      },
    },
    {
      id: 33,
      status: 'erased',
      createdAt: '2026-11-19T03:00:00.000Z',
      firstName: 'Deleted',
      lastName: 'player 503',
      cardNumber: null,
      email: '',
      mobile: null,
      reason: '',
      account: {
        memberId: 503,
        membershipId: 100_125,
        name: 'Deleted player 503',
        email: null,
        mobile: null,
        dateOfBirth: null,
        suburb: null,
      },
    },
  ],
  purchases: [
    {
      id: 41,
      orderId: 'APL-T41',
      createdAt: '2026-11-20T01:30:00.000Z',
      member: 'Mia Callaghan',
      membershipId: 100_000,
      event: 'Sunday Main Event',
      ptcAmount: 5,
      cardAmountCents: 2500,
      surchargeCents: 50,
      status: 'issued',
      ticketUsed: false,
    },
    {
      id: 42,
      orderId: 'APL-T42',
      createdAt: '2026-11-21T03:00:00.000Z',
      member: 'Riley Ashford',
      membershipId: 100_001,
      event: 'Monday League',
      ptcAmount: 0,
      cardAmountCents: 1000,
      surchargeCents: 20,
      status: 'refunded',
      ticketUsed: false,
    },
  ],
};
const EMPTY: StaffQueues = { avatars: [], transfers: [], deletions: [], purchases: [] };
const REASON = 'Not eligible for this series.';
const DONE = 'Avatar approved.';
const REFUSED = 'This request has already been answered.';

type Outcome = EventObject & { output?: unknown; error?: unknown };
const OUTCOMES: Record<string, Outcome[]> = {
  loadQueues: [
    { type: 'xstate.done.actor.loadQueues', output: QUEUES },
    { type: 'xstate.done.actor.loadQueues', output: EMPTY },
    { type: 'xstate.error.actor.loadQueues', error: new Error('The server is offline') },
  ],
  act: [
    { type: 'xstate.done.actor.act', output: { message: DONE } },
    { type: 'xstate.error.actor.act', error: new Error(REFUSED) },
  ],
};
const USER_EVENTS: AdminQueuesEvent[] = [
  { type: 'queues.retry' },
  { type: 'avatar.approve', id: 11 },
  { type: 'avatar.reject', id: 11 },
  { type: 'transfer.approve', id: 21 },
  { type: 'transfer.reject', id: 21 },
  { type: 'reason.change', value: '  ' },
  { type: 'reason.change', value: REASON },
  { type: 'reject.submit' },
  { type: 'reject.cancel' },
  { type: 'deletion.verify', id: 31, memberId: 501 },
  { type: 'deletion.erase', id: 32 },
  { type: 'erase.confirm' },
  { type: 'erase.cancel' },
  { type: 'search.change', value: 'APL-T41' },
  { type: 'search.submit' },
  { type: 'refund.start', id: 41 },
  { type: 'refund.submit' },
  { type: 'refund.cancel' },
];

const cases = generatePathCases(adminQueuesMachine, {
  inputs: { admin: undefined },
  events: (snapshot) => [
    ...USER_EVENTS,
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
  ],
});

const coverage = createCoverage(adminQueuesMachine);
let loadQueues = fakeActor<StaffQueues, { search: string }>('loadQueues');
let answer = fakeActor<{ message: string }, QueueAction>('act');
beforeEach(() => {
  loadQueues = fakeActor<StaffQueues, { search: string }>('loadQueues');
  answer = fakeActor<{ message: string }, QueueAction>('act');
});

function renderPage(_input: unknown, inspect: Coverage['inspect']) {
  return renderFlow(
    AdminQueuesContext,
    {
      logic: adminQueuesMachine.provide({ actors: { loadQueues: loadQueues.logic, act: answer.logic } }),
      options: { inspect },
    },
    <AdminQueuesPage />,
  );
}

const ITEM_BUTTONS = [
  'Approve the avatar of Riley Ashford',
  'Reject the avatar of Riley Ashford',
  'Approve the transfer from Mia Callaghan to Riley Ashford',
  'Reject the transfer from Mia Callaghan to Riley Ashford',
  'Verify the request of Sam Lee',
  'Erase the account of Jo Park',
  'Refund APL-T41',
];
const reasonField = () =>
  screen.queryByLabelText(/^Reason (the member will see|for the refund)/, {
    selector: 'textarea',
  }) as HTMLTextAreaElement | null;
const searchField = () =>
  screen.queryByLabelText(/^Order number, membership number or e-mail/, {
    selector: 'input',
  }) as HTMLInputElement | null;
const refundForm = () => screen.queryByRole('form', { name: 'Refund APL-T41' });
const confirmation = () => screen.queryByRole('group', { name: 'Erase Jo Park?' });
const rejection = () => screen.queryByRole('form', { name: 'Reject the transfer from Mia Callaghan' });

const ACTIONS = {
  'queues.retry': () => clickIfOffered(button('Try again')),
  'avatar.approve': () => clickIfOffered(button('Approve the avatar of Riley Ashford')),
  'avatar.reject': () => clickIfOffered(button('Reject the avatar of Riley Ashford')),
  'transfer.approve': () =>
    clickIfOffered(button('Approve the transfer from Mia Callaghan to Riley Ashford')),
  'transfer.reject': () => clickIfOffered(button('Reject the transfer from Mia Callaghan to Riley Ashford')),
  'reason.change': (event: EventObject) => {
    const field = reasonField();
    if (!field) return NOT_OFFERED;
    fireEvent.change(field, {
      target: { value: (event as Extract<AdminQueuesEvent, { type: 'reason.change' }>).value },
    });
  },
  'reject.submit': () => clickIfOffered(button('Reject transfer')),
  'reject.cancel': () => {
    const form = rejection();
    return clickIfOffered(form ? within(form).getByRole('button', { name: 'Cancel' }) : null);
  },
  'deletion.verify': () => clickIfOffered(button('Verify the request of Sam Lee')),
  'deletion.erase': () => clickIfOffered(button('Erase the account of Jo Park')),
  'erase.confirm': () => clickIfOffered(button('Erase personal data')),
  'search.change': (event: EventObject) => {
    const field = searchField();
    if (!field || field.disabled) return NOT_OFFERED;
    fireEvent.change(field, {
      target: { value: (event as Extract<AdminQueuesEvent, { type: 'search.change' }>).value },
    });
  },
  'search.submit': () => clickIfOffered(button('Search')),
  'refund.start': () => clickIfOffered(button('Refund APL-T41')),
  'refund.submit': () => clickIfOffered(button('Refund purchase')),
  'refund.cancel': () => {
    const form = refundForm();
    return clickIfOffered(form ? within(form).getByRole('button', { name: 'Cancel' }) : null);
  },
  'erase.cancel': () => {
    const group = confirmation();
    return clickIfOffered(group ? within(group).getByRole('button', { name: 'Cancel' }) : null);
  },
};

const contextOf = (model: AnySnapshot) => model.context as MachineContext;
const text = (value: string) => screen.queryByText(value);

/** The three queues as the loaded answer shows them (or nothing before the first answer). */
function expectQueues(model: AnySnapshot, enabled: boolean) {
  const { queues, searchDraft } = contextOf(model);
  if (queues === null) {
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    return;
  }
  // The purchase search as typed; it is offered only while nothing else is open or on its way.
  expect(searchField()?.value).toBe(searchDraft);
  expect(searchField()?.disabled).toBe(!model.matches({ ready: 'idle' }));
  if (queues === EMPTY) {
    expect(screen.getByRole('heading', { level: 2, name: 'Avatars waiting (0)' })).toBeTruthy();
    expect(text('No avatars are waiting.')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Transfers waiting (0)' })).toBeTruthy();
    expect(text('No transfers are waiting.')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Account deletion requests (0)' })).toBeTruthy();
    expect(text('No deletion requests are waiting.')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: /Erased recently/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Ticket purchases (0)' })).toBeTruthy();
    expect(text('No ticket purchases match.')).not.toBeNull();
    for (const name of ITEM_BUTTONS) expect(button(name), name).toBeNull();
    return;
  }
  expect(screen.getByRole('heading', { level: 2, name: 'Avatars waiting (1)' })).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Avatar uploaded by Riley Ashford' }).getAttribute('src')).toBe(
    `/avatars/${'a'.repeat(32)}.png?v=1`,
  );
  expect(text('Member 100001')).not.toBeNull();
  expect(text('Uploaded 20 Nov 2026, 12:30 pm')).not.toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: 'Transfers waiting (1)' })).toBeTruthy();
  expect(text('Transfer: Mia Callaghan to Riley Ashford')).not.toBeNull();
  expect(text('Ticket: Sunday Main Event')).not.toBeNull();
  expect(text('Asked 21 Nov 2026, 2:00 pm')).not.toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: 'Account deletion requests (2)' })).toBeTruthy();
  const sam = screen.getByTestId('deletion-account-31');
  expect(sam.textContent).toBe(
    'Account: Sam Lee, member 100123, sam@example.org, 0412000111, born 1990-04-01, Fitzroy 3065',
  );
  expect(text('Asked 20 Nov 2026, 12:30 pm from sam@example.org, 0412000111, card 100123')).not.toBeNull();
  expect(text('Reason: I no longer play.')).not.toBeNull();
  expect(screen.getByTestId('deletion-account-32').textContent).toBe(
    'Account: Jo Park, member 100124, jo@example.org',
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Erased recently (1)' })).toBeTruthy();
  expect(text('Deleted player 503')).not.toBeNull();
  expect(text('Erased')).not.toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: 'Ticket purchases (2)' })).toBeTruthy();
  expect(text('APL-T41: Sunday Main Event')).not.toBeNull();
  expect(text('Mia Callaghan, member 100000; bought 20 Nov 2026, 12:30 pm')).not.toBeNull();
  expect(text('Paid 5 PTC and $25.50 by card')).not.toBeNull();
  expect(text('APL-T42: Monday League')).not.toBeNull();
  expect(text('Paid 0 PTC and $10.20 by card')).not.toBeNull();
  expect(text('Refunded')).not.toBeNull();
  expect(button('Refund APL-T42')).toBeNull();
  const rejecting = model.matches({ ready: 'rejecting' });
  const confirming = model.matches({ ready: 'confirmingErase' });
  const refunding = model.matches({ ready: 'refundingPurchase' });
  for (const name of ITEM_BUTTONS) {
    const control = button(name);
    if (rejecting && name.startsWith('Approve the transfer')) expect(control, name).toBeNull();
    else if (rejecting && name.startsWith('Reject the transfer')) expect(control, name).toBeNull();
    else if (confirming && name.startsWith('Erase the account')) expect(control, name).toBeNull();
    else if (refunding && name.startsWith('Refund ')) expect(control, name).toBeNull();
    else expect(control?.disabled, name).toBe(!enabled);
  }
}

function expectAnswer(model: AnySnapshot) {
  const { notice, actionError } = contextOf(model);
  const status = screen.getByRole('status');
  if (notice) expect(status.textContent).toContain(DONE);
  else expect(status.textContent).not.toContain(DONE);
  const alert = screen.queryAllByRole('alert').find((a) => a.textContent?.includes('Not done'));
  if (actionError) expect(alert?.textContent).toContain(REFUSED);
  else expect(alert).toBeUndefined();
}

/** What the last answer sent was, by what the person did to send it. */
const SENT: Record<string, QueueAction> = {
  'avatar.approve': { kind: 'avatar', id: 11, approve: true },
  'avatar.reject': { kind: 'avatar', id: 11, approve: false },
  'transfer.approve': { kind: 'transfer', id: 21, approve: true },
  'reject.submit': { kind: 'transfer', id: 21, approve: false, reason: REASON },
  'deletion.verify': { kind: 'verify', id: 31, memberId: 501 },
  'refund.submit': { kind: 'refund', id: 41, reason: REASON },
  'erase.confirm': { kind: 'erase', id: 32 },
};

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: (model) => {
    expect(loadQueues.pending()).toHaveLength(1);
    // The purchases asked for: those of the search submitted last ('' before any).
    const searched = model.context as MachineContext;
    expect(loadQueues.inputs().at(-1)).toEqual({ search: searched.search === '' ? '' : 'APL-T41' });
    expect(answer.pending()).toHaveLength(0);
    if (contextOf(model).queues === null) expect(text('Loading the queues…')).not.toBeNull();
    else expect(text('Loading the queues…')).toBeNull();
    expectQueues(model, false);
    expectAnswer(model);
  },
  failed: () => {
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('could not be loaded'));
    expect(alert?.textContent).toContain('The queues could not be loaded');
    expect(alert?.textContent).toContain('The server is offline');
    expect(button('Try again')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  },
  'ready.idle': (model) => {
    expect(loadQueues.pending()).toHaveLength(0);
    expect(answer.pending()).toHaveLength(0);
    expect(reasonField()).toBeNull();
    expect(confirmation()).toBeNull();
    expectQueues(model, true);
    expectAnswer(model);
  },
  'ready.rejecting': (model) => {
    expect(refundForm()).toBeNull();
    const field = reasonField();
    expect(field?.value).toBe(contextOf(model).reason);
    const error = text('Please give the member a reason.');
    expect(error !== null).toBe(contextOf(model).reasonError !== null);
    expect(button('Reject transfer')).not.toBeNull();
    expect(confirmation()).toBeNull();
    expectQueues(model, false);
  },
  'ready.refundingPurchase': (model) => {
    const form = refundForm();
    expect(form).not.toBeNull();
    expect(reasonField()?.value).toBe(contextOf(model).reason);
    const error = text('Please give the member a reason.');
    expect(error !== null).toBe(contextOf(model).reasonError !== null);
    expect(button('Refund purchase')).not.toBeNull();
    expect(rejection()).toBeNull();
    expect(confirmation()).toBeNull();
    expectQueues(model, false);
  },
  'ready.confirmingErase': (model) => {
    const group = confirmation();
    expect(group?.textContent).toContain('Erase Jo Park?');
    expect(group?.textContent).toContain(
      'Their name, e-mail, mobile, address, date of birth, avatar, password and sessions are erased for good.',
    );
    expect(reasonField()).toBeNull();
    expectQueues(model, false);
  },
  'ready.working': (model, history) => {
    expect(answer.pending()).toHaveLength(1);
    const last = [...history].reverse().find((step) => step.event.type in SENT);
    expect(answer.inputs().at(-1)).toEqual(SENT[last?.event.type ?? '']);
    expect(reasonField()).toBeNull();
    expect(confirmation()).toBeNull();
    expectQueues(model, false);
    expectAnswer(model);
  },
};

describe('staff queues: the model’s paths on the page', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(adminQueuesMachine, c, {
      render: renderPage,
      events: ACTIONS,
      fakes: { loadQueues, act: answer },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
