import { assign, fromPromise, setup } from 'xstate';
import type { StaffMember } from '../src/shared/contract/admin';
import type { AdminVenue, CreateVenueBody } from '../src/shared/contract/venue-admin';
import { messageOf } from '../src/shared/error-message';

export type VenueDraft = Omit<CreateVenueBody, 'directorIds'>;
export type VenueField = keyof VenueDraft;

export const EMPTY_VENUE: VenueDraft = {
  name: '',
  slug: '',
  street: '',
  suburb: '',
  postcode: '',
  phone: '',
  description: '',
};

export interface VenueEditorContext {
  /** The venue being edited; null until a new one is saved. */
  venueId: number | null;
  draft: VenueDraft;
  venue: AdminVenue | null;
  errors: Partial<Record<string, string>>;
  error: string | null;
  saved: boolean;
  /** A new venue's form: the venue directors it may be given (null until loaded), and those chosen. */
  directors: StaffMember[] | null;
  directorIds: number[];
}

export type VenueEditorEvent =
  | { type: 'draft.change'; field: VenueField; value: string }
  | { type: 'save.submit' }
  | { type: 'director.toggle'; memberId: number }
  | { type: 'venue.retry' };

const draftOf = (venue: AdminVenue): VenueDraft => ({
  name: venue.name,
  slug: venue.slug,
  street: venue.street,
  suburb: venue.suburb,
  postcode: venue.postcode,
  phone: venue.phone ?? '',
  description: venue.description,
});

const errorsOf = (error: unknown) =>
  ((error as { errors?: Record<string, string> } | null)?.errors ?? {}) as Partial<Record<string, string>>;

/**
 * /admin/venues/new and /admin/venues/{id} (issue 34): a venue's name, address (checked by the server against the
 * localities, which give its state, region and map position), phone, description and page address. The server's
 * field errors show under the fields; once saved, the checked address and region show.
 */
export const venueEditorMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as VenueEditorContext,
    events: {} as VenueEditorEvent,
    input: {} as { venueId: number | null },
    tags: {} as 'busy',
  },
  actors: {
    loadVenue: fromPromise<AdminVenue, { venueId: number }>(async () => {
      throw new Error('loadVenue not provided');
    }),
    saveVenue: fromPromise<AdminVenue, { venueId: number | null; body: CreateVenueBody }>(async () => {
      throw new Error('saveVenue not provided');
    }),
    loadDirectors: fromPromise<StaffMember[], void>(async () => {
      throw new Error('loadDirectors not provided');
    }),
  },
  guards: {
    isExisting: ({ context }) => context.venueId !== null,
    /** A venue director the new venue's form lists. */
    isOfferedDirector: ({ context, event }) =>
      event.type === 'director.toggle' &&
      context.venueId === null &&
      (context.directors?.some((d) => d.memberId === event.memberId) ?? false),
  },
}).createMachine({
  id: 'venueEditor',
  context: ({ input }) => ({
    venueId: input.venueId,
    draft: EMPTY_VENUE,
    venue: null,
    errors: {},
    error: null,
    saved: false,
    directors: null,
    directorIds: [],
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isExisting', target: 'loading' }, { target: 'loadingDirectors' }],
    },
    // A new venue's form offers the venue directors to run it; without the list, the venue opens without them.
    loadingDirectors: {
      tags: ['busy'],
      invoke: {
        id: 'loadDirectors',
        src: 'loadDirectors',
        onDone: {
          target: 'editing',
          actions: assign({ directors: ({ event }) => event.output.filter((m) => m.role === 'director') }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            directors: [],
            errors: ({ event }) => ({
              directorIds: `The venue directors could not be loaded: ${messageOf(event.error)}`,
            }),
          }),
        },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadVenue',
        src: 'loadVenue',
        input: ({ context }) => ({ venueId: context.venueId ?? 0 }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ venue: event.output, draft: draftOf(event.output) })),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'venue.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    editing: {
      on: {
        'draft.change': {
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, [event.field]: event.value },
            errors: { ...context.errors, [event.field]: undefined },
            saved: false,
          })),
        },
        'director.toggle': {
          guard: 'isOfferedDirector',
          actions: assign(({ context, event }) => ({
            directorIds: context.directorIds.includes(event.memberId)
              ? context.directorIds.filter((id) => id !== event.memberId)
              : [...context.directorIds, event.memberId],
            saved: false,
          })),
        },
        'save.submit': { target: 'saving', actions: assign({ error: null, saved: false }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveVenue',
        src: 'saveVenue',
        input: ({ context }) => ({
          venueId: context.venueId,
          body:
            context.venueId === null ? { ...context.draft, directorIds: context.directorIds } : context.draft,
        }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            venue: event.output,
            venueId: event.output.id,
            draft: draftOf(event.output),
            errors: {},
            saved: true,
          })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const errors = errorsOf(event.error);
            return { errors, error: Object.keys(errors).length === 0 ? messageOf(event.error) : null };
          }),
        },
      },
    },
  },
});
