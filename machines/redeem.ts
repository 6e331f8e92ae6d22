import { assign, fromPromise, setup } from 'xstate';
import { type CardFields, cardValid, EMPTY_CARD } from '../src/shared/card-rules';
import type { RedeemableEvent, RedeemResult } from '../src/shared/contract/tickets';
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
  /** The single-use token of this attempt's card. */
  cardToken: string | null;
  cardError: string | null;
  error: string | null;
  result: RedeemResult | null;
}

export type RedeemEvent =
  | { type: 'ptc.change'; amount: number }
  | { type: 'card.change'; card: CardFields }
  | { type: 'pay' }
  | { type: 'reset' }
  | { type: 'load.retry' };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';

export const maxPtcOf = (context: Pick<RedeemContext, 'member' | 'event'>) =>
  context.event?.ptcRedeemable ? maxPtcFor(context.member?.ptc ?? 0, context.event.buyInAmount) : 0;

export const cardAmountOf = (context: Pick<RedeemContext, 'event' | 'ptcAmount'>) =>
  cardAmountFor(context.event?.buyInAmount ?? 0, context.ptcAmount);

export const cardFormShown = (context: Pick<RedeemContext, 'event' | 'ptcAmount'>) =>
  Boolean(context.event?.creditCardRedeemable) && cardAmountOf(context) > 0;

/** The PTC the page starts with: as many as may be used. */
const startingPtc = (context: Pick<RedeemContext, 'member' | 'event'>) => maxPtcOf(context);

/**
 * /redeem/event/{id} (member spec, Redeem flow and sections 4, 5, 8): members whose mobile is not verified
 * go to /redeem/verify first; otherwise the event's redeemable details load. The PTC slider (0 to the
 * smaller of balance and buy-in) applies 500 ms after the last change; the card pays the rest (plus 2%).
 * Pay tokenises the card when there is a card part, then buys; success shows the code, a failure shows the
 * server's message above the page.
 */
const redeemSetup = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as RedeemContext,
    events: {} as RedeemEvent,
    input: {} as { eventId: number; now: number },
    tags: {} as 'busy' | 'adjusting' | 'paying',
  },
  actors: {
    loadMember: fromPromise<RedeemMember>(async () => {
      throw new Error('loadMember not provided');
    }),
    loadEvents: fromPromise<RedeemableEvent[], { eventId: number }>(async () => {
      throw new Error('loadEvents not provided');
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
    scrollToTop: () => {},
    takeCard: assign(({ event }) =>
      event.type === 'card.change' ? { card: event.card, cardError: null } : {},
    ),
    queuePtc: assign(({ context, event }) =>
      event.type === 'ptc.change' ? { pendingPtc: clampPtc(event.amount, maxPtcOf(context)) } : {},
    ),
    resetForm: assign(({ context }) => {
      const ptc = startingPtc(context);
      return { ptcAmount: ptc, pendingPtc: ptc, card: EMPTY_CARD, cardError: null, error: null };
    }),
  },
  delays: { debounce: SLIDER_DEBOUNCE_MS },
  guards: {
    isVerified: ({ event }) => (event as unknown as { output: RedeemMember }).output.mobileVerified === true,
    hasEvent: ({ event }) => (event as unknown as { output: RedeemableEvent[] }).output.length > 0,
    sliderShown: ({ context }) => Boolean(context.event?.ptcRedeemable) && (context.member?.ptc ?? 0) > 0,
    cardFormShown: ({ context }) => cardFormShown(context),
    resetShown: ({ context }) => cardFormShown(context) || cardAmountOf(context) === 0,
    canPayByCard: ({ context }) =>
      Boolean(context.event?.creditCardRedeemable) &&
      cardAmountOf(context) > 0 &&
      cardValid(context.card, new Date(context.now)),
    canPayWithPtc: ({ context }) =>
      Boolean(context.event?.ptcRedeemable) && context.ptcAmount > 0 && cardAmountOf(context) === 0,
  },
});

/** What the member may change while not paying: the slider, the card form and Reset (each when shown). */
const EDITING = {
  'card.change': { guard: 'cardFormShown', actions: 'takeCard' },
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
    cardToken: null,
    cardError: null,
    error: null,
    result: null,
  }),
  initial: 'loadingMember',
  states: {
    loadingMember: {
      tags: ['busy'],
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: [
          {
            guard: 'isVerified',
            target: 'loadingEvent',
            actions: assign({ member: ({ event }) => event.output }),
          },
          { target: 'redirecting' },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    redirecting: { entry: 'goToVerify' },
    loadingEvent: {
      tags: ['busy'],
      invoke: {
        id: 'loadEvents',
        src: 'loadEvents',
        input: ({ context }) => ({ eventId: context.eventId }),
        onDone: [
          {
            guard: 'hasEvent',
            target: 'ready',
            actions: assign(({ context, event }) => {
              const loaded = { member: context.member, event: event.output[0] ?? null };
              const ptc = startingPtc(loaded);
              return { event: loaded.event, ptcAmount: ptc, pendingPtc: ptc };
            }),
          },
          { target: 'notEligible' },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'load.retry': { target: 'loadingMember', actions: assign({ error: null }) } },
    },
    notEligible: {},
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            ...EDITING,
            pay: [
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
    success: {},
  },
});
