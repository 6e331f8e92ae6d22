import { assign, fromPromise, setup } from 'xstate';
import type { StaffMajorEventSummary } from '../src/shared/contract/admin-major-events';
import type { BannerKind, SaveBannerBody, StaffBanner } from '../src/shared/contract/home-banners';
import { messageOf } from '../src/shared/error-message';

/** The banner form as typed: times as the date-time fields hold them (local), '' for none. */
export interface BannerDraft {
  kind: BannerKind;
  majorEventId: string;
  articleUrlName: string;
  linkUrl: string;
  title: string;
  subtitle: string;
  imageUrl: string;
  activeFrom: string;
  activeTo: string;
  states: string[];
}
export type BannerField = keyof BannerDraft;

export interface BannersData {
  banners: StaffBanner[];
  /** The major events a banner can link to. */
  majors: StaffMajorEventSummary[];
}

export type AdminBannersEvent =
  | { type: 'list.retry' }
  | { type: 'edit.open'; id: number | null }
  | { type: 'edit.cancel' }
  | { type: 'draft.change'; field: BannerField; value: BannerDraft[BannerField] }
  | { type: 'save.submit' }
  | { type: 'banner.move'; id: number; by: -1 | 1 }
  | { type: 'banner.remove'; id: number };

export interface AdminBannersContext {
  banners: StaffBanner[];
  majors: StaffMajorEventSummary[];
  /** The banner being edited: null for a new one. */
  editingId: number | null;
  draft: BannerDraft;
  fieldErrors: Record<string, string>;
  error: string | null;
  notice: string | null;
}

export const emptyBannerDraft = (): BannerDraft => ({
  kind: 'major_event',
  majorEventId: '',
  articleUrlName: '',
  linkUrl: '',
  title: '',
  subtitle: '',
  imageUrl: '',
  activeFrom: '',
  activeTo: '',
  states: [],
});

/** An instant as a date-time field shows it, in the browser's time ('2027-01-14T09:30'). */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};
/** A date-time field's value as an instant; a value that is not one goes as typed, for the server to refuse. */
const instantOf = (local: string) => {
  if (local === '') return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
};

export const bannerDraftOf = (banner: StaffBanner): BannerDraft => ({
  kind: banner.kind,
  majorEventId: banner.majorEventId === null ? '' : String(banner.majorEventId),
  articleUrlName: banner.articleUrlName ?? '',
  linkUrl: banner.linkUrl ?? '',
  title: banner.title,
  subtitle: banner.subtitle,
  imageUrl: banner.imageUrl ?? '',
  activeFrom: localInput(banner.activeFrom),
  activeTo: localInput(banner.activeTo),
  states: [...banner.states],
});

/** What the server is sent: only the chosen kind's target. */
export function bannerBodyOf(id: number | null, draft: BannerDraft): SaveBannerBody {
  return {
    ...(id === null ? {} : { id }),
    kind: draft.kind,
    majorEventId:
      draft.kind === 'major_event' && draft.majorEventId !== '' ? Number(draft.majorEventId) : null,
    articleUrlName: draft.kind === 'news' ? draft.articleUrlName : '',
    linkUrl: draft.kind === 'link' ? draft.linkUrl : '',
    title: draft.title,
    subtitle: draft.subtitle,
    imageUrl: draft.imageUrl,
    activeFrom: instantOf(draft.activeFrom),
    activeTo: instantOf(draft.activeTo),
    states: draft.states as SaveBannerBody['states'],
  };
}

const errorsOf = (error: unknown): Record<string, string> =>
  (error as { errors?: Record<string, string> } | null)?.errors ?? {};

/** The banners' ids with one moved by a place. */
export function movedIds(banners: readonly StaffBanner[], id: number, by: -1 | 1): number[] {
  const ids = banners.map((b) => b.id);
  const from = ids.indexOf(id);
  const to = from + by;
  const other = ids[to];
  if (from < 0 || other === undefined) return ids;
  ids[to] = id;
  ids[from] = other;
  return ids;
}

/**
 * /admin/banners: the home carousel's banners in order. One at a time is added or edited in a form (its kind's
 * target, texts, picture, dates and states); the server's field errors show at their fields. A banner moves up
 * or down a place (the whole order is sent) or is removed; each change answers the list as it now stands.
 */
export const adminBannersMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as AdminBannersContext,
    events: {} as AdminBannersEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadBanners: fromPromise<BannersData>(async () => {
      throw new Error('loadBanners not provided');
    }),
    saveBanner: fromPromise<StaffBanner, SaveBannerBody>(async () => {
      throw new Error('saveBanner not provided');
    }),
    orderBanners: fromPromise<StaffBanner[], { ids: number[] }>(async () => {
      throw new Error('orderBanners not provided');
    }),
    removeBanner: fromPromise<StaffBanner[], { id: number }>(async () => {
      throw new Error('removeBanner not provided');
    }),
  },
  guards: {
    /** A banner moves only within the list. */
    canMove: ({ context, event }) => {
      const { id, by } = event as Extract<AdminBannersEvent, { type: 'banner.move' }>;
      const at = context.banners.findIndex((b) => b.id === id);
      return at >= 0 && at + by >= 0 && at + by < context.banners.length;
    },
    isListed: ({ context, event }) => {
      const { id } = event as { id: number | null };
      return id === null || context.banners.some((b) => b.id === id);
    },
  },
}).createMachine({
  id: 'adminBanners',
  context: {
    banners: [],
    majors: [],
    editingId: null,
    draft: emptyBannerDraft(),
    fieldErrors: {},
    error: null,
    notice: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadBanners',
        src: 'loadBanners',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ ...event.output, error: null })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    ready: {
      on: {
        'edit.open': {
          guard: 'isListed',
          target: 'editing',
          actions: assign(({ context, event }) => {
            const banner = context.banners.find((b) => b.id === event.id);
            return {
              editingId: banner?.id ?? null,
              draft: banner ? bannerDraftOf(banner) : emptyBannerDraft(),
              fieldErrors: {},
              error: null,
              notice: null,
            };
          }),
        },
        'banner.move': { guard: 'canMove', target: 'ordering' },
        'banner.remove': { guard: 'isListed', target: 'removing' },
      },
    },
    editing: {
      on: {
        'draft.change': {
          actions: assign(({ context, event }) => {
            const { [event.field]: _dropped, ...fieldErrors } = context.fieldErrors;
            return { draft: { ...context.draft, [event.field]: event.value }, fieldErrors };
          }),
        },
        'edit.cancel': { target: 'ready', actions: assign({ fieldErrors: {}, error: null }) },
        'save.submit': { target: 'saving' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveBanner',
        src: 'saveBanner',
        input: ({ context }) => bannerBodyOf(context.editingId, context.draft),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            banners: context.banners.some((b) => b.id === event.output.id)
              ? context.banners.map((b) => (b.id === event.output.id ? event.output : b))
              : [...context.banners, event.output],
            fieldErrors: {},
            error: null,
            notice: 'Saved. The home page shows it now.',
          })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({
            fieldErrors: errorsOf(event.error),
            error: messageOf(event.error),
          })),
        },
      },
    },
    ordering: {
      tags: ['busy'],
      invoke: {
        id: 'orderBanners',
        src: 'orderBanners',
        input: ({ context, event }) => {
          const { id, by } = event as Extract<AdminBannersEvent, { type: 'banner.move' }>;
          return { ids: movedIds(context.banners, id, by) };
        },
        onDone: {
          target: 'ready',
          actions: assign({ banners: ({ event }) => event.output, error: null, notice: 'Order saved.' }),
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => messageOf(event.error), notice: null }),
        },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeBanner',
        src: 'removeBanner',
        input: ({ event }) => ({ id: (event as Extract<AdminBannersEvent, { type: 'banner.remove' }>).id }),
        onDone: {
          target: 'ready',
          actions: assign({ banners: ({ event }) => event.output, error: null, notice: 'Removed.' }),
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => messageOf(event.error), notice: null }),
        },
      },
    },
  },
});
