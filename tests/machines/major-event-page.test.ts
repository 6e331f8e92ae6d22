import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type MajorEventPageInput,
  majorEventPageMachine,
  qualifierSources,
} from '../../machines/major-event-page';
import type { MajorEventDetail, Qualifier } from '../../src/shared/contract/major-event';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the page: tests/client/major-event-page-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const EVENT = {
  id: 60,
  linkedMajorEventId: 0,
  subMajorEvents: [
    { subMajorEventId: 601, subMajorEventTypeId: 1 },
    { subMajorEventId: 602, subMajorEventTypeId: 2 },
  ],
} as unknown as MajorEventDetail;
const WITHOUT_MASTER = { ...EVENT, subMajorEvents: [EVENT.subMajorEvents[0]] } as MajorEventDetail;
const QUALIFIERS = [{ name: 'Ava' }] as unknown as Qualifier[];
const MASTER = [{ name: 'Ben' }] as unknown as Qualifier[];

function start(input: MajorEventPageInput = { name: 'apl-million', aplpt: false }) {
  const loadMajorEvent = fakeActor<MajorEventDetail, MajorEventPageInput>('loadMajorEvent');
  const loadQualifiers = fakeActor<Qualifier[], number[]>('loadQualifiers');
  const loadMaster = fakeActor<Qualifier[], number>('loadMaster');
  const actor = createActor(
    majorEventPageMachine.provide({
      actors: {
        loadMajorEvent: loadMajorEvent.logic,
        loadQualifiers: loadQualifiers.logic,
        loadMaster: loadMaster.logic,
      },
    }),
    { input },
  ).start();
  return { actor, loadMajorEvent, loadQualifiers, loadMaster };
}

async function ready(event = EVENT, input?: MajorEventPageInput) {
  const fake = start(input);
  fake.loadMajorEvent.settle({ type: 'xstate.done.actor.loadMajorEvent', output: event });
  await flush();
  return fake;
}

describe('a major event page', () => {
  it("shows the event's qualifiers and, with a linked event, that event's too", () => {
    expect(qualifierSources(EVENT)).toEqual([60]);
    expect(qualifierSources({ ...EVENT, linkedMajorEventId: 61 })).toEqual([60, 61]);
  });

  it('loads the event by name, then its qualifiers, on the About tab', async () => {
    const { actor, loadMajorEvent, loadQualifiers } = start({ name: 'aplpt-perth', aplpt: true });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      name: 'aplpt-perth',
      aplpt: true,
      event: null,
      qualifiers: [],
      master: null,
      search: '',
    });
    expect(loadMajorEvent.inputs()).toEqual([{ name: 'aplpt-perth', aplpt: true }]);
    loadMajorEvent.settle({
      type: 'xstate.done.actor.loadMajorEvent',
      output: { ...EVENT, linkedMajorEventId: 61 },
    });
    await flush();
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().hasTag('loading.qualifiers')).toBe(true);
    expect(actor.getSnapshot().matches({ ready: { tab: 'about', mode: 'normal' } })).toBe(true);
    expect(loadQualifiers.inputs()).toEqual([[60, 61]]);
    loadQualifiers.settle({ type: 'xstate.done.actor.loadQualifiers', output: QUALIFIERS });
    await flush();
    expect(actor.getSnapshot().hasTag('loading.qualifiers')).toBe(false);
    expect(actor.getSnapshot().context.qualifiers).toEqual(QUALIFIERS);
  });

  it('a failed event load shows the failure; failed qualifiers leave the list empty', async () => {
    const failed = start();
    failed.loadMajorEvent.settle({
      type: 'xstate.error.actor.loadMajorEvent',
      error: new Error('Not found'),
    });
    await flush();
    expect(failed.actor.getSnapshot().value).toBe('failed');
    expect(failed.actor.getSnapshot().hasTag('loading')).toBe(false);
    const { actor, loadQualifiers } = await ready();
    loadQualifiers.settle({ type: 'xstate.error.actor.loadQualifiers', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().hasTag('loading.qualifiers')).toBe(false);
    expect(actor.getSnapshot().context.qualifiers).toEqual([]);
  });

  it('every tab opens for a major event; APLPT events have no qualification or winners tab', async () => {
    const tab = (actor: ReturnType<typeof start>['actor']) =>
      (actor.getSnapshot().value as { ready: { tab: string } }).ready.tab;
    const major = await ready();
    for (const name of ['qualifiers', 'schedule', 'qualification', 'winners', 'about'] as const) {
      major.actor.send({ type: `tab.${name}` });
      expect(tab(major.actor)).toBe(name);
    }
    const aplpt = await ready(EVENT, { name: 'aplpt-perth', aplpt: true });
    aplpt.actor.send({ type: 'tab.schedule' });
    aplpt.actor.send({ type: 'tab.qualification' });
    expect(tab(aplpt.actor)).toBe('schedule');
    aplpt.actor.send({ type: 'tab.winners' });
    expect(tab(aplpt.actor)).toBe('schedule');
  });

  it('keeps the qualifier search text', async () => {
    const { actor } = await ready();
    actor.send({ type: 'qualifiers.search', text: 'av' });
    expect(actor.getSnapshot().context.search).toBe('av');
  });

  it('switches to the day 2 chip stacks on the qualifiers tab, loading them once through the master sub-event', async () => {
    const { actor, loadMaster } = await ready();
    actor.send({ type: 'qualifiers.mode' });
    expect(actor.getSnapshot().matches({ ready: { tab: 'qualifiers', mode: { master: 'loading' } } })).toBe(
      true,
    );
    expect(actor.getSnapshot().hasTag('loading.master')).toBe(true);
    expect(loadMaster.inputs()).toEqual([602]);
    loadMaster.settle({ type: 'xstate.done.actor.loadMaster', output: MASTER });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { mode: { master: 'shown' } } })).toBe(true);
    expect(actor.getSnapshot().context.master).toEqual(MASTER);
    actor.send({ type: 'tab.about' });
    actor.send({ type: 'qualifiers.mode' });
    expect(actor.getSnapshot().matches({ ready: { tab: 'qualifiers', mode: 'normal' } })).toBe(true);
    actor.send({ type: 'tab.schedule' });
    actor.send({ type: 'qualifiers.mode' });
    expect(actor.getSnapshot().matches({ ready: { tab: 'qualifiers', mode: { master: 'shown' } } })).toBe(
      true,
    );
    expect(loadMaster.calls).toHaveLength(1);
  });

  it('switching lists loads no qualifiers again (bug: it reloaded them each time)', async () => {
    const { actor, loadQualifiers } = await ready();
    actor.send({ type: 'qualifiers.mode' });
    actor.send({ type: 'qualifiers.mode' });
    expect(loadQualifiers.calls).toHaveLength(1);
    expect(loadQualifiers.calls[0]?.signal.aborted).toBe(false);
    expect(actor.getSnapshot().hasTag('loading.qualifiers')).toBe(true);
    loadQualifiers.settle({ type: 'xstate.done.actor.loadQualifiers', output: QUALIFIERS });
    await flush();
    actor.send({ type: 'qualifiers.mode' });
    expect(loadQualifiers.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.qualifiers).toEqual(QUALIFIERS);
  });

  it('a failed chip stack load shows an empty list; without a master sub-event there is no switch', async () => {
    const { actor, loadMaster } = await ready();
    actor.send({ type: 'qualifiers.mode' });
    loadMaster.settle({ type: 'xstate.error.actor.loadMaster', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { mode: { master: 'shown' } } })).toBe(true);
    expect(actor.getSnapshot().hasTag('loading.master')).toBe(false);
    expect(actor.getSnapshot().context.master).toEqual([]);

    const single = await ready(WITHOUT_MASTER);
    single.actor.send({ type: 'qualifiers.mode' });
    expect(single.actor.getSnapshot().matches({ ready: { tab: 'about', mode: 'normal' } })).toBe(true);
    expect(single.loadMaster.calls).toHaveLength(0);
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(majorEventPageMachine)).toEqual({
      loadMajorEvent: 'loadMajorEvent not provided',
      loadQualifiers: 'loadQualifiers not provided',
      loadMaster: 'loadMaster not provided',
    });
  });
});
