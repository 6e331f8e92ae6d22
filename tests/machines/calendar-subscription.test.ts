import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type CalendarSubscription, calendarSubscriptionMachine } from '../../machines/calendar-subscription';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the profile's calendar panel: tests/client/calendar-subscription-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const FEED: CalendarSubscription = {
  url: 'https://apl.test/cal/abc.ics',
  webcalUrl: 'webcal://apl.test/cal/abc.ics',
};
const NEW_FEED: CalendarSubscription = {
  url: 'https://apl.test/cal/xyz.ics',
  webcalUrl: 'webcal://apl.test/cal/xyz.ics',
};

function start() {
  const clock = new SimulatedClock();
  const loadSubscription = fakeActor<CalendarSubscription>('loadSubscription');
  const rotateSubscription = fakeActor<CalendarSubscription>('rotateSubscription');
  const copyLink = vi.fn();
  const actor = createActor(
    calendarSubscriptionMachine.provide({
      actors: { loadSubscription: loadSubscription.logic, rotateSubscription: rotateSubscription.logic },
      actions: { copyLink: (_, url: string) => copyLink(url) },
    }),
    { clock },
  ).start();
  return { actor, clock, loadSubscription, rotateSubscription, copyLink };
}

async function ready() {
  const fake = start();
  fake.loadSubscription.settle({ type: 'xstate.done.actor.loadSubscription', output: FEED });
  await flush();
  return fake;
}

describe('the calendar subscription', () => {
  it('loads the feed once and shows it', async () => {
    const { actor, loadSubscription } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({ subscription: null, error: null });
    loadSubscription.settle({ type: 'xstate.done.actor.loadSubscription', output: FEED });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.subscription).toEqual(FEED);
    expect(loadSubscription.calls).toHaveLength(1);
  });

  it('a failed load leaves it unavailable, with nothing to copy or replace', async () => {
    const { actor, loadSubscription } = start();
    loadSubscription.settle({ type: 'xstate.error.actor.loadSubscription', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().can({ type: 'calendar.copy' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'calendar.rotate' })).toBe(false);
  });

  it("copies the feed's address and shows 'Copied' for two seconds", async () => {
    const { actor, clock, copyLink } = await ready();
    actor.send({ type: 'calendar.copy' });
    expect(copyLink).toHaveBeenCalledWith(FEED.url);
    expect(actor.getSnapshot().value).toEqual({ ready: 'copied' });
    actor.send({ type: 'calendar.copy' });
    expect(copyLink).toHaveBeenCalledTimes(1);
    clock.increment(1999);
    expect(actor.getSnapshot().value).toEqual({ ready: 'copied' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('a new private address replaces the old one', async () => {
    const { actor, rotateSubscription, copyLink } = await ready();
    actor.send({ type: 'calendar.rotate' });
    expect(actor.getSnapshot().value).toBe('rotating');
    expect(rotateSubscription.calls).toHaveLength(1);
    actor.send({ type: 'calendar.copy' });
    expect(copyLink).not.toHaveBeenCalled();
    rotateSubscription.settle({ type: 'xstate.done.actor.rotateSubscription', output: NEW_FEED });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context).toEqual({ subscription: NEW_FEED, error: null });
    actor.send({ type: 'calendar.copy' });
    expect(copyLink).toHaveBeenCalledWith(NEW_FEED.url);
  });

  it('a failed replacement keeps the old address with the message, cleared by the next try', async () => {
    const { actor, rotateSubscription } = await ready();
    actor.send({ type: 'calendar.rotate' });
    rotateSubscription.settle({
      type: 'xstate.error.actor.rotateSubscription',
      error: new Error('Too many requests'),
    });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context).toEqual({ subscription: FEED, error: 'Too many requests' });
    actor.send({ type: 'calendar.rotate' });
    expect(actor.getSnapshot().context.error).toBeNull();
    rotateSubscription.settle({ type: 'xstate.error.actor.rotateSubscription', error: 'offline' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Something went wrong. Please try again.');
  });

  it('can be replaced while showing Copied', async () => {
    const { actor, rotateSubscription } = await ready();
    actor.send({ type: 'calendar.copy' });
    actor.send({ type: 'calendar.rotate' });
    expect(actor.getSnapshot().value).toBe('rotating');
    expect(rotateSubscription.calls).toHaveLength(1);
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(calendarSubscriptionMachine)).toEqual({
      loadSubscription: 'loadSubscription not provided',
      rotateSubscription: 'rotateSubscription not provided',
    });
  });
});
