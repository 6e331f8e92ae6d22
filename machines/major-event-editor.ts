import { and, assign, fromPromise, setup } from 'xstate';
import type {
  PickedEvent,
  SaveMajorEventBody,
  StaffMajorEvent,
  StaffMajorEventSummary,
} from '../src/shared/contract/admin-major-events';
import { messageOf } from '../src/shared/error-message';
import { suggestUrlName } from '../src/shared/url-name';

/** The form as typed: numbers as their fields hold them (checked on save), choices as their values. */
export interface MajorEventDraft {
  name: string;
  urlName: string;
  aplpt: boolean;
  /** '' for every state. */
  stateId: string;
  logoUrl: string;
  bannerUrl: string;
  description: string;
  venueAddress: string;
  startsOn: string;
  endsOn: string;
  featureEvent: boolean;
  series: string;
  buyTicketUrl: string;
  qualificationProcess: string;
  setupModeId: '1' | '2';
  /** '' for none. */
  linkedMajorEventId: string;
}
export type MajorEventField = keyof MajorEventDraft;

export interface SubEventDraft {
  event: PickedEvent;
  name: string;
  typeId: string;
  eventNumber: string;
}
export type SubEventField = 'name' | 'typeId' | 'eventNumber';

export interface QualifierDraft {
  event: PickedEvent;
  qualifyingPlaces: string;
}

/** Where a picked event goes: the single event, a new day of the schedule, or a new satellite. */
export type PickTarget = 'single' | 'subEvent' | 'qualifier';

export interface EditorData {
  /** null for a new major event. */
  major: StaffMajorEvent | null;
  /** Every major event, for the linked event's choice. */
  others: StaffMajorEventSummary[];
}

export type MajorEventEditorEvent =
  | { type: 'draft.change'; field: MajorEventField; value: MajorEventDraft[MajorEventField] }
  | { type: 'subEvent.change'; index: number; field: SubEventField; value: string }
  | { type: 'subEvent.remove'; index: number }
  | { type: 'qualifier.change'; index: number; value: string }
  | { type: 'qualifier.remove'; index: number }
  | { type: 'single.clear' }
  | { type: 'picker.open'; target: PickTarget }
  | { type: 'picker.type'; text: string }
  | { type: 'picker.search' }
  | { type: 'picker.choose'; event: PickedEvent }
  | { type: 'picker.close' }
  | { type: 'save.submit' }
  | { type: 'load.retry' };

export interface MajorEventEditorContext {
  /** null until a new major event is first saved. */
  id: number | null;
  draft: MajorEventDraft;
  single: PickedEvent | null;
  subEvents: SubEventDraft[];
  qualifiers: QualifierDraft[];
  others: StaffMajorEventSummary[];
  saved: StaffMajorEvent | null;
  fieldErrors: Record<string, string>;
  error: string | null;
  notice: string | null;
  picker: { target: PickTarget; text: string; results: PickedEvent[] | null; error: string | null };
}

export const PICK_MIN_CHARACTERS = 2;

export const emptyMajorEventDraft = (): MajorEventDraft => ({
  name: '',
  urlName: '',
  aplpt: false,
  stateId: '',
  logoUrl: '',
  bannerUrl: '',
  description: '',
  venueAddress: '',
  startsOn: '',
  endsOn: '',
  featureEvent: false,
  series: '',
  buyTicketUrl: '',
  qualificationProcess: '',
  setupModeId: '2',
  linkedMajorEventId: '',
});

const formOf = (major: StaffMajorEvent) => ({
  draft: {
    name: major.name,
    urlName: major.urlName,
    aplpt: major.aplpt,
    stateId: major.stateId === null ? '' : String(major.stateId),
    logoUrl: major.logoUrl,
    bannerUrl: major.bannerUrl,
    description: major.description,
    venueAddress: major.venueAddress,
    startsOn: major.startsOn,
    endsOn: major.endsOn,
    featureEvent: major.featureEvent,
    series: major.series ?? '',
    buyTicketUrl: major.buyTicketUrl ?? '',
    qualificationProcess: major.qualificationProcess ?? '',
    setupModeId: major.setupModeId === 1 ? '1' : '2',
    linkedMajorEventId: major.linkedMajorEventId === null ? '' : String(major.linkedMajorEventId),
  } satisfies MajorEventDraft,
  single: major.event,
  subEvents: major.subEvents.map((s) => ({
    event: s.event,
    name: s.name,
    typeId: String(s.typeId),
    eventNumber: String(s.eventNumber),
  })),
  qualifiers: major.qualifiers.map((q) => ({ event: q.event, qualifyingPlaces: String(q.qualifyingPlaces) })),
});

/** A typed number as a number when it reads as one; anything else goes as typed, for the server to refuse. */
const numberOf = (text: string) => {
  const trimmed = text.trim();
  return (trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed) as number;
};

/** What the server is sent. */
export function majorEventBodyOf(context: MajorEventEditorContext): SaveMajorEventBody {
  const { draft } = context;
  return {
    ...(context.id === null ? {} : { id: context.id }),
    name: draft.name,
    urlName: draft.urlName,
    aplpt: draft.aplpt,
    stateId: draft.stateId === '' ? null : numberOf(draft.stateId),
    logoUrl: draft.logoUrl,
    bannerUrl: draft.bannerUrl,
    description: draft.description,
    venueAddress: draft.venueAddress,
    startsOn: draft.startsOn,
    endsOn: draft.endsOn,
    featureEvent: draft.featureEvent,
    series: draft.series,
    buyTicketUrl: draft.buyTicketUrl,
    qualificationProcess: draft.qualificationProcess,
    setupModeId: numberOf(draft.setupModeId) as 1 | 2,
    linkedMajorEventId: draft.linkedMajorEventId === '' ? null : numberOf(draft.linkedMajorEventId),
    eventId: context.single?.id ?? null,
    subEvents: context.subEvents.map((s) => ({
      eventId: s.event.id,
      name: s.name,
      typeId: numberOf(s.typeId) as 1 | 2 | 3,
      eventNumber: numberOf(s.eventNumber),
    })),
    qualifiers: context.qualifiers.map((q) => ({
      eventId: q.event.id,
      qualifyingPlaces: numberOf(q.qualifyingPlaces),
    })),
  };
}

const errorsOf = (error: unknown): Record<string, string> =>
  (error as { errors?: Record<string, string> } | null)?.errors ?? {};

/** Field errors without those of a list's rows (its rows moved: their errors no longer say which row). */
const withoutRows = (errors: Record<string, string>, list: string) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith(`${list}.`) && key !== list));

const without = (errors: Record<string, string>, key: string) => {
  const { [key]: _dropped, ...rest } = errors;
  return rest;
};

/**
 * /admin/major-events/{id|new}: a major event's editor. An existing event loads first (with the other major
 * events, for the linked event's choice). The name suggests the URL name while the name still follows it. The
 * schedule's days and the satellites are events picked by a search (title, venue or id); each row's fields
 * can be changed and a row removed. Save sends the whole form; the server's field errors show at their fields.
 */
export const majorEventEditorMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as MajorEventEditorContext,
    events: {} as MajorEventEditorEvent,
    input: {} as { id: number | null },
    tags: {} as 'busy' | 'form',
  },
  actors: {
    loadEditor: fromPromise<EditorData, { id: number | null }>(async () => {
      throw new Error('loadEditor not provided');
    }),
    saveMajorEvent: fromPromise<StaffMajorEvent, SaveMajorEventBody>(async () => {
      throw new Error('saveMajorEvent not provided');
    }),
    searchEvents: fromPromise<PickedEvent[], { q: string }>(async () => {
      throw new Error('searchEvents not provided');
    }),
  },
  actions: {
    takeField: assign(({ context, event }) => {
      const { field, value } = event as Extract<MajorEventEditorEvent, { type: 'draft.change' }>;
      const draft = { ...context.draft, [field]: value };
      if (field === 'name' && context.draft.urlName === suggestUrlName(context.draft.name))
        draft.urlName = suggestUrlName(String(value));
      return { draft, fieldErrors: without(context.fieldErrors, field), notice: null };
    }),
    takeSubEventField: assign(({ context, event }) => {
      const { index, field, value } = event as Extract<MajorEventEditorEvent, { type: 'subEvent.change' }>;
      return {
        subEvents: context.subEvents.map((s, i) => (i === index ? { ...s, [field]: value } : s)),
        fieldErrors: without(context.fieldErrors, `subEvents.${index}.${field}`),
        notice: null,
      };
    }),
    removeSubEvent: assign(({ context, event }) => {
      const { index } = event as Extract<MajorEventEditorEvent, { type: 'subEvent.remove' }>;
      return {
        subEvents: context.subEvents.filter((_, i) => i !== index),
        fieldErrors: withoutRows(context.fieldErrors, 'subEvents'),
        notice: null,
      };
    }),
    takeQualifierPlaces: assign(({ context, event }) => {
      const { index, value } = event as Extract<MajorEventEditorEvent, { type: 'qualifier.change' }>;
      return {
        qualifiers: context.qualifiers.map((q, i) => (i === index ? { ...q, qualifyingPlaces: value } : q)),
        fieldErrors: without(context.fieldErrors, `qualifiers.${index}.qualifyingPlaces`),
        notice: null,
      };
    }),
    removeQualifier: assign(({ context, event }) => {
      const { index } = event as Extract<MajorEventEditorEvent, { type: 'qualifier.remove' }>;
      return {
        qualifiers: context.qualifiers.filter((_, i) => i !== index),
        fieldErrors: withoutRows(context.fieldErrors, 'qualifiers'),
        notice: null,
      };
    }),
    clearSingle: assign(({ context }) => ({
      single: null,
      fieldErrors: without(context.fieldErrors, 'eventId'),
      notice: null,
    })),
    openPicker: assign(({ event }) => ({
      picker: {
        target: (event as Extract<MajorEventEditorEvent, { type: 'picker.open' }>).target,
        text: '',
        results: null,
        error: null,
      },
    })),
    takeSearchText: assign(({ context, event }) => ({
      picker: {
        ...context.picker,
        text: (event as Extract<MajorEventEditorEvent, { type: 'picker.type' }>).text,
      },
    })),
    /** The picked event joins where the picker was opened for: a new day numbered after the last, or a satellite. */
    takePicked: assign(({ context, event }) => {
      const picked = (event as Extract<MajorEventEditorEvent, { type: 'picker.choose' }>).event;
      const { target } = context.picker;
      if (target === 'single')
        return { single: picked, fieldErrors: without(context.fieldErrors, 'eventId'), notice: null };
      if (target === 'subEvent') {
        const last = Math.max(0, ...context.subEvents.map((s) => Number(s.eventNumber) || 0));
        return {
          subEvents: [
            ...context.subEvents,
            { event: picked, name: picked.title, typeId: '1', eventNumber: String(last + 1) },
          ],
          notice: null,
        };
      }
      return { qualifiers: [...context.qualifiers, { event: picked, qualifyingPlaces: '1' }], notice: null };
    }),
  },
  guards: {
    hasSubEvent: ({ context, event }) =>
      ((event as { index?: number }).index ?? Number.POSITIVE_INFINITY) < context.subEvents.length,
    hasQualifier: ({ context, event }) =>
      ((event as { index?: number }).index ?? Number.POSITIVE_INFINITY) < context.qualifiers.length,
    hasSingle: ({ context }) => context.single !== null,
    /** The single event is chosen only for an event set up as one. */
    canOpenPicker: ({ context, event }) =>
      (event as Extract<MajorEventEditorEvent, { type: 'picker.open' }>).target !== 'single' ||
      context.draft.setupModeId === '1',
    /** Only an event the last search found can be chosen. */
    isFound: ({ context, event }) => {
      const picked = (event as Extract<MajorEventEditorEvent, { type: 'picker.choose' }>).event;
      return context.picker.results?.some((found) => found.id === picked.id) ?? false;
    },
    canSearch: ({ context }) => context.picker.text.trim().length >= PICK_MIN_CHARACTERS,
    /** An event already in the list it would join is not added twice. */
    isNewPick: ({ context, event }) => {
      const picked = (event as Extract<MajorEventEditorEvent, { type: 'picker.choose' }>).event;
      if (context.picker.target === 'subEvent')
        return !context.subEvents.some((s) => s.event.id === picked.id);
      if (context.picker.target === 'qualifier')
        return !context.qualifiers.some((q) => q.event.id === picked.id);
      return true;
    },
  },
}).createMachine({
  id: 'majorEventEditor',
  context: ({ input }) => ({
    id: input.id,
    draft: emptyMajorEventDraft(),
    single: null,
    subEvents: [],
    qualifiers: [],
    others: [],
    saved: null,
    fieldErrors: {},
    error: null,
    notice: null,
    picker: { target: 'subEvent', text: '', results: null, error: null },
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadEditor',
        src: 'loadEditor',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            saved: event.output.major,
            others: event.output.others,
            ...(event.output.major ? formOf(event.output.major) : {}),
            error: null,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: { on: { 'load.retry': 'loading' } },
    editing: {
      tags: ['form'],
      on: {
        'draft.change': { actions: 'takeField' },
        'subEvent.change': { guard: 'hasSubEvent', actions: 'takeSubEventField' },
        'subEvent.remove': { guard: 'hasSubEvent', actions: 'removeSubEvent' },
        'qualifier.change': { guard: 'hasQualifier', actions: 'takeQualifierPlaces' },
        'qualifier.remove': { guard: 'hasQualifier', actions: 'removeQualifier' },
        'single.clear': { guard: 'hasSingle', actions: 'clearSingle' },
        'picker.open': { guard: 'canOpenPicker', target: 'picking', actions: 'openPicker' },
        'save.submit': { target: 'saving' },
      },
    },
    picking: {
      initial: 'typing',
      on: {
        'picker.close': { target: 'editing' },
        'picker.choose': [
          { guard: and(['isFound', 'isNewPick']), target: 'editing', actions: 'takePicked' },
          { guard: 'isFound', target: 'editing' },
        ],
      },
      states: {
        typing: {
          on: {
            'picker.type': { actions: 'takeSearchText' },
            'picker.search': { guard: 'canSearch', target: 'searching' },
          },
        },
        searching: {
          tags: ['busy'],
          invoke: {
            id: 'searchEvents',
            src: 'searchEvents',
            input: ({ context }) => ({ q: context.picker.text.trim() }),
            onDone: {
              target: 'typing',
              actions: assign(({ context, event }) => ({
                picker: { ...context.picker, results: event.output, error: null },
              })),
            },
            onError: {
              target: 'typing',
              actions: assign(({ context, event }) => ({
                picker: { ...context.picker, results: null, error: messageOf(event.error) },
              })),
            },
          },
        },
      },
    },
    saving: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'saveMajorEvent',
        src: 'saveMajorEvent',
        input: ({ context }) => majorEventBodyOf(context),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            id: event.output.id,
            saved: event.output,
            ...formOf(event.output),
            fieldErrors: {},
            error: null,
            notice: 'Saved. The public pages show it now.',
          })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({
            fieldErrors: errorsOf(event.error),
            error: messageOf(event.error),
            notice: null,
          })),
        },
      },
    },
  },
});
