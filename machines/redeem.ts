import { assign, enqueueActions, fromCallback, fromPromise, sendTo, setup, stopChild } from 'xstate';
import { type CardFields, cardValid, EMPTY_CARD, formatExpiryAsTyped } from '../src/shared/card-rules';
import type { CardForm, RedeemableEvent, RedeemResult } from '../src/shared/contract/tickets';
import { messageOf } from '../src/shared/error-message';
import { cardAmountFor, clampPtc, maxPtcFor, SLIDER_DEBOUNCE_MS } from '../src/shared/ticket-rules';

export interface RedeemMember {
  ptc: number;
  mobileVerified: boolean;
}

export interface RedeemContext {
  eventId: number;
  /** When the card's expiry is checked against (the page's clock). */
  now: number;
  member: RedeemMember | null;
  event: RedeemableEvent | null;
  /** The PTC the amounts use; the slider's value waits in pendingPtc for the debounce. */
  ptcAmount: number;
  pendingPtc: number;
  card: CardFields;
  /** Which card form takes the card (loaded for events a card may pay for). */
  cardForm: CardForm | null;
  /** What SecurePay's card form last reported about its fields. */
  hostedCardValid: boolean;
  /** The single-use token of this attempt's card. */
  cardToken: string | null;
  cardError: string | null;
  error: string | null;
  result: RedeemResult | null;
}

export type RedeemEvent =
  | { type: 'ptc.change'; amount: number }
  | { type: 'card.change'; card: CardFields }
  | HostedCardReport
  | { type: 'pay' }
  | { type: 'reset' }
  | { type: 'load.retry' };

/** What SecurePay's card form (the hostedCardForm actor) reports. */
export type HostedCardReport =
  | { type: 'card.valid' }
  | { type: 'card.invalid' }
  | { type: 'card.tokenised'; token: string }
  | { type: 'card.failed'; errors: unknown }
  | { type: 'card.unavailable' };

/** What the machine asks of SecurePay's card form. */
export type HostedCardCommand = { type: 'tokenise' } | { type: 'reset' };

export type HostedCardInput = Omit<Extract<CardForm, { provider: 'securepay' }>, 'provider'>;

const HOSTED_FORM_UNAVAILABLE = 'The card form could not be loaded. Please reload the page.';

export const maxPtcOf = (context: Pick<RedeemContext, 'member' | 'event'>) =>
  context.event?.ptcRedeemable ? maxPtcFor(context.member?.ptc ?? 0, context.event.buyInAmount) : 0;

export const cardAmountOf = (context: Pick<RedeemContext, 'event' | 'ptcAmount'>) =>
  cardAmountFor(context.event?.buyInAmount ?? 0, context.ptcAmount);

export const cardFormShown = (context: Pick<RedeemContext, 'event' | 'ptcAmount'>) =>
  Boolean(context.event?.creditCardRedeemable) && cardAmountOf(context) > 0;

/** SecurePay's own script takes the card (else the sandbox's fields on the page). */
export const cardFormIsHosted = (context: Pick<RedeemContext, 'event' | 'cardForm'>) =>
  Boolean(context.event?.creditCardRedeemable) && context.cardForm?.provider === 'securepay';

/** The id of SecurePay's card form actor. */
const HOSTED_CARD = 'hostedCard';

/** The PTC the page starts with: as many as may be used. */
const startingPtc = (context: Pick<RedeemContext, 'member' | 'event'>) => maxPtcOf(context);

/**
 * /redeem/event/{id} (member spec, Redeem flow and sections 4, 5, 8): the member and the event's redeemable
 * details load together; members whose mobile is not verified go to /redeem/verify as soon as that is known. The PTC slider (0 to the
 * smaller of balance and buy-in) applies 500 ms after the last change; the card pays the rest (plus 2%).
 * Pay tokenises the card when there is a card part, then buys; success goes on to the purchase's own address
 * (its receipt and code), a failure shows the server's message above the page. The card form is the sandbox's
 * fields (tokenised through the server) or, when the server takes cards through SecurePay, SecurePay's script
 * (the hostedCardForm actor, alive while the page is ready): it reports the form's validity and tokenises on
 * request; its tokenise errors are only logged (member spec, section 9).
 */
const redeemSetup = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as RedeemContext,
    events: {} as RedeemEvent,
    input: {} as { eventId: number; now: number },
    tags: {} as 'busy' | 'adjusting' | 'paying' | 'navigating',
  },
  actors: {
    loadMember: fromPromise<RedeemMember>(async () => {
      throw new Error('loadMember not provided');
    }),
    loadEvents: fromPromise<RedeemableEvent[], { eventId: number }>(async () => {
      throw new Error('loadEvents not provided');
    }),
    loadCardForm: fromPromise<CardForm>(async () => {
      throw new Error('loadCardForm not provided');
    }),
    hostedCardForm: fromCallback<HostedCardCommand, HostedCardInput>(() => {
      throw new Error('hostedCardForm not provided');
    }),
    tokenizeCard: fromPromise<string, { card: CardFields }>(async () => {
      throw new Error('tokenizeCard not provided');
    }),
    purchase: fromPromise<
      RedeemResult,
      { eventId: number; ptcAmount: number; creditCardAmount: number; cardToken: string | null }
    >(async () => {
      throw new Error('purchase not provided');
    }),
  },
  actions: {
    goToVerify: () => {},
    /** Goes on to the purchase's own address (context.result.purchaseGuid). */
    showReceipt: () => {},
    scrollToTop: () => {},
    logCardError: (_, _errors: unknown) => {},
    takeCard: assign(({ event }) =>
      event.type === 'card.change'
        ? { card: { ...event.card, expiry: formatExpiryAsTyped(event.card.expiry) }, cardError: null }
        : {},
    ),
    queuePtc: assign(({ context, event }) =>
      event.type === 'ptc.change' ? { pendingPtc: clampPtc(event.amount, maxPtcOf(context)) } : {},
    ),
    resetForm: enqueueActions(({ context, enqueue }) => {
      const ptc = startingPtc(context);
      enqueue.assign({
        ptcAmount: ptc,
        pendingPtc: ptc,
        card: EMPTY_CARD,
        hostedCardValid: false,
        // SecurePay's script failing to load is not the member's to clear.
        cardError: cardFormIsHosted(context) ? context.cardError : null,
        error: null,
      });
      if (cardFormIsHosted(context)) enqueue.sendTo(HOSTED_CARD, { type: 'reset' });
    }),
    startHostedCardForm: enqueueActions(({ context, enqueue }) => {
      const form = context.cardForm;
      if (!cardFormIsHosted(context) || form?.provider !== 'securepay') return;
      const { clientId, merchantCode, scriptUrl } = form;
      enqueue.spawnChild('hostedCardForm', { id: HOSTED_CARD, input: { clientId, merchantCode, scriptUrl } });
    }),
    startPtc: assign(({ context }) => {
      const ptc = startingPtc(context);
      return { ptcAmount: ptc, pendingPtc: ptc };
    }),
  },
  delays: { debounce: SLIDER_DEBOUNCE_MS },
  guards: {
    isUnverified: ({ event }) =>
      (event as unknown as { output: RedeemMember }).output.mobileVerified !== true,
    hasEvent: ({ context }) => context.event !== null,
    takesCards: ({ context }) => context.event?.creditCardRedeemable === true,
    sliderShown: ({ context }) => Boolean(context.event?.ptcRedeemable) && (context.member?.ptc ?? 0) > 0,
    cardFieldsShown: ({ context }) => cardFormShown(context) && !cardFormIsHosted(context),
    resetShown: ({ context }) => cardFormShown(context) || cardAmountOf(context) === 0,
    canPayByHostedCard: ({ context }) =>
      cardFormIsHosted(context) && cardAmountOf(context) > 0 && context.hostedCardValid,
    canPayByCard: ({ context }) =>
      Boolean(context.event?.creditCardRedeemable) &&
      !cardFormIsHosted(context) &&
      cardAmountOf(context) > 0 &&
      cardValid(context.card, new Date(context.now)),
    canPayWithPtc: ({ context }) =>
      Boolean(context.event?.ptcRedeemable) && context.ptcAmount > 0 && cardAmountOf(context) === 0,
  },
});

/** What the member may change while not paying: the slider, the card form and Reset (each when shown). */
const EDITING = {
  'card.change': { guard: 'cardFieldsShown', actions: 'takeCard' },
  'ptc.change': {
    guard: 'sliderShown',
    target: '#redeem.ready.adjusting',
    reenter: true,
    actions: 'queuePtc',
  },
  reset: { guard: 'resetShown', target: '#redeem.ready.idle', actions: 'resetForm' },
} as const;

export const redeemMachine = redeemSetup.createMachine({
  id: 'redeem',
  context: ({ input }) => ({
    eventId: input.eventId,
    now: input.now,
    member: null,
    event: null,
    ptcAmount: 0,
    pendingPtc: 0,
    card: EMPTY_CARD,
    cardForm: null,
    hostedCardValid: false,
    cardToken: null,
    cardError: null,
    error: null,
    result: null,
  }),
  initial: 'loading',
  states: {
    // Two calls at once rather than one after the other: the page waits for the slower only.
    loading: {
      tags: ['busy'],
      type: 'parallel',
      onDone: 'deciding',
      states: {
        member: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadMember',
                src: 'loadMember',
                onDone: [
                  { guard: 'isUnverified', target: '#redeem.redirecting' },
                  { target: 'loaded', actions: assign({ member: ({ event }) => event.output }) },
                ],
                onError: {
                  target: '#redeem.loadFailed',
                  actions: assign({ error: ({ event }) => messageOf(event.error) }),
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
        event: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadEvents',
                src: 'loadEvents',
                input: ({ context }) => ({ eventId: context.eventId }),
                onDone: {
                  target: 'loaded',
                  actions: assign({ event: ({ event }) => event.output[0] ?? null }),
                },
                onError: {
                  target: '#redeem.loadFailed',
                  actions: assign({ error: ({ event }) => messageOf(event.error) }),
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
      },
    },
    deciding: {
      always: [
        { guard: 'takesCards', target: 'loadingCardForm', actions: 'startPtc' },
        { guard: 'hasEvent', target: 'ready', actions: 'startPtc' },
        { target: 'notEligible' },
      ],
    },
    // Leaving the page: a page drawn on the server is not drawn in this state (src/client/app/entry-server.tsx).
    redirecting: { tags: ['navigating'], entry: 'goToVerify' },
    loadingCardForm: {
      tags: ['busy'],
      invoke: {
        id: 'loadCardForm',
        src: 'loadCardForm',
        onDone: { target: 'ready', actions: assign({ cardForm: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: {
      on: {
        'load.retry': { target: 'loading', actions: assign({ error: null, member: null, event: null }) },
      },
    },
    notEligible: {},
    ready: {
      initial: 'idle',
      entry: 'startHostedCardForm',
      exit: stopChild(HOSTED_CARD),
      on: {
        'card.valid': { actions: assign({ hostedCardValid: true }) },
        'card.invalid': { actions: assign({ hostedCardValid: false }) },
        'card.unavailable': { actions: assign({ cardError: HOSTED_FORM_UNAVAILABLE }) },
      },
      states: {
        idle: {
          on: {
            ...EDITING,
            pay: [
              { guard: 'canPayByHostedCard', target: 'tokenizingHosted' },
              { guard: 'canPayByCard', target: 'tokenizing' },
              { guard: 'canPayWithPtc', target: 'purchasing' },
            ],
          },
        },
        adjusting: {
          tags: ['adjusting'],
          on: EDITING,
          after: {
            debounce: {
              target: 'idle',
              actions: assign({ ptcAmount: ({ context }) => context.pendingPtc }),
            },
          },
        },
        tokenizing: {
          tags: ['paying'],
          entry: assign({ error: null, cardError: null, cardToken: null }),
          invoke: {
            id: 'tokenizeCard',
            src: 'tokenizeCard',
            input: ({ context }) => ({ card: context.card }),
            onDone: { target: 'purchasing', actions: assign({ cardToken: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: assign({ cardError: ({ event }) => messageOf(event.error) }),
            },
          },
        },
        tokenizingHosted: {
          tags: ['paying'],
          entry: [assign({ error: null, cardToken: null }), sendTo(HOSTED_CARD, { type: 'tokenise' })],
          on: {
            'card.tokenised': {
              target: 'purchasing',
              actions: assign({ cardToken: ({ event }) => event.token }),
            },
            'card.failed': {
              target: 'idle',
              actions: {
                type: 'logCardError',
                params: ({ event }: { event: RedeemEvent }) =>
                  event.type === 'card.failed' ? event.errors : null,
              },
            },
          },
        },
        purchasing: {
          tags: ['paying'],
          entry: assign({ error: null }),
          invoke: {
            id: 'purchase',
            src: 'purchase',
            input: ({ context }) => ({
              eventId: context.eventId,
              ptcAmount: context.ptcAmount,
              creditCardAmount: cardAmountOf(context) * 100,
              cardToken: cardAmountOf(context) > 0 ? context.cardToken : null,
            }),
            onDone: { target: '#redeem.success', actions: assign({ result: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: [
                assign({ error: ({ event }) => messageOf(event.error), result: null }),
                'scrollToTop',
              ],
            },
          },
        },
      },
    },
    // The purchase has an address of its own, whose receipt the server gives (machines/purchase-receipt.ts):
    // a reload there shows the code, never the payment form again.
    success: {
      tags: ['navigating'],
      entry: 'showReceipt',
    },
  },
});
