import { assign, fromPromise, setup } from 'xstate';
import type { EventPhotos, PhotoEvent } from '../src/shared/contract/admin-photos';
import type { PlayerMatch } from '../src/shared/contract/results-recording';
import { messageOf } from '../src/shared/error-message';

/** A photo chosen in the browser: a File there, which the chart only holds and hands to the upload. */
export interface ChosenPhoto {
  readonly name: string;
  readonly size: number;
}

export interface AdminPhotosContext {
  /** What the event search box holds; the list shows the latest events matching it. */
  query: string;
  events: PhotoEvent[];
  eventId: number | null;
  album: EventPhotos | null;
  /** The photos chosen for the next upload, and their caption. */
  files: ChosenPhoto[];
  caption: string;
  /** The photo whose players are being tagged, the name typed and the members found. */
  tagging: number | null;
  playerQuery: string;
  matches: PlayerMatch[] | null;
  error: string | null;
  fieldErrors: Partial<Record<string, string>>;
  /** What the last change did, for the status line. */
  notice: string | null;
}

export type AdminPhotosEvent =
  | { type: 'search.change'; query: string }
  | { type: 'search.submit' }
  | { type: 'event.choose'; eventId: number }
  | { type: 'event.change' }
  | { type: 'album.retry' }
  | { type: 'files.choose'; files: ChosenPhoto[] }
  | { type: 'caption.change'; caption: string }
  | { type: 'upload.submit' }
  | { type: 'photo.remove'; photoId: number }
  | { type: 'tag.open'; photoId: number }
  | { type: 'tag.close' }
  | { type: 'player.change'; query: string }
  | { type: 'player.search' }
  | { type: 'player.tag'; memberId: number }
  | { type: 'player.untag'; photoId: number; memberId: number };

const errorsOf = (error: unknown) =>
  ((error as { errors?: Record<string, string> } | null)?.errors ?? {}) as Partial<Record<string, string>>;
const photoCount = (n: number) => (n === 1 ? '1 photo' : `${n} photos`);

/**
 * /admin/photos (issue 34): staff choose an event (a venue director: of their venues), upload several photos at
 * once with an optional caption, tag the players in each (found by name, mobile or membership number), and
 * remove a tag or a photo. Each change answers the event's photos as they now are.
 */
export const adminPhotosMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as AdminPhotosContext,
    events: {} as AdminPhotosEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadEvents: fromPromise<PhotoEvent[], { q: string }>(async () => {
      throw new Error('loadEvents not provided');
    }),
    loadPhotos: fromPromise<EventPhotos, { eventId: number }>(async () => {
      throw new Error('loadPhotos not provided');
    }),
    uploadPhotos: fromPromise<EventPhotos, { eventId: number; files: ChosenPhoto[]; caption: string }>(
      async () => {
        throw new Error('uploadPhotos not provided');
      },
    ),
    removePhoto: fromPromise<EventPhotos, { photoId: number }>(async () => {
      throw new Error('removePhoto not provided');
    }),
    findPlayers: fromPromise<PlayerMatch[], { q: string }>(async () => {
      throw new Error('findPlayers not provided');
    }),
    tagPlayer: fromPromise<EventPhotos, { photoId: number; memberId: number }>(async () => {
      throw new Error('tagPlayer not provided');
    }),
    untagPlayer: fromPromise<EventPhotos, { photoId: number; memberId: number }>(async () => {
      throw new Error('untagPlayer not provided');
    }),
  },
  actions: {
    /** A failed change: field errors under their field, any other message above the photos. */
    showFailure: assign(({ event }) => {
      const { error } = event as unknown as { error: unknown };
      const fieldErrors = errorsOf(error);
      return {
        fieldErrors,
        error: Object.keys(fieldErrors).length === 0 ? messageOf(error) : null,
        notice: null,
      };
    }),
    showUploaded: assign(({ context, event }) => ({
      album: (event as unknown as { output: EventPhotos }).output,
      notice: `${photoCount(context.files.length)} added.`,
      files: [],
      caption: '',
      fieldErrors: {},
    })),
    showUntagged: assign(({ event }) => ({
      album: (event as unknown as { output: EventPhotos }).output,
      notice: 'Tag removed.',
    })),
  },
  guards: {
    hasFiles: ({ context }) => context.files.length > 0,
    canSearchPlayers: ({ context }) => context.playerQuery.trim().length >= 2,
    /** The photo the event names is on the page (one removed a moment ago is not). */
    isShownPhoto: ({ context, event }) =>
      'photoId' in event && (context.album?.photos.some((p) => p.id === event.photoId) ?? false),
    isShownTag: ({ context, event }) =>
      event.type === 'player.untag' &&
      (context.album?.photos
        .find((p) => p.id === event.photoId)
        ?.players.some((t) => t.memberId === event.memberId) ??
        false),
    /** A member found and not yet tagged in the photo being tagged. */
    canTag: ({ context, event }) =>
      event.type === 'player.tag' &&
      (context.matches?.some((m) => m.memberId === event.memberId) ?? false) &&
      !context.album?.photos
        .find((p) => p.id === context.tagging)
        ?.players.some((t) => t.memberId === event.memberId),
    isTagPanelOpen: ({ context }) => context.tagging !== null,
  },
}).createMachine({
  id: 'adminPhotos',
  context: {
    query: '',
    events: [],
    eventId: null,
    album: null,
    files: [],
    caption: '',
    tagging: null,
    playerQuery: '',
    matches: null,
    error: null,
    fieldErrors: {},
    notice: null,
  },
  initial: 'searching',
  states: {
    searching: {
      tags: ['busy'],
      invoke: {
        id: 'loadEvents',
        src: 'loadEvents',
        input: ({ context }) => ({ q: context.query.trim() }),
        onDone: { target: 'choosing', actions: assign({ events: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'choosing',
          actions: assign({ events: [], error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    choosing: {
      on: {
        'search.change': { actions: assign({ query: ({ event }) => event.query }) },
        'search.submit': 'searching',
        'event.choose': {
          target: 'loading',
          actions: assign({ eventId: ({ event }) => event.eventId, album: null, error: null, notice: null }),
        },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPhotos',
        src: 'loadPhotos',
        input: ({ context }) => ({ eventId: context.eventId ?? 0 }),
        onDone: { target: 'album', actions: assign({ album: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: {
      on: {
        'album.retry': { target: 'loading', actions: assign({ error: null }) },
        'event.change': { target: 'choosing', actions: assign({ error: null }) },
      },
    },
    album: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'photo.remove': {
              guard: 'isShownPhoto',
              target: '#adminPhotos.removing',
              actions: assign({ error: null, notice: null }),
            },
            'tag.open': {
              guard: 'isShownPhoto',
              target: 'tagPanel',
              actions: assign({
                tagging: ({ event }) => event.photoId,
                playerQuery: '',
                matches: null,
                notice: null,
              }),
            },
          },
        },
        tagPanel: {
          on: {
            'tag.close': { target: 'idle', actions: assign({ tagging: null, matches: null }) },
            'player.change': { actions: assign({ playerQuery: ({ event }) => event.query }) },
            'player.search': {
              guard: 'canSearchPlayers',
              target: '#adminPhotos.findingPlayers',
              actions: assign({ error: null }),
            },
            'player.tag': {
              guard: 'canTag',
              target: '#adminPhotos.tagging',
              actions: assign({ error: null, notice: null }),
            },
          },
        },
      },
      on: {
        'event.change': {
          target: 'choosing',
          actions: assign({
            album: null,
            eventId: null,
            files: [],
            caption: '',
            tagging: null,
            matches: null,
            error: null,
            fieldErrors: {},
            notice: null,
          }),
        },
        'files.choose': {
          actions: assign({
            files: ({ event }) => event.files,
            fieldErrors: ({ context }) => ({ ...context.fieldErrors, photos: undefined }),
            notice: null,
          }),
        },
        'caption.change': {
          actions: assign({
            caption: ({ event }) => event.caption,
            fieldErrors: ({ context }) => ({ ...context.fieldErrors, caption: undefined }),
          }),
        },
        'upload.submit': {
          guard: 'hasFiles',
          target: 'uploading',
          actions: assign({ error: null, notice: null }),
        },
        'player.untag': {
          guard: 'isShownTag',
          target: 'untagging',
          actions: assign({ error: null, notice: null }),
        },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadPhotos',
        src: 'uploadPhotos',
        input: ({ context }) => ({
          eventId: context.eventId ?? 0,
          files: context.files,
          caption: context.caption.trim(),
        }),
        onDone: [
          { guard: 'isTagPanelOpen', target: 'album.tagPanel', actions: 'showUploaded' },
          { target: 'album', actions: 'showUploaded' },
        ],
        onError: [
          { guard: 'isTagPanelOpen', target: 'album.tagPanel', actions: 'showFailure' },
          { target: 'album', actions: 'showFailure' },
        ],
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removePhoto',
        src: 'removePhoto',
        input: ({ event }) => ({ photoId: (event as { photoId: number }).photoId }),
        onDone: {
          target: 'album',
          actions: assign({ album: ({ event }) => event.output, notice: 'Photo removed.', tagging: null }),
        },
        onError: {
          target: 'album',
          actions: 'showFailure',
        },
      },
    },
    findingPlayers: {
      tags: ['busy'],
      invoke: {
        id: 'findPlayers',
        src: 'findPlayers',
        input: ({ context }) => ({ q: context.playerQuery.trim() }),
        onDone: { target: 'album.tagPanel', actions: assign({ matches: ({ event }) => event.output }) },
        onError: {
          target: 'album.tagPanel',
          actions: 'showFailure',
        },
      },
    },
    tagging: {
      tags: ['busy'],
      invoke: {
        id: 'tagPlayer',
        src: 'tagPlayer',
        input: ({ context, event }) => ({
          photoId: context.tagging ?? 0,
          memberId: (event as { memberId: number }).memberId,
        }),
        onDone: {
          target: 'album.tagPanel',
          actions: assign({ album: ({ event }) => event.output, notice: 'Player tagged.', matches: null }),
        },
        onError: {
          target: 'album.tagPanel',
          actions: 'showFailure',
        },
      },
    },
    untagging: {
      tags: ['busy'],
      invoke: {
        id: 'untagPlayer',
        src: 'untagPlayer',
        input: ({ event }) => event as { photoId: number; memberId: number },
        onDone: [
          { guard: 'isTagPanelOpen', target: 'album.tagPanel', actions: 'showUntagged' },
          { target: 'album', actions: 'showUntagged' },
        ],
        onError: [
          { guard: 'isTagPanelOpen', target: 'album.tagPanel', actions: 'showFailure' },
          { target: 'album', actions: 'showFailure' },
        ],
      },
    },
  },
});
