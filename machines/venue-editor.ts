import { assign, fromPromise, setup } from 'xstate';
import type { AdminVenue, VenueBody } from '../src/shared/contract/venue-admin';
import { messageOf } from '../src/shared/error-message';

export type VenueDraft = VenueBody;
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
}

export type VenueEditorEvent =
  | { type: 'draft.change'; field: VenueField; value: string }
  | { type: 'save.submit' }
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
    saveVenue: fromPromise<AdminVenue, { venueId: number | null; body: VenueBody }>(async () => {
      throw new Error('saveVenue not provided');
    }),
  },
  guards: {
    isExisting: ({ context }) => context.venueId !== null,
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
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isExisting', target: 'loading' }, { target: 'editing' }],
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
        'save.submit': { target: 'saving', actions: assign({ error: null, saved: false }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveVenue',
        src: 'saveVenue',
        input: ({ context }) => ({ venueId: context.venueId, body: context.draft }),
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
