// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EventObject, fromCallback } from 'xstate';
import {
  type HostedCardCommand,
  type HostedCardInput,
  type HostedCardReport,
  type RedeemContext as Model,
  type RedeemEvent,
  type RedeemMember,
  redeemMachine,
} from '../../machines/redeem';
import { RedeemContext, RedeemPage } from '../../src/client/features/redeem/RedeemPage';
import type { CardFields } from '../../src/shared/card-rules';
import type { CardForm, RedeemableEvent, RedeemResult } from '../../src/shared/contract/tickets';
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
  withDelayedEvents,
} from '../support/path-harness';
import { renderFlow } from '../support/render-flow';

const NOW = Date.parse('2026-11-20T01:00:00Z');
const VERIFIED: RedeemMember = { ptc: 30, mobileVerified: true };
const UNVERIFIED: RedeemMember = { ptc: 30, mobileVerified: false };
/** No PTC: no slider; the card pays it all. */
const NO_PTC: RedeemMember = { ptc: 0, mobileVerified: true };
const base: RedeemableEvent = {
  id: 42,
  title: 'Crown Casino',
  description: 'Sunday Deepstack',
  dateTime: '2026-11-22T08:00:00.000Z',
  startTime: '19:00',
  venueAddress: 'Crown Casino, 8 Whiteman St, Southbank 3006',
  buyInAmount: 50,
  ptcRedeemable: true,
  creditCardRedeemable: true,
};
/** PTC and card: the slider goes to 30, the card pays the rest. */
const BOTH = base;
/** PTC only and affordable: Pay with PTC. */
const PTC_ONLY: RedeemableEvent = { ...base, buyInAmount: 20, creditCardRedeemable: false };
/** PTC only and dearer than the balance: the warning, no way to pay. */
const TOO_DEAR: RedeemableEvent = { ...base, creditCardRedeemable: false };
/** Card only: the buy-in in dollars, no slider whatever the balance. */
const CARD_ONLY: RedeemableEvent = { ...base, buyInAmount: 40, ptcRedeemable: false };
const VALID_CARD: CardFields = {
  name: 'Mia Callaghan',
  number: '4111 1111 1111 1111',
  expiry: '12/29',
  cvv: '123',
};
const BAD_CARD: CardFields = { ...VALID_CARD, number: '4111 1111 1111 1112' };
const PURCHASE_GUID = '5f1c2e9a-7d4b-4c3e-9a8f-0b1d2c3e4f5a';
const RESULT: RedeemResult = { redeemCode: 'K7Q2M9', eventName: 'Crown Casino', purchaseGuid: PURCHASE_GUID };
const SANDBOX_FORM: CardForm = { provider: 'sandbox' };
const SECUREPAY_SCRIPT = 'https://payments-stest.npe.auspost.zone/v3/ui/client/securepay-ui.min.js';
const SECUREPAY_FORM: CardForm = {
  provider: 'securepay',
  clientId: '0oaxb9i8P9vQdXTsn3l5',
  merchantCode: '5AR0055',
  scriptUrl: SECUREPAY_SCRIPT,
};
/** What SecurePay's script hands onTokeniseError (a JSON text of errors). */
const TOKENISE_ERRORS = '{"errors":[{"code":"INVALID_CARD","detail":"Card number is invalid"}]}';
const offline = new Error('The server is offline');
const declined = new Error('Your card was declined. No payment was taken.');

type Outcome = EventObject & { output?: unknown; error?: unknown };
const OUTCOMES: Record<string, Outcome[]> = {
  loadMember: [
    { type: 'xstate.done.actor.loadMember', output: VERIFIED },
    { type: 'xstate.done.actor.loadMember', output: UNVERIFIED },
    { type: 'xstate.done.actor.loadMember', output: NO_PTC },
    { type: 'xstate.error.actor.loadMember', error: offline },
  ],
  loadEvents: [
    { type: 'xstate.done.actor.loadEvents', output: [BOTH] },
    { type: 'xstate.done.actor.loadEvents', output: [PTC_ONLY] },
    { type: 'xstate.done.actor.loadEvents', output: [TOO_DEAR] },
    { type: 'xstate.done.actor.loadEvents', output: [CARD_ONLY] },
    { type: 'xstate.done.actor.loadEvents', output: [] },
    { type: 'xstate.error.actor.loadEvents', error: offline },
  ],
  loadCardForm: [
    { type: 'xstate.done.actor.loadCardForm', output: SANDBOX_FORM },
    { type: 'xstate.done.actor.loadCardForm', output: SECUREPAY_FORM },
    { type: 'xstate.error.actor.loadCardForm', error: offline },
  ],
  tokenizeCard: [
    { type: 'xstate.done.actor.tokenizeCard', output: 'tok_1' },
    { type: 'xstate.error.actor.tokenizeCard', error: new Error('The card number is not valid.') },
  ],
  purchase: [
    { type: 'xstate.done.actor.purchase', output: RESULT },
    { type: 'xstate.error.actor.purchase', error: declined },
  ],
};
const USER_EVENTS: RedeemEvent[] = [
  { type: 'ptc.change', amount: 0 },
  { type: 'ptc.change', amount: 30 },
  { type: 'card.change', card: VALID_CARD },
  { type: 'card.change', card: BAD_CARD },
  { type: 'pay' },
  { type: 'reset' },
  { type: 'load.retry' },
];
/** What SecurePay's card form reports, while it is open (its fields are in SecurePay's frame). */
const HOSTED_REPORTS: HostedCardReport[] = [
  { type: 'card.valid' },
  { type: 'card.invalid' },
  { type: 'card.tokenised', token: 'sp_tok_1' },
  { type: 'card.failed', errors: TOKENISE_ERRORS },
  { type: 'card.unavailable' },
];
const INPUTS = { event42: { eventId: 42, now: NOW } };

const cases = generatePathCases(redeemMachine, {
  inputs: INPUTS,
  events: withDelayedEvents(redeemMachine, (snapshot) => [
    ...USER_EVENTS,
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
    ...(snapshot.children.hostedCard ? HOSTED_REPORTS : []),
  ]),
  // What the screen depends on: where the flow is, which event, the PTC, the card form and its card.
  stateKey: (s) => {
    const c = s.context as Model;
    const card = c.card.number === VALID_CARD.number ? 'valid' : c.card.number ? 'bad' : 'none';
    return JSON.stringify([
      s.value,
      c.event?.buyInAmount,
      c.event?.ptcRedeemable,
      c.event?.creditCardRedeemable,
      c.ptcAmount,
      card,
      c.cardForm?.provider ?? null,
      c.hostedCardValid,
    ]);
  },
});

const coverage = createCoverage(redeemMachine);
let loadMember = fakeActor<RedeemMember>('loadMember');
let loadEvents = fakeActor<RedeemableEvent[], { eventId: number }>('loadEvents');
let loadCardForm = fakeActor<CardForm>('loadCardForm');
let tokenizeCard = fakeActor<string, { card: CardFields }>('tokenizeCard');
let purchase = fakeActor<
  RedeemResult,
  { eventId: number; ptcAmount: number; creditCardAmount: number; cardToken: string | null }
>('purchase');
let goToVerify = vi.fn();
let showReceipt = vi.fn();
let scrollToTop = vi.fn();
let logCardError = vi.fn();

/** SecurePay's card forms the page started: what each was given and asked, and whether it still runs. */
interface HostedForm {
  input: HostedCardInput;
  report: (event: HostedCardReport) => void;
  commands: HostedCardCommand[];
  open: boolean;
}
let hostedForms: HostedForm[] = [];
const fakeHostedCardForm = fromCallback<HostedCardCommand, HostedCardInput>(
  ({ input, sendBack, receive }) => {
    const form: HostedForm = { input, report: sendBack, commands: [], open: true };
    hostedForms.push(form);
    receive((command) => form.commands.push(command));
    return () => {
      form.open = false;
    };
  },
);
const openHostedForms = () => hostedForms.filter((f) => f.open);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  loadMember = fakeActor('loadMember');
  loadEvents = fakeActor('loadEvents');
  loadCardForm = fakeActor('loadCardForm');
  hostedForms = [];
  logCardError = vi.fn();
  tokenizeCard = fakeActor('tokenizeCard');
  purchase = fakeActor('purchase');
  goToVerify = vi.fn();
  showReceipt = vi.fn();
  scrollToTop = vi.fn();
});
afterEach(() => vi.useRealTimers());

function renderRedeem(input: unknown, inspect: Coverage['inspect']) {
  const logic = redeemMachine.provide({
    actors: {
      loadMember: loadMember.logic,
      loadEvents: loadEvents.logic,
      loadCardForm: loadCardForm.logic,
      hostedCardForm: fakeHostedCardForm,
      tokenizeCard: tokenizeCard.logic,
      purchase: purchase.logic,
    },
    actions: {
      goToVerify: () => goToVerify(),
      showReceipt: ({ context }) => showReceipt(context.result?.purchaseGuid),
      scrollToTop: () => scrollToTop(),
      logCardError: (_, errors) => logCardError(errors),
    },
  });
  return renderFlow(
    RedeemContext,
    { logic: logic, options: { input: input as never, inspect }, at: '/redeem/event/42' },
    <RedeemPage onBack={() => {}} />,
  );
}

// ---- What a person does ----
const input = (label: string) =>
  screen.queryByLabelText(label, { selector: 'input' }) as HTMLInputElement | null;

const ACTIONS: Record<string, (event: EventObject) => unknown> = {
  'ptc.change': (event) => {
    const slider = screen.queryByRole('slider');
    if (!slider || slider.getAttribute('data-disabled') === 'true') return NOT_OFFERED;
    fireEvent.keyDown(slider, {
      key: (event as unknown as { amount: number }).amount === 0 ? 'Home' : 'End',
    });
  },
  'card.change': (event) => {
    const { card } = event as Extract<RedeemEvent, { type: 'card.change' }>;
    if (!input('Card number')) return NOT_OFFERED;
    fireEvent.change(input('Name on card') as HTMLInputElement, { target: { value: card.name } });
    fireEvent.change(input('Card number') as HTMLInputElement, { target: { value: card.number } });
    // A person types the expiry's digits only ('1229'); the field shows them as MM/YY.
    fireEvent.change(input('Expiry (MM/YY)') as HTMLInputElement, {
      target: { value: card.expiry.replace('/', '') },
    });
    fireEvent.change(input('CVV') as HTMLInputElement, { target: { value: card.cvv } });
  },
  pay: () => clickIfOffered(button('Pay Now') ?? button('Pay with PTC')),
  reset: () => clickIfOffered(button('Reset')),
  'load.retry': () => clickIfOffered(button('Try again')),
  ...Object.fromEntries(
    HOSTED_REPORTS.map(({ type }) => [
      type,
      (event: EventObject) => {
        const [form] = openHostedForms();
        if (!form) return NOT_OFFERED;
        act(() => form.report(event as HostedCardReport));
      },
    ]),
  ),
};

// ---- The spec's payment rules (member spec, sections 4 and 9), written out: never the machine's own ----
/** The most PTC: the smaller of the balance and the buy-in, when the event takes PTC. */
const mostPtc = (c: Model) =>
  c.event?.ptcRedeemable ? Math.min(c.member?.ptc ?? 0, c.event.buyInAmount) : 0;
/** Card amount = max(0, buy-in minus PTC used). */
const cardPays = (c: Model) => Math.max(0, (c.event?.buyInAmount ?? 0) - c.ptcAmount);
/** The card form appears if the event takes cards and the card amount is above 0. */
const cardFormExpected = (c: Model) => Boolean(c.event?.creditCardRedeemable) && cardPays(c) > 0;
/** SecurePay's own fields when the event takes cards and the processor is SecurePay. */
const hostedExpected = (c: Model) =>
  Boolean(c.event?.creditCardRedeemable) && c.cardForm?.provider === 'securepay';

// ---- What the member sees, from the model's state ----
const activeStep = () =>
  within(screen.getByTestId('redeem-steps'))
    .getAllByRole('button')
    .findIndex((b) => b.hasAttribute('data-progress'));
const dollars = (n: number) => `$${n}`;

function expectRedeemScreen(model: AnySnapshot, paying: 'tokenizing' | 'purchasing' | null) {
  const c = model.context as Model;
  const event = c.event as RedeemableEvent;
  expect(activeStep()).toBe(1);
  expect(screen.getByRole('heading', { name: 'Event Info' })).toBeTruthy();
  expect(screen.getByTestId('event-title').textContent).toBe('Crown Casino');
  expect(screen.getByTestId('event-date').textContent).toBe('Sun, 22/11/2026 19:00');
  expect(screen.getByTestId('event-venue').textContent).toBe(event.venueAddress);
  expect(screen.getByTestId('event-buy-in').textContent).toBe(dollars(event.buyInAmount));
  const card = cardPays(c);
  expect(screen.getByTestId('total-amount').textContent).toBe(
    !event.ptcRedeemable
      ? `$${event.buyInAmount} AUD`
      : event.creditCardRedeemable
        ? `${c.ptcAmount} PTC + $${card} AUD`
        : `${event.buyInAmount} PTC`,
  );
  const slider = screen.queryByRole('slider');
  expect(slider !== null).toBe(event.ptcRedeemable && (c.member?.ptc ?? 0) > 0);
  if (!event.ptcRedeemable) {
    // A card-only event: the card pays the whole buy-in, whatever PTC the member holds.
    expect(card).toBe(event.buyInAmount);
    expect(screen.queryByText('Select the amount of PTC to use')).toBeNull();
  }
  if (slider) {
    expect(slider.getAttribute('aria-valuenow')).toBe(String(c.pendingPtc));
    expect(slider.getAttribute('aria-valuemax')).toBe(String(mostPtc(c)));
    expect(screen.getByText('Select the amount of PTC to use')).toBeTruthy();
  }
  expect(screen.queryByTestId('insufficient-ptc') !== null).toBe(
    event.buyInAmount > mostPtc(c) && !event.creditCardRedeemable,
  );
  const cardForm = screen.queryByRole('form', { name: 'Card payment' });
  expect(cardForm !== null).toBe(cardFormExpected(c));
  const hosted = hostedExpected(c);
  // SecurePay's form runs (once, with the merchant's public identifiers) for as long as the page is ready,
  // drawn in a container that stays while PTC pay it all, so its fields keep what was typed.
  expect(openHostedForms().map((f) => f.input)).toEqual(
    hosted
      ? [{ clientId: '0oaxb9i8P9vQdXTsn3l5', merchantCode: '5AR0055', scriptUrl: SECUREPAY_SCRIPT }]
      : [],
  );
  expect(screen.queryByTestId('securepay-card-form')?.id).toBe(hosted ? 'securepay-ui-container' : undefined);
  if (cardForm) {
    expect(screen.getByTestId('card-amount').textContent).toBe(`$${card} AUD`);
    expect(screen.getByText('2% Surcharge will be applied')).toBeTruthy();
    expect(screen.getByTestId('card-total').textContent).toContain(`$${(card * 1.02).toFixed(2)} AUD`);
    expect(input('Card number')?.value).toBe(hosted ? undefined : c.card.number);
    if (!hosted) expect(input('Expiry (MM/YY)')?.value).toBe(c.card.number ? '12/29' : '');
    const payNow = button('Pay Now') as HTMLButtonElement;
    const valid = hosted ? c.hostedCardValid : c.card.number === VALID_CARD.number;
    expect(payNow.disabled).toBe(!valid || model.hasTag('adjusting') || paying !== null);
    if (c.card.number === BAD_CARD.number)
      expect(screen.getByText('The card number is not valid.')).toBeTruthy();
  }
  const ptcButton = button('Pay with PTC');
  expect(ptcButton !== null).toBe(card === 0);
  if (ptcButton) expect(ptcButton.disabled).toBe(model.hasTag('adjusting') || paying !== null);
  const errorAlert = screen.queryByTestId('redeem-error');
  expect(errorAlert !== null).toBe(c.error !== null);
  if (c.error) expect(errorAlert?.textContent).toBe(`Payment failed${c.error}`);
  if (c.cardError) expect(screen.getByText(c.cardError)).toBeTruthy();
  const busyButton = button('Pay Now') ?? ptcButton;
  if (busyButton) expect(busyButton.getAttribute('data-loading') === 'true').toBe(paying !== null);
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  // The member and the event load at the same time.
  'loading.member.loading': () => {
    expect(screen.getByLabelText('Loading the event')).toBeTruthy();
    // The step's heading takes the focus as the page opens (components/StepHeading.tsx).
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Redeem Event Ticket' }));
    expect(loadMember.pending()).toHaveLength(1);
    expect(activeStep()).toBe(1);
  },
  'loading.member.loaded': () => {
    expect(screen.getByLabelText('Loading the event')).toBeTruthy();
    expect(loadMember.pending()).toHaveLength(0);
  },
  'loading.event.loading': () => {
    expect(screen.getByLabelText('Loading the event')).toBeTruthy();
    expect(loadEvents.pending()).toHaveLength(1);
    expect(loadEvents.inputs().at(-1)).toEqual({ eventId: 42 });
  },
  'loading.event.loaded': () => {
    expect(screen.getByLabelText('Loading the event')).toBeTruthy();
    expect(loadEvents.pending()).toHaveLength(0);
  },
  loadingCardForm: () => {
    expect(screen.getByLabelText('Loading the event')).toBeTruthy();
    expect(loadCardForm.pending()).toHaveLength(1);
  },
  redirecting: () => {
    expect(goToVerify).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Taking you to mobile verification')).toBeTruthy();
  },
  loadFailed: () => {
    expect(screen.getByRole('alert').textContent).toContain('The server is offline');
    expect(button('Try again')).toBeTruthy();
  },
  notEligible: () => {
    expect(screen.getByTestId('not-eligible').textContent).toBe(
      'The event is not eligible either for PTC redeeming or purchased by Credit Card.',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Total Amount' })).toBeNull();
  },
  'ready.idle': (model, history) => {
    expectRedeemScreen(model, null);
    const last = history.at(-1)?.event.type;
    if (last === 'xstate.error.actor.purchase') expect(scrollToTop).toHaveBeenCalled();
    // A card SecurePay could not tokenise is logged only; the spinner stops and nothing else is shown.
    const failures = history.filter((step) => step.event.type === 'card.failed').length;
    expect(logCardError).toHaveBeenCalledTimes(failures);
    if (failures) expect(logCardError).toHaveBeenLastCalledWith(TOKENISE_ERRORS);
    expect(screen.queryByText(/Card number is invalid/)).toBeNull();
    if (last === 'reset' && hostedExpected(model.context as Model))
      expect(openHostedForms()[0]?.commands.at(-1)).toEqual({ type: 'reset' });
  },
  'ready.adjusting': (model) => expectRedeemScreen(model, null),
  'ready.tokenizing': (model) => {
    expectRedeemScreen(model, 'tokenizing');
    expect(tokenizeCard.inputs().at(-1)).toEqual({ card: VALID_CARD });
  },
  'ready.tokenizingHosted': (model) => {
    expectRedeemScreen(model, 'tokenizing');
    expect(openHostedForms()[0]?.commands.at(-1)).toEqual({ type: 'tokenise' });
    expect(tokenizeCard.calls).toHaveLength(0);
  },
  'ready.purchasing': (model) => {
    expectRedeemScreen(model, 'purchasing');
    const c = model.context as Model;
    expect(purchase.inputs().at(-1)).toEqual({
      eventId: 42,
      ptcAmount: c.ptcAmount,
      creditCardAmount: cardPays(c) * 100,
      cardToken: cardPays(c) > 0 ? (hostedExpected(c) ? 'sp_tok_1' : 'tok_1') : null,
    });
  },
  // The code and receipt are at the purchase's own address (purchase-receipt-paths.test.tsx).
  success: () => {
    expect(activeStep()).toBe(2);
    expect(showReceipt).toHaveBeenCalledExactlyOnceWith(PURCHASE_GUID);
    expect(screen.getByLabelText('Taking you to your ticket')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Total Amount' })).toBeNull();
    expect(openHostedForms()).toEqual([]);
  },
};

describe('redeem: the model’s paths on the Redeem page', () => {
  it('generates a manageable set of paths', () => {
    expect(cases.length).toBeGreaterThan(20);
    expect(cases.length).toBeLessThan(500);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(redeemMachine, c, {
      render: renderRedeem,
      events: ACTIONS,
      fakes: { loadMember, loadEvents, loadCardForm, tokenizeCard, purchase },
      after: () => vi.advanceTimersByTime(500),
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
