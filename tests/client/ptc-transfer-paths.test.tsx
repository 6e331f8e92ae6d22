// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type EventObject, fromCallback } from 'xstate';
import { type PtcTransferEvent, ptcTransferMachine } from '../../machines/ptc-transfer';
import { PtcTransferContext, PtcTransferPage } from '../../src/client/features/profile/PtcTransferPage';
import type {
  ConsumeItem,
  PlayerSearchBody,
  PlayerSearchResult,
  PtcSummary,
  TransferResult,
} from '../../src/shared/contract/ptc';
import { button } from '../support/dom-actions';
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

const summary = (available: number): PtcSummary => ({
  currentBalance: available + 20,
  expired: 0,
  used: 0,
  totalUsedValue: 0,
  totalExpiredValue: 0,
  totalAvailableTransfer: available,
  expiringSoon: { amount: 0, firstExpiryDate: null },
  transactions: [],
  transferRules: ['PTC can be transferred in multiples of 5.', 'You cannot transfer PTC to yourself.'],
});
const SUMMARY = summary(100);
const EMPTY = summary(0);
/** 30% of 100, rounded up to a multiple of 5, under the cap of 50. */
const PRESELECTED = 30;

const RILEY: PlayerSearchResult = {
  id: 2,
  name: 'Riley Ashford',
  cardNumber: '100001',
  membershipId: 100_001,
  lastPlayedEvent: { title: 'Monday League', stateName: 'Victoria', dateTime: '2026-11-16T09:00:00.000Z' },
};
const SAM: PlayerSearchResult = {
  id: 3,
  name: 'Sam Ashby',
  cardNumber: '100002',
  membershipId: 100_002,
  lastPlayedEvent: null,
};
const CONSUME: ConsumeItem[] = [
  { consumeAmount: 20, description: 'Welcome bonus', transactionDate: '2025-12-08T00:00:00.000Z' },
  { consumeAmount: 10, description: 'Voucher converted to PTC', transactionDate: '2026-05-02T00:00:00.000Z' },
];
const SUCCESS: TransferResult = { success: true, reason: '30 PTC transferred to Riley Ashford (100001).' };
const REFUSED: TransferResult = { success: false, reason: "You don't have 30 PTC available to transfer." };

type Outcome = EventObject & { output?: unknown; error?: unknown };
const offline = new Error('The server is offline');
const OUTCOMES: Record<string, Outcome[]> = {
  loadSummary: [
    { type: 'xstate.done.actor.loadSummary', output: SUMMARY },
    { type: 'xstate.done.actor.loadSummary', output: EMPTY },
    { type: 'xstate.error.actor.loadSummary', error: offline },
  ],
  searchPlayers: [
    { type: 'xstate.done.actor.searchPlayers', output: [RILEY, SAM] },
    { type: 'xstate.done.actor.searchPlayers', output: [] },
    { type: 'xstate.error.actor.searchPlayers', error: offline },
  ],
  loadConsume: [
    { type: 'xstate.done.actor.loadConsume', output: CONSUME },
    { type: 'xstate.error.actor.loadConsume', error: offline },
  ],
  transferPtc: [
    { type: 'xstate.done.actor.transferPtc', output: SUCCESS },
    { type: 'xstate.done.actor.transferPtc', output: REFUSED },
    { type: 'xstate.error.actor.transferPtc', error: offline },
  ],
};
const USER_EVENTS: PtcTransferEvent[] = [
  { type: 'amount.change', amount: 0 },
  { type: 'amount.change', amount: 100 },
  { type: 'step.next' },
  { type: 'step.back' },
  ...SEARCH_CHANGES,
  { type: 'search.submit' },
  { type: 'player.select', player: RILEY },
  { type: 'transfer.submit' },
  { type: 'transfer.restart' },
  { type: 'summary.retry' },
  { type: 'member.changed', memberId: 1 },
  { type: 'member.changed', memberId: 2 },
];
const INPUTS = { member1: { memberId: 1 } };

const cases = generatePathCases(ptcTransferMachine, {
  inputs: INPUTS,
  events: (snapshot) => [
    ...USER_EVENTS,
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
  ],
  // A move is told apart by where it goes and what the screen depends on, not by every context value.
  stateKey: (s) => JSON.stringify([s.value, (s.context as { memberId: number }).memberId]),
});

const coverage = createCoverage(ptcTransferMachine);
let loadSummary = fakeActor<PtcSummary>('loadSummary');
let search = fakeActor<PlayerSearchResult[], Omit<PlayerSearchBody, 'mode'>>('searchPlayers');
let consume = fakeActor<ConsumeItem[], { amount: number }>('loadConsume');
let transfer = fakeActor<TransferResult, { amount: number; destMembershipId: number }>('transferPtc');
let reportMember: (memberId: number) => void = () => {};

beforeEach(() => {
  shownStep = undefined;
  loadSummary = fakeActor<PtcSummary>('loadSummary');
  search = fakeActor<PlayerSearchResult[], Omit<PlayerSearchBody, 'mode'>>('searchPlayers');
  consume = fakeActor<ConsumeItem[], { amount: number }>('loadConsume');
  transfer = fakeActor<TransferResult, { amount: number; destMembershipId: number }>('transferPtc');
});

function renderWizard(input: unknown, inspect: Coverage['inspect']) {
  const logic = ptcTransferMachine.provide({
    actors: {
      loadSummary: loadSummary.logic,
      searchPlayers: search.logic,
      loadConsume: consume.logic,
      transferPtc: transfer.logic,
      watchMember: fromCallback(({ sendBack }) => {
        reportMember = (memberId) => sendBack({ type: 'member.changed', memberId });
      }),
    },
  });
  return renderFlow(
    PtcTransferContext,
    { logic: logic, options: { input: input as never, inspect }, at: '/profile/ptctransfer' },
    <PtcTransferPage />,
  );
}

// ---- What a person does ----
const click = (name: string) => {
  const target = button(name) ?? (screen.queryByRole('link', { name }) as HTMLElement | null);
  if (!target) return NOT_OFFERED;
  if ((target as HTMLButtonElement).disabled) return NOT_OFFERED;
  fireEvent.click(target);
  return undefined;
};

// ---- What the history says the screen should show ----
const isEvent = (step: PathStep, type: string) => step.event.type === type;
/** The steps since the wizard last started (a summary answer); the wizard keeps nothing from before. */
function sinceStart(history: readonly PathStep[]) {
  const start = history.findLastIndex((s) => isEvent(s, 'xstate.done.actor.loadSummary'));
  return history.slice(start + 1);
}
function expectedAmount(history: readonly PathStep[]) {
  const change = sinceStart(history).findLast((s) => isEvent(s, 'amount.change'));
  return change ? (change.event as unknown as { amount: number }).amount : PRESELECTED;
}
const lastOutcome = (history: readonly PathStep[], id: string) =>
  sinceStart(history).findLast((s) =>
    new RegExp(`^xstate\\.(done|error)\\.actor\\.${id}$`).test(s.event.type),
  );
function expectedPlayers(history: readonly PathStep[]): PlayerSearchResult[] | null {
  const outcome = lastOutcome(history, 'searchPlayers');
  if (!outcome || outcome.event.type.startsWith('xstate.error')) return null;
  return (outcome.event as Outcome).output as PlayerSearchResult[];
}
function expectedSelected(history: readonly PathStep[]) {
  const since = sinceStart(history);
  const lastSearch = since.findLastIndex((s) => isEvent(s, 'search.submit'));
  const pick = since.slice(lastSearch + 1).findLast((s) => isEvent(s, 'player.select'));
  const player = pick ? (pick.event as unknown as { player: PlayerSearchResult }).player : null;
  // A player the table does not list cannot be picked.
  return player && expectedPlayers(history)?.some((p) => p.id === player.id) ? player : null;
}

/** The step or result shown at the last check of this path. */
let shownStep: string | undefined;

/** Each step's heading takes the focus as the step opens (components/StepHeading.tsx); the slider, the search and
 * the player's radio take it on within the step. */
function expectFocusOnOpening(heading: HTMLElement) {
  const title = heading.textContent ?? '';
  if (title !== shownStep) expect(document.activeElement).toBe(heading);
  shownStep = title;
}

function expectStepHeading(title: string) {
  expectFocusOnOpening(screen.getByRole('heading', { level: 2, name: title }));
  expect(screen.getByText('You cannot transfer PTC to yourself.')).toBeTruthy();
  expect(screen.queryByText('Insufficient PTC')).toBeNull();
}

/** The search is on screen on the player step, the breakdown's loading included. */
const expectSearch = (history: readonly PathStep[]) =>
  expectPlayerSearch(history, (state) => state.hasTag('step1'), search.calls.at(-1)?.input);

function expectPlayerStep(history: readonly PathStep[], searching: boolean) {
  expectStepHeading('Select player who will receive the PTC');
  const searchFailed = lastOutcome(history, 'searchPlayers')?.event.type.startsWith('xstate.error');
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent ?? '');
  expect(alerts.some((text) => text.includes('Player search failed'))).toBe(Boolean(searchFailed));
  const consumeFailed = lastOutcome(history, 'loadConsume')?.event.type.startsWith('xstate.error');
  expect(alerts.some((text) => text.includes('Could not prepare the summary'))).toBe(Boolean(consumeFailed));
  if (searchFailed) {
    // The alert sits above the search form.
    const alert = screen.getByRole('alert', { name: /Player search failed/ });
    const form = screen.getByRole('form', { name: 'Search players' });
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
  const players = expectedPlayers(history);
  const table = screen.queryByRole('table', { name: 'Players found' });
  if (players?.length) {
    const rows = within(table as HTMLElement)
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(
      players.map((p) => p.name),
    );
    expect(within(rows[0] as HTMLElement).getByText('Monday League, Victoria, 16/11/2026')).toBeTruthy();
  } else {
    expect(table).toBeNull();
  }
  expect(screen.queryByText('No players found.') !== null).toBe(players?.length === 0);
  const selected = expectedSelected(history);
  for (const player of players ?? []) {
    const radio = screen.getByRole('radio', { name: `Select ${player.name}` }) as HTMLInputElement;
    expect(radio.checked).toBe(selected?.id === player.id);
  }
  expect((button('Search') as HTMLButtonElement).getAttribute('data-loading') === 'true').toBe(searching);
  expectSearch(history);
  expect((button('Summary') as HTMLButtonElement).disabled).toBe(selected === null);
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Transfer PT Credit' })).toBeTruthy();
    expect(screen.getByLabelText('Loading your PTC')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(loadSummary.pending()).toHaveLength(1);
  },
  loadFailed: () => {
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong: The server is offline');
    expect(button('Try again')).toBeTruthy();
    expect(screen.queryByLabelText('Loading your PTC')).toBeNull();
  },
  insufficient: () => {
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Insufficient PTC');
    expect(alert.textContent).toContain("You don't have sufficient PTC to initiate a PTC transfer");
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(button('Next')).toBeNull();
  },
  'wizard.amount': (_, history) => {
    expectStepHeading('Select PTC to transfer');
    const amount = expectedAmount(history);
    expect(screen.getByTestId('available-ptc').textContent).toBe('100 PTC');
    expect(screen.getByTestId('transfer-amount').textContent).toBe(`${amount} PTC`);
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe(String(amount));
    expect(screen.getByRole('slider').getAttribute('aria-valuemax')).toBe('100');
    expect((button('Next') as HTMLButtonElement).disabled).toBe(amount === 0);
  },
  'wizard.player.idle': (_, history) => expectPlayerStep(history, false),
  'wizard.player.searching': (_, history) => expectPlayerStep(history, true),
  'wizard.loadingConsume': (_, history) => {
    expectStepHeading('Select player who will receive the PTC');
    expect((button('Summary') as HTMLButtonElement).getAttribute('data-loading')).toBe('true');
    expect(consume.pending()).toHaveLength(1);
    expect(consume.calls.at(-1)?.input).toEqual({ amount: expectedAmount(history) });
    expectSearch(history);
  },
  'wizard.confirm': (_, history) => {
    expectStepHeading('Confirm and transfer');
    expect(screen.getByTestId('confirm-amount').textContent).toBe(`${expectedAmount(history)} PTC`);
    expect(screen.getByTestId('confirm-player').textContent).toBe('Riley Ashford (100001)');
    const rows = within(screen.getByRole('table', { name: 'PTC to be consumed' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Welcome bonus8/12/202520 PTC',
      'Voucher converted to PTC2/05/202610 PTC',
    ]);
    expect(screen.getByText('Are you sure all the info above is correct?')).toBeTruthy();
    expect((button('Transfer') as HTMLButtonElement).disabled).toBe(false);
  },
  'wizard.transferring': (_, history) => {
    expectStepHeading('Confirm and transfer');
    expect((button('Transfer') as HTMLButtonElement).getAttribute('data-loading')).toBe('true');
    expect((button('Previous') as HTMLButtonElement).disabled).toBe(true);
    expect(transfer.calls.at(-1)?.input).toEqual({
      amount: expectedAmount(history),
      destMembershipId: 100_001,
    });
  },
  result: (_, history) => {
    const outcome = history.findLast((s) => /actor\.transferPtc$/.test(s.event.type))?.event as Outcome;
    const result = screen.getByTestId('transfer-result');
    if (outcome.type === 'xstate.done.actor.transferPtc' && outcome.output === SUCCESS) {
      expectFocusOnOpening(within(result).getByRole('heading', { name: 'Successfully Transferred PTC' }));
      expect(within(result).getByRole('status').textContent).toBe(SUCCESS.reason);
    } else {
      expectFocusOnOpening(within(result).getByRole('heading', { name: 'Transfer failed' }));
      const reason = outcome.type.startsWith('xstate.error') ? offline.message : REFUSED.reason;
      expect(within(result).getByRole('alert').textContent).toBe(reason);
    }
    expect(screen.getByRole('link', { name: 'Home Page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'New Transfer' }).getAttribute('href')).toBe(
      '/profile/ptctransfer',
    );
    expect(screen.queryByRole('heading', { level: 2, name: 'Confirm and transfer' })).toBeNull();
  },
};

function slide(amount: number) {
  const slider = screen.queryByRole('slider');
  if (!slider) return NOT_OFFERED;
  fireEvent.keyDown(slider, { key: amount === 0 ? 'Home' : 'End' });
  return undefined;
}

describe('PTC transfer wizard: the model’s paths on the Transfer PT Credit page', () => {
  it('generates a manageable set of paths', () => {
    expect(cases.length).toBeGreaterThan(10);
    expect(cases.length).toBeLessThan(400);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(ptcTransferMachine, c, {
      render: renderWizard,
      events: {
        'amount.change': (event) => slide((event as unknown as { amount: number }).amount),
        'step.next': () => click(button('Next') ? 'Next' : 'Summary'),
        'step.back': () => click('Previous'),
        'search.change': typeSearchField,
        'search.submit': () => click('Search'),
        'player.select': (event) => {
          const { player } = event as unknown as { player: PlayerSearchResult };
          const radio = screen.queryByRole('radio', { name: `Select ${player.name}` });
          if (!radio) return NOT_OFFERED;
          fireEvent.click(radio);
          return undefined;
        },
        'transfer.submit': () => click('Transfer'),
        'transfer.restart': () => click('New Transfer'),
        'summary.retry': () => click('Try again'),
        'member.changed': (event) =>
          act(() => reportMember((event as unknown as { memberId: number }).memberId)),
      },
      fakes: { loadSummary, searchPlayers: search, loadConsume: consume, transferPtc: transfer },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
