import { and, assign, fromPromise, setup } from 'xstate';
import type {
  NightAction,
  NightChangeAnswer,
  NightChangeBody,
  VenueSchedule,
  WeeklyGame,
  WeeklyGameBody,
} from '../src/shared/contract/venue-admin';
import { messageOf } from '../src/shared/error-message';

/** The weekly game form as typed: every field a string, as the inputs hold it. */
export interface WeeklyGameDraft {
  name: string;
  weekday: string;
  recurrence: string;
  firstDate: string;
  startTime: string;
  typeId: string;
  buyInAmount: string;
  guaranteeAmount: string;
  ptcCredit: string;
  blindStructureId: string;
  lateRegoLevel: string;
  reEntryFee: string;
  startingStack: string;
}
export type WeeklyGameField = keyof WeeklyGameDraft;

export const NEW_WEEKLY_GAME: WeeklyGameDraft = {
  name: '',
  weekday: '2',
  recurrence: 'weekly',
  firstDate: '',
  startTime: '19:00',
  typeId: '2',
  buyInAmount: '0',
  guaranteeAmount: '0',
  ptcCredit: '0',
  blindStructureId: '1',
  lateRegoLevel: '',
  reEntryFee: '',
  startingStack: '',
};

const text = (value: number | null) => (value === null ? '' : String(value));
const draftOf = (game: WeeklyGame): WeeklyGameDraft => ({
  name: game.name,
  weekday: String(game.weekday),
  recurrence: game.recurrence,
  firstDate: game.firstDate ?? '',
  startTime: game.startTime,
  typeId: String(game.typeId),
  buyInAmount: String(game.buyInAmount),
  guaranteeAmount: String(game.guaranteeAmount),
  ptcCredit: String(game.ptcCredit),
  blindStructureId: String(game.blindStructureId),
  lateRegoLevel: text(game.lateRegoLevel),
  reEntryFee: text(game.reEntryFee),
  startingStack: text(game.startingStack),
});

const optional = (value: string) => (value.trim() === '' ? null : Number(value));

/** What the form sends: numbers from the typed text (a blank optional field is none). */
export const weeklyGameBodyOf = (draft: WeeklyGameDraft): WeeklyGameBody => ({
  name: draft.name,
  weekday: Number(draft.weekday),
  recurrence: draft.recurrence as WeeklyGameBody['recurrence'],
  firstDate: draft.recurrence === 'fortnightly' && draft.firstDate ? draft.firstDate : null,
  startTime: draft.startTime,
  typeId: Number(draft.typeId),
  buyInAmount: Number(draft.buyInAmount),
  guaranteeAmount: Number(draft.guaranteeAmount),
  ptcCredit: Number(draft.ptcCredit),
  blindStructureId: Number(draft.blindStructureId),
  lateRegoLevel: optional(draft.lateRegoLevel),
  reEntryFee: optional(draft.reEntryFee),
  startingStack: optional(draft.startingStack),
});

export interface WeeklyGamesContext {
  venueId: number;
  schedule: VenueSchedule | null;
  /** The weekly game the form edits; null for a new one. */
  editingId: number | null;
  draft: WeeklyGameDraft;
  /** The night being moved, and where to. */
  movingId: number | null;
  /** What is being done to that night (hold, back on, cancel). */
  pending: Exclude<NightAction, 'move'>;
  move: { date: string; startTime: string };
  errors: Partial<Record<string, string>>;
  error: string | null;
  notice: string | null;
}

export type WeeklyGamesEvent =
  | { type: 'game.new' }
  | { type: 'game.edit'; id: number }
  | { type: 'game.delete'; id: number }
  | { type: 'draft.change'; field: WeeklyGameField; value: string }
  | { type: 'save.submit' }
  | { type: 'form.close' }
  | { type: 'night.change'; eventId: number; action: Exclude<NightAction, 'move'> }
  | { type: 'night.move'; eventId: number }
  | { type: 'move.change'; field: 'date' | 'startTime'; value: string }
  | { type: 'move.submit' }
  | { type: 'night.confirm' }
  | { type: 'night.keep' }
  | { type: 'schedule.retry' };

const errorsOf = (error: unknown) =>
  ((error as { errors?: Record<string, string> } | null)?.errors ?? {}) as Partial<Record<string, string>>;

const NOTICES: Record<NightAction, string> = {
  hold: 'The night is on hold.',
  resume: 'The night is on again.',
  cancel: 'The night is cancelled.',
  move: 'The night has moved.',
};
const textedNotice = (action: NightAction, answer: NightChangeAnswer) =>
  `${NOTICES[action]} ${answer.texted === 1 ? '1 member who saved it was' : `${answer.texted} members who saved it were`} told by SMS.`;

/**
 * /admin/venues/{id}/weekly-games (issue 34): a venue's weekly games (add, change, end) and its coming nights
 * (hold, back on, cancel, move). Each change answers the whole schedule again, which the page then shows; the
 * server's field errors show under the form's fields.
 */
export const weeklyGamesMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as WeeklyGamesContext,
    events: {} as WeeklyGamesEvent,
    input: {} as { venueId: number },
    tags: {} as 'busy',
  },
  actors: {
    loadSchedule: fromPromise<VenueSchedule, { venueId: number }>(async () => {
      throw new Error('loadSchedule not provided');
    }),
    saveGame: fromPromise<VenueSchedule, { venueId: number; id: number | null; body: WeeklyGameBody }>(
      async () => {
        throw new Error('saveGame not provided');
      },
    ),
    deleteGame: fromPromise<VenueSchedule, { id: number }>(async () => {
      throw new Error('deleteGame not provided');
    }),
    changeNight: fromPromise<NightChangeAnswer, { eventId: number; body: NightChangeBody }>(async () => {
      throw new Error('changeNight not provided');
    }),
  },
  guards: {
    isListedGame: ({ context, event }) =>
      (event.type === 'game.edit' || event.type === 'game.delete') &&
      (context.schedule?.weeklyGames.some((game) => game.id === event.id) ?? false),
    isListedNight: ({ context, event }) =>
      (event.type === 'night.change' || event.type === 'night.move') &&
      (context.schedule?.nights.some((night) => night.eventId === event.eventId) ?? false),
    isCancel: ({ event }) => event.type === 'night.change' && event.action === 'cancel',
  },
}).createMachine({
  id: 'weeklyGames',
  context: ({ input }) => ({
    venueId: input.venueId,
    schedule: null,
    editingId: null,
    draft: NEW_WEEKLY_GAME,
    movingId: null,
    pending: 'hold',
    move: { date: '', startTime: '' },
    errors: {},
    error: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSchedule',
        src: 'loadSchedule',
        input: ({ context }) => ({ venueId: context.venueId }),
        onDone: { target: 'idle', actions: assign({ schedule: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: { on: { 'schedule.retry': 'loading' } },
    idle: {
      on: {
        'game.new': {
          target: 'form',
          actions: assign({ editingId: null, draft: NEW_WEEKLY_GAME, errors: {}, error: null, notice: null }),
        },
        'game.edit': {
          guard: 'isListedGame',
          target: 'form',
          actions: assign(({ context, event }) => {
            const game = context.schedule?.weeklyGames.find((g) => g.id === event.id);
            return {
              editingId: event.id,
              draft: game ? draftOf(game) : NEW_WEEKLY_GAME,
              errors: {},
              error: null,
              notice: null,
            };
          }),
        },
        'game.delete': {
          guard: 'isListedGame',
          target: 'deleting',
          actions: assign({ editingId: ({ event }) => event.id, error: null, notice: null }),
        },
        // Cancelling a night texts every member who saved it, so it is asked once more first.
        'night.change': [
          {
            guard: and(['isListedNight', 'isCancel']),
            target: 'confirmingCancel',
            actions: assign(({ event }) => ({
              movingId: event.eventId,
              pending: event.action,
              error: null,
              notice: null,
            })),
          },
          {
            guard: 'isListedNight',
            target: 'changingNight',
            actions: assign(({ event }) => ({
              movingId: event.eventId,
              pending: event.action,
              error: null,
              notice: null,
            })),
          },
        ],
        'night.move': {
          guard: 'isListedNight',
          target: 'moveForm',
          actions: assign(({ context, event }) => {
            const night = context.schedule?.nights.find((n) => n.eventId === event.eventId);
            return {
              movingId: event.eventId,
              move: { date: night?.date ?? '', startTime: night?.startTime ?? '' },
              errors: {},
              error: null,
              notice: null,
            };
          }),
        },
      },
    },
    form: {
      on: {
        'draft.change': {
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, [event.field]: event.value },
            errors: { ...context.errors, [event.field]: undefined },
          })),
        },
        'form.close': { target: 'idle', actions: assign({ errors: {}, error: null }) },
        'save.submit': { target: 'saving', actions: assign({ error: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveGame',
        src: 'saveGame',
        input: ({ context }) => ({
          venueId: context.venueId,
          id: context.editingId,
          body: weeklyGameBodyOf(context.draft),
        }),
        onDone: {
          target: 'idle',
          actions: assign(({ event }) => ({
            schedule: event.output,
            errors: {},
            notice: 'The weekly game is saved; its coming nights follow it.',
          })),
        },
        onError: {
          target: 'form',
          actions: assign(({ event }) => {
            const errors = errorsOf(event.error);
            return { errors, error: Object.keys(errors).length === 0 ? messageOf(event.error) : null };
          }),
        },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteGame',
        src: 'deleteGame',
        input: ({ context }) => ({ id: context.editingId ?? 0 }),
        onDone: {
          target: 'idle',
          actions: assign({
            schedule: ({ event }) => event.output,
            notice: 'The weekly game has ended; its coming nights without entrants are gone.',
          }),
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    moveForm: {
      on: {
        'move.change': {
          actions: assign(({ context, event }) => ({
            move: { ...context.move, [event.field]: event.value },
            errors: { ...context.errors, [event.field]: undefined },
          })),
        },
        'form.close': { target: 'idle', actions: assign({ errors: {}, error: null }) },
        'move.submit': { target: 'movingNight', actions: assign({ error: null }) },
      },
    },
    movingNight: {
      tags: ['busy'],
      invoke: {
        id: 'changeNight',
        src: 'changeNight',
        input: ({ context }) => ({
          eventId: context.movingId ?? 0,
          body: { action: 'move' as const, date: context.move.date, startTime: context.move.startTime },
        }),
        onDone: {
          target: 'idle',
          actions: assign(({ event }) => ({
            schedule: event.output.schedule,
            errors: {},
            notice: textedNotice('move', event.output),
          })),
        },
        onError: {
          target: 'moveForm',
          actions: assign(({ event }) => {
            const errors = errorsOf(event.error);
            return { errors, error: Object.keys(errors).length === 0 ? messageOf(event.error) : null };
          }),
        },
      },
    },
    confirmingCancel: {
      on: {
        'night.confirm': 'changingNight',
        'night.keep': { target: 'idle', actions: assign({ movingId: null }) },
      },
    },
    changingNight: {
      tags: ['busy'],
      invoke: {
        id: 'changeNight',
        src: 'changeNight',
        input: ({ context }) => ({ eventId: context.movingId ?? 0, body: { action: context.pending } }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            schedule: event.output.schedule,
            notice: textedNotice(context.pending, event.output),
          })),
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
