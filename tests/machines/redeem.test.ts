import { describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, fromCallback, SimulatedClock } from 'xstate';
import {
  cardAmountOf,
  cardFormShown,
  type HostedCardCommand,
  type HostedCardInput,
  type HostedCardReport,
  maxPtcOf,
  type RedeemMember,
  redeemMachine,
} from '../../machines/redeem';
import type { CardFields } from '../../src/shared/card-rules';
import type { CardForm, RedeemableEvent, RedeemResult } from '../../src/shared/contract/tickets';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

const NO_CARD: CardFields = { name: '', number: '', expiry: '', cvv: '' };

// The flow's paths run on the page: tests/client/redeem-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const NOW = Date.UTC(2026, 10, 22, 9);
const MEMBER: RedeemMember = { ptc: 30, mobileVerified: true };
/** A $50 buy-in, paid with PTC and a card. */
const EVENT = {
  id: 42,
  title: 'Swan Hotel',
  buyInAmount: 50,
  ptcRedeemable: true,
  creditCardRedeemable: true,
} as RedeemableEvent;
const CARD: CardFields = { name: 'Ava Smith', number: '4111 1111 1111 1111', expiry: '12/29', cvv: '123' };
const RESULT = { code: 'ABC123' } as unknown as RedeemResult;

type Purchase = { eventId: number; ptcAmount: number; creditCardAmount: number; cardToken: string | null };

function start(hostedCardForm?: AnyActorLogic, logCardError = vi.fn()) {
  const clock = new SimulatedClock();
  const loadMember = fakeActor<RedeemMember>('loadMember');
  const loadEvents = fakeActor<RedeemableEvent[], { eventId: number }>('loadEvents');
  const loadCardForm = fakeActor<CardForm>('loadCardForm');
  const tokenizeCard = fakeActor<string, { card: CardFields }>('tokenizeCard');
  const purchase = fakeActor<RedeemResult, Purchase>('purchase');
  const goToVerify = vi.fn();
  const scrollToTop = vi.fn();
  const actor = createActor(
    redeemMachine.provide({
      actors: {
        loadMember: loadMember.logic,
        loadEvents: loadEvents.logic,
        loadCardForm: loadCardForm.logic,
        tokenizeCard: tokenizeCard.logic,
        purchase: purchase.logic,
        ...(hostedCardForm ? { hostedCardForm: hostedCardForm as never } : {}),
      },
      actions: { goToVerify, scrollToTop, logCardError: (_, errors: unknown) => logCardError(errors) },
    }),
    { input: { eventId: 42, now: NOW }, clock },
  ).start();
  return {
    actor,
    clock,
    loadMember,
    loadEvents,
    loadCardForm,
    tokenizeCard,
    purchase,
    goToVerify,
    scrollToTop,
  };
}

async function ready(member = MEMBER, event = EVENT) {
  const fake = start();
  fake.loadMember.settle({ type: 'xstate.done.actor.loadMember', output: member });
  await flush();
  fake.loadEvents.settle({ type: 'xstate.done.actor.loadEvents', output: [event] });
  await flush();
  if (event.creditCardRedeemable) {
    fake.loadCardForm.settle({ type: 'xstate.done.actor.loadCardForm', output: { provider: 'sandbox' } });
    await flush();
  }
  return fake;
}

describe('the redeem amounts', () => {
  it('PTC up to the smaller of the balance and the buy-in, none when the event takes no PTC', () => {
    expect(maxPtcOf({ member: MEMBER, event: EVENT })).toBe(30);
    expect(maxPtcOf({ member: { ...MEMBER, ptc: 80 }, event: EVENT })).toBe(50);
    expect(maxPtcOf({ member: null, event: EVENT })).toBe(0);
    expect(maxPtcOf({ member: MEMBER, event: { ...EVENT, ptcRedeemable: false } })).toBe(0);
    expect(maxPtcOf({ member: MEMBER, event: null })).toBe(0);
  });

  it('the card pays the rest, and its form shows only when it pays something', () => {
    expect(cardAmountOf({ event: EVENT, ptcAmount: 30 })).toBe(20);
    expect(cardAmountOf({ event: null, ptcAmount: 0 })).toBe(0);
    expect(cardFormShown({ event: EVENT, ptcAmount: 30 })).toBe(true);
    expect(cardFormShown({ event: EVENT, ptcAmount: 50 })).toBe(false);
    expect(cardFormShown({ event: { ...EVENT, creditCardRedeemable: false }, ptcAmount: 0 })).toBe(false);
  });
});

describe('redeeming an event', () => {
  it('loads the member and the event together, then the card form, and starts with as many PTC as may be used', async () => {
    const { actor, loadMember, loadEvents, loadCardForm } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(loadMember.calls).toHaveLength(1);
    expect(loadEvents.inputs()).toEqual([{ eventId: 42 }]);
    loadMember.settle({ type: 'xstate.done.actor.loadMember', output: MEMBER });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loading: { member: 'loaded', event: 'loading' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    loadEvents.settle({ type: 'xstate.done.actor.loadEvents', output: [EVENT] });
    await flush();
    expect(actor.getSnapshot().value).toBe('loadingCardForm');
    expect(loadCardForm.calls).toHaveLength(1);
    loadCardForm.settle({ type: 'xstate.done.actor.loadCardForm', output: { provider: 'sandbox' } });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      member: MEMBER,
      event: EVENT,
      ptcAmount: 30,
      pendingPtc: 30,
      card: NO_CARD,
      error: null,
      result: null,
    });
  });

  it('an unverified mobile goes to verification; no event is not eligible', async () => {
    const unverified = start();
    unverified.loadMember.settle({
      type: 'xstate.done.actor.loadMember',
      output: { ptc: 0, mobileVerified: false },
    });
    await flush();
    expect(unverified.goToVerify).toHaveBeenCalledTimes(1);
    expect(unverified.actor.getSnapshot().value).toBe('redirecting');
    const none = start();
    none.loadMember.settle({ type: 'xstate.done.actor.loadMember', output: MEMBER });
    await flush();
    none.loadEvents.settle({ type: 'xstate.done.actor.loadEvents', output: [] });
    await flush();
    expect(none.actor.getSnapshot().value).toBe('notEligible');
  });

  it('a failed load shows its message and can be tried again', async () => {
    const { actor, loadMember, loadEvents } = start();
    loadMember.settle({ type: 'xstate.error.actor.loadMember', error: new Error('Session expired') });
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.error).toBe('Session expired');
    actor.send({ type: 'load.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(loadMember.calls).toHaveLength(2);
    loadMember.settle({ type: 'xstate.done.actor.loadMember', output: MEMBER });
    await flush();
    loadEvents.settle({ type: 'xstate.error.actor.loadEvents', error: 'offline' });
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.error).toBe('Something went wrong. Please try again.');
  });

  it('the slider applies 500 ms after its last change, kept between 0 and the maximum', async () => {
    const { actor, clock } = await ready();
    actor.send({ type: 'ptc.change', amount: 12.4 });
    expect(actor.getSnapshot().hasTag('adjusting')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ pendingPtc: 12, ptcAmount: 30 });
    clock.increment(500 - 1);
    actor.send({ type: 'ptc.change', amount: 99 });
    expect(actor.getSnapshot().context.pendingPtc).toBe(30);
    actor.send({ type: 'ptc.change', amount: 10 });
    clock.increment(500 - 1);
    expect(actor.getSnapshot().context.ptcAmount).toBe(30);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('adjusting')).toBe(false);
    expect(actor.getSnapshot().context.ptcAmount).toBe(10);
    actor.send({ type: 'ptc.change', amount: -5 });
    clock.increment(500);
    expect(actor.getSnapshot().context.ptcAmount).toBe(0);
  });

  it('no slider without PTC to use; no card form when the card pays nothing', async () => {
    const broke = await ready({ ...MEMBER, ptc: 0 });
    expect(broke.actor.getSnapshot().can({ type: 'ptc.change', amount: 0 })).toBe(false);
    const noPtc = await ready(MEMBER, { ...EVENT, ptcRedeemable: false });
    expect(noPtc.actor.getSnapshot().can({ type: 'ptc.change', amount: 0 })).toBe(false);
    expect(noPtc.actor.getSnapshot().context.ptcAmount).toBe(0);
    const rich = await ready({ ...MEMBER, ptc: 80 });
    rich.actor.send({ type: 'card.change', card: CARD });
    expect(rich.actor.getSnapshot().context.card).toEqual(NO_CARD);
  });

  it('pays by PTC alone when they cover the buy-in', async () => {
    const { actor, purchase, tokenizeCard } = await ready({ ...MEMBER, ptc: 80 });
    actor.send({ type: 'pay' });
    expect(actor.getSnapshot().hasTag('paying')).toBe(true);
    expect(tokenizeCard.calls).toHaveLength(0);
    expect(purchase.inputs()).toEqual([{ eventId: 42, ptcAmount: 50, creditCardAmount: 0, cardToken: null }]);
    purchase.settle({ type: 'xstate.done.actor.purchase', output: RESULT });
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.result).toEqual(RESULT);
  });

  it('Pay needs a valid card for the rest; with one, tokenises it and pays the rest in cents', async () => {
    const { actor, tokenizeCard, purchase } = await ready();
    actor.send({ type: 'pay' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    actor.send({ type: 'card.change', card: { ...CARD, number: '4111 1111 1111 1112' } });
    actor.send({ type: 'pay' });
    expect(tokenizeCard.calls).toHaveLength(0);
    actor.send({ type: 'card.change', card: CARD });
    expect(actor.getSnapshot().context.card).toEqual(CARD);
    actor.send({ type: 'pay' });
    expect(actor.getSnapshot().hasTag('paying')).toBe(true);
    expect(tokenizeCard.inputs()).toEqual([{ card: CARD }]);
    tokenizeCard.settle({ type: 'xstate.done.actor.tokenizeCard', output: 'tok_1' });
    await flush();
    expect(purchase.inputs()).toEqual([
      { eventId: 42, ptcAmount: 30, creditCardAmount: 2000, cardToken: 'tok_1' },
    ]);
  });

  it('an expired card cannot pay (checked against the page clock)', async () => {
    const { actor, tokenizeCard } = await ready();
    actor.send({ type: 'card.change', card: { ...CARD, expiry: '10/26' } });
    actor.send({ type: 'pay' });
    expect(tokenizeCard.calls).toHaveLength(0);
    actor.send({ type: 'card.change', card: { ...CARD, expiry: '11/26' } });
    actor.send({ type: 'pay' });
    expect(tokenizeCard.calls).toHaveLength(1);
  });

  it('a refused card shows its message by the form; a refused purchase shows it above the page', async () => {
    const { actor, tokenizeCard, purchase, scrollToTop } = await ready();
    actor.send({ type: 'card.change', card: CARD });
    actor.send({ type: 'pay' });
    tokenizeCard.settle({ type: 'xstate.error.actor.tokenizeCard', error: new Error('Card declined') });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ cardError: 'Card declined', error: null });
    actor.send({ type: 'card.change', card: CARD });
    expect(actor.getSnapshot().context.cardError).toBeNull();
    actor.send({ type: 'pay' });
    tokenizeCard.settle({ type: 'xstate.done.actor.tokenizeCard', output: 'tok_2' });
    await flush();
    purchase.settle({ type: 'xstate.error.actor.purchase', error: new Error('Event is full') });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Event is full',
      result: null,
      cardToken: 'tok_2',
    });
    expect(scrollToTop).toHaveBeenCalledTimes(1);
    actor.send({ type: 'pay' });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, cardToken: null });
  });

  it('Reset puts back the starting PTC and an empty card', async () => {
    const { actor, clock } = await ready();
    actor.send({ type: 'ptc.change', amount: 5 });
    clock.increment(500);
    actor.send({ type: 'card.change', card: CARD });
    actor.send({ type: 'reset' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ ptcAmount: 30, pendingPtc: 30, card: NO_CARD });
    actor.send({ type: 'ptc.change', amount: 5 });
    actor.send({ type: 'reset' });
    expect(actor.getSnapshot().hasTag('adjusting')).toBe(false);
    clock.increment(500);
    expect(actor.getSnapshot().context.ptcAmount).toBe(30);
  });

  it('Reset shows when PTC cover it all, not when the event takes no card and PTC cover part', async () => {
    const covered = await ready({ ...MEMBER, ptc: 80 });
    expect(covered.actor.getSnapshot().can({ type: 'reset' })).toBe(true);
    const partOnly = await ready(MEMBER, { ...EVENT, creditCardRedeemable: false });
    expect(partOnly.actor.getSnapshot().can({ type: 'reset' })).toBe(false);
    partOnly.actor.send({ type: 'pay' });
    expect(partOnly.actor.getSnapshot().hasTag('paying')).toBe(false);
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(redeemMachine)).toEqual({
      loadMember: 'loadMember not provided',
      loadEvents: 'loadEvents not provided',
      loadCardForm: 'loadCardForm not provided',
      hostedCardForm: 'hostedCardForm not provided',
      tokenizeCard: 'tokenizeCard not provided',
      purchase: 'purchase not provided',
    });
  });
});

describe("paying through SecurePay's card form", () => {
  const SECUREPAY: CardForm = {
    provider: 'securepay',
    clientId: 'client-1',
    merchantCode: 'MERCHANT',
    scriptUrl: 'https://pay.example/securepay.js',
  };

  /** SecurePay's form replaced by a recorder: its input, the commands it gets, and a way to report. */
  async function hostedReady(member = MEMBER, event = EVENT) {
    const form = {
      inputs: [] as HostedCardInput[],
      commands: [] as HostedCardCommand['type'][],
      stopped: 0,
      report: (_report: HostedCardReport) => {},
    };
    const logCardError = vi.fn();
    const fake = start(
      fromCallback<HostedCardCommand, HostedCardInput>(({ input, sendBack, receive }) => {
        form.inputs.push(input);
        form.report = sendBack as (report: HostedCardReport) => void;
        receive((command) => form.commands.push(command.type));
        return () => {
          form.stopped += 1;
        };
      }),
      logCardError,
    );
    fake.loadMember.settle({ type: 'xstate.done.actor.loadMember', output: member });
    fake.loadEvents.settle({ type: 'xstate.done.actor.loadEvents', output: [event] });
    await flush();
    fake.loadCardForm.settle({ type: 'xstate.done.actor.loadCardForm', output: SECUREPAY });
    await flush();
    return { ...fake, form, logCardError };
  }

  it('starts the form with the merchant details, shows no card fields of its own, and pays once SecurePay says the card is valid', async () => {
    const { actor, form, purchase, tokenizeCard } = await hostedReady();
    expect(form.inputs).toEqual([
      { clientId: 'client-1', merchantCode: 'MERCHANT', scriptUrl: 'https://pay.example/securepay.js' },
    ]);
    expect(actor.getSnapshot().children.hostedCard).toBeDefined();
    expect(actor.getSnapshot().context.hostedCardValid).toBe(false);
    expect(actor.getSnapshot().can({ type: 'card.change', card: CARD })).toBe(false);
    actor.send({ type: 'pay' });
    expect(actor.getSnapshot().hasTag('paying')).toBe(false);
    form.report({ type: 'card.valid' });
    expect(actor.getSnapshot().context.hostedCardValid).toBe(true);
    form.report({ type: 'card.invalid' });
    expect(actor.getSnapshot().context.hostedCardValid).toBe(false);
    form.report({ type: 'card.valid' });
    actor.send({ type: 'pay' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'tokenizingHosted' });
    expect(actor.getSnapshot().hasTag('paying')).toBe(true);
    expect(form.commands).toEqual(['tokenise']);
    form.report({ type: 'card.tokenised', token: 'sp_tok' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'purchasing' });
    expect(tokenizeCard.calls).toHaveLength(0);
    expect(purchase.inputs()).toEqual([
      { eventId: 42, ptcAmount: 30, creditCardAmount: 2000, cardToken: 'sp_tok' },
    ]);
    purchase.settle({ type: 'xstate.done.actor.purchase', output: RESULT });
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
    expect(form.stopped).toBe(1);
  });

  it('a failed tokenise is only logged and Pay is offered again; the script failing to load says so and Reset keeps it', async () => {
    const { actor, form, logCardError, clock } = await hostedReady();
    form.report({ type: 'card.valid' });
    actor.send({ type: 'pay' });
    form.report({ type: 'card.failed', errors: ['card declined'] });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(logCardError).toHaveBeenCalledWith(['card declined']);
    expect(actor.getSnapshot().context).toMatchObject({ error: null, cardError: null, cardToken: null });
    form.report({ type: 'card.unavailable' });
    expect(actor.getSnapshot().context.cardError).toBe(
      'The card form could not be loaded. Please reload the page.',
    );
    actor.send({ type: 'ptc.change', amount: 5 });
    clock.increment(500);
    actor.send({ type: 'reset' });
    expect(actor.getSnapshot().context).toMatchObject({
      ptcAmount: 30,
      hostedCardValid: false,
      cardError: 'The card form could not be loaded. Please reload the page.',
    });
    expect(form.commands).toEqual(['tokenise', 'reset']);
  });

  it('PTC covering the buy-in pay without the card form; without a card part SecurePay cannot pay', async () => {
    const { actor, form, purchase } = await hostedReady({ ...MEMBER, ptc: 80 });
    form.report({ type: 'card.valid' });
    actor.send({ type: 'pay' });
    expect(form.commands).toEqual([]);
    expect(purchase.inputs()).toEqual([{ eventId: 42, ptcAmount: 50, creditCardAmount: 0, cardToken: null }]);
  });

  it('an event that takes no card starts no SecurePay form even when the server offers it', async () => {
    const fake = start(fromCallback(() => {}));
    fake.loadMember.settle({ type: 'xstate.done.actor.loadMember', output: MEMBER });
    fake.loadEvents.settle({
      type: 'xstate.done.actor.loadEvents',
      output: [{ ...EVENT, creditCardRedeemable: false }],
    });
    await flush();
    expect(fake.actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(fake.actor.getSnapshot().children.hostedCard).toBeUndefined();
  });

  it('the sandbox form starts no SecurePay form and Reset sends it nothing', async () => {
    const created: unknown[] = [];
    const fake = start(
      fromCallback(({ input }) => {
        created.push(input);
      }),
    );
    fake.loadMember.settle({ type: 'xstate.done.actor.loadMember', output: MEMBER });
    fake.loadEvents.settle({ type: 'xstate.done.actor.loadEvents', output: [EVENT] });
    await flush();
    fake.loadCardForm.settle({ type: 'xstate.done.actor.loadCardForm', output: { provider: 'sandbox' } });
    await flush();
    fake.actor.send({ type: 'reset' });
    expect(created).toEqual([]);
    expect(fake.actor.getSnapshot().children.hostedCard).toBeUndefined();
  });
});
