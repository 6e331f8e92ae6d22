import { assign, fromPromise, raise, setup } from 'xstate';
import type { MajorEventDetail, Qualifier } from '../src/shared/contract/major-event';
import { SUB_MAJOR_EVENT_TYPE } from '../src/shared/major-event-rules';

export type MajorEventTab = 'about' | 'qualifiers' | 'schedule' | 'qualification' | 'winners';

export type MajorEventPageEvent =
  | { type: 'tab.about' }
  | { type: 'tab.qualifiers' }
  | { type: 'tab.schedule' }
  | { type: 'tab.qualification' }
  | { type: 'tab.winners' }
  | { type: 'qualifiers.search'; text: string }
  | { type: 'qualifiers.mode' };

export interface MajorEventPageInput {
  name: string;
  aplpt: boolean;
}

interface Context extends MajorEventPageInput {
  event: MajorEventDetail | null;
  qualifiers: Qualifier[];
  /** The day 2 chip stack list once loaded (null before). */
  master: Qualifier[] | null;
  search: string;
}

const masterSubEvent = (event: MajorEventDetail | null) =>
  event?.subMajorEvents.find((s) => s.subMajorEventTypeId === SUB_MAJOR_EVENT_TYPE.master);

/** Whose qualifiers the list shows: the event's own and, with a linked event, that event's too. */
export const qualifierSources = (event: MajorEventDetail) =>
  event.linkedMajorEventId > 0 ? [event.id, event.linkedMajorEventId] : [event.id];

/**
 * A major event (or APLPT event) page: loads the event by name, then its qualifiers; the mobile tabs, the
 * qualifier search and the switch to the day 2 chip stack list (loaded once, through the master sub-event;
 * switching either way opens the qualifiers tab). APLPT events have no qualification or winners tab.
 */
export const majorEventPageMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    input: {} as MajorEventPageInput,
    context: {} as Context,
    events: {} as MajorEventPageEvent,
  },
  actors: {
    loadMajorEvent: fromPromise<MajorEventDetail, MajorEventPageInput>(async () => {
      throw new Error('loadMajorEvent not provided');
    }),
    loadQualifiers: fromPromise<Qualifier[], number[]>(async () => {
      throw new Error('loadQualifiers not provided');
    }),
    loadMaster: fromPromise<Qualifier[], number>(async () => {
      throw new Error('loadMaster not provided');
    }),
  },
  guards: {
    fullTabs: ({ context }) => !context.aplpt,
    hasMaster: ({ context }) => masterSubEvent(context.event) !== undefined,
    masterLoaded: ({ context }) => context.master !== null,
  },
}).createMachine({
  id: 'majorEventPage',
  context: ({ input }) => ({ ...input, event: null, qualifiers: [], master: null, search: '' }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadMajorEvent',
        src: 'loadMajorEvent',
        input: ({ context }) => ({ name: context.name, aplpt: context.aplpt }),
        onDone: { target: 'ready', actions: assign({ event: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: {},
    ready: {
      type: 'parallel',
      on: { 'qualifiers.search': { actions: assign({ search: ({ event }) => event.text }) } },
      states: {
        tab: {
          initial: 'about',
          on: {
            'tab.about': '.about',
            'tab.qualifiers': '.qualifiers',
            'tab.schedule': '.schedule',
            'tab.qualification': { guard: 'fullTabs', target: '.qualification' },
            'tab.winners': { guard: 'fullTabs', target: '.winners' },
          },
          states: { about: {}, qualifiers: {}, schedule: {}, qualification: {}, winners: {} },
        },
        qualifiers: {
          initial: 'loading',
          states: {
            loading: {
              tags: 'loading.qualifiers',
              invoke: {
                id: 'loadQualifiers',
                src: 'loadQualifiers',
                input: ({ context }) => (context.event ? qualifierSources(context.event) : []),
                onDone: { target: 'loaded', actions: assign({ qualifiers: ({ event }) => event.output }) },
                onError: 'loaded',
              },
            },
            loaded: {},
          },
        },
        // Switching opens the qualifiers tab by an event: a target in the tab region would exit and re-enter
        // every region of the page (loading the qualifiers again).
        mode: {
          initial: 'normal',
          states: {
            normal: {
              on: {
                'qualifiers.mode': {
                  guard: 'hasMaster',
                  target: 'master',
                  actions: raise({ type: 'tab.qualifiers' }),
                },
              },
            },
            master: {
              initial: 'deciding',
              on: { 'qualifiers.mode': { target: 'normal', actions: raise({ type: 'tab.qualifiers' }) } },
              states: {
                deciding: { always: [{ guard: 'masterLoaded', target: 'shown' }, { target: 'loading' }] },
                loading: {
                  tags: 'loading.master',
                  invoke: {
                    id: 'loadMaster',
                    src: 'loadMaster',
                    input: ({ context }) => masterSubEvent(context.event)?.subMajorEventId ?? 0,
                    onDone: { target: 'shown', actions: assign({ master: ({ event }) => event.output }) },
                    onError: { target: 'shown', actions: assign({ master: () => [] }) },
                  },
                },
                shown: {},
              },
            },
          },
        },
      },
    },
  },
});
