import { assign, fromPromise, setup } from 'xstate';
import type { PageStatus, SavePageBody, StaffPage } from '../src/shared/contract/admin-pages';
import type { GeneralArticle } from '../src/shared/contract/article';
import { messageOf } from '../src/shared/error-message';
import {
  callFailed,
  editorStart,
  loaded,
  previewFailed,
  savedAs,
  withFieldChange,
} from './shared/article-editor';

/** The editor's form, as typed: the menu's order as its field holds it (a whole number is checked on save). */
export interface PageDraft {
  title: string;
  urlName: string;
  excerpt: string;
  content: string;
  showInNavbar: boolean;
  navOrder: string;
}
export type PageField = keyof PageDraft;

export type AboutPageEditorEvent =
  | { type: 'draft.change'; field: PageField; value: PageDraft[PageField] }
  | { type: 'save.submit'; status: PageStatus }
  | { type: 'preview.open' }
  | { type: 'preview.close' }
  | { type: 'load.retry' };

export interface AboutPageEditorContext {
  /** null until a new page is first saved. */
  id: number | null;
  draft: PageDraft;
  /** The page as last loaded or saved. */
  saved: StaffPage | null;
  fieldErrors: Record<string, string>;
  error: string | null;
  notice: string | null;
  preview: GeneralArticle | null;
}

export const emptyPageDraft = (): PageDraft => ({
  title: '',
  urlName: '',
  excerpt: '',
  content: '',
  showInNavbar: false,
  navOrder: '0',
});

export const pageDraftOf = (page: StaffPage): PageDraft => ({
  title: page.title,
  urlName: page.urlName,
  excerpt: page.excerpt,
  content: page.content,
  showInNavbar: page.showInNavbar,
  navOrder: String(page.navOrder),
});

/** What the server is sent: the order as a number when it reads as one (anything else goes as typed, refused). */
export function pageBodyOf(id: number | null, draft: PageDraft, status: PageStatus): SavePageBody {
  const order = draft.navOrder.trim();
  return {
    ...(id === null ? {} : { id }),
    title: draft.title,
    urlName: draft.urlName,
    excerpt: draft.excerpt,
    content: draft.content,
    showInNavbar: draft.showInNavbar,
    navOrder: (order !== '' && Number.isFinite(Number(order)) ? Number(order) : order) as number,
    status,
  };
}

const NOTICES: Record<PageStatus, string> = {
  draft: 'Saved as a draft.',
  published: 'Published.',
  unpublished: 'Unpublished.',
};

/**
 * /admin/pages/{id|new}: an About page's editor. An existing page loads first. The title suggests the URL name
 * while the name still follows the title. Save draft, Publish (Update once live) and Unpublish send the whole
 * form with the state it is to take; the server's field errors show at their fields. Preview shows the page as
 * /about/{slug} will, from the server (sanitised).
 */
export const aboutPageEditorMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as AboutPageEditorContext,
    events: {} as AboutPageEditorEvent,
    input: {} as { id: number | null },
    tags: {} as 'busy' | 'form',
  },
  actors: {
    loadPage: fromPromise<StaffPage, { id: number }>(async () => {
      throw new Error('loadPage not provided');
    }),
    savePage: fromPromise<StaffPage, SavePageBody>(async () => {
      throw new Error('savePage not provided');
    }),
    previewPage: fromPromise<GeneralArticle, SavePageBody>(async () => {
      throw new Error('previewPage not provided');
    }),
  },
  actions: {
    takeField: assign(({ context, event }) => {
      const { field, value } = event as Extract<AboutPageEditorEvent, { type: 'draft.change' }>;
      return withFieldChange(context, field, value);
    }),
  },
  guards: {
    isExisting: ({ context }) => context.id !== null,
    /** Only a published page can be taken down. */
    canTakeStatus: ({ context, event }) =>
      event.type !== 'save.submit' || event.status !== 'unpublished' || context.saved?.status === 'published',
  },
}).createMachine({
  id: 'aboutPageEditor',
  context: ({ input }) => editorStart(input.id, emptyPageDraft()),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isExisting', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ id: context.id as number }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => loaded(event.output, pageDraftOf)),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: { on: { 'load.retry': 'loading' } },
    editing: {
      tags: ['form'],
      on: {
        'draft.change': { actions: 'takeField' },
        'save.submit': { guard: 'canTakeStatus', target: 'saving' },
        'preview.open': { target: 'previewing' },
      },
    },
    saving: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'savePage',
        src: 'savePage',
        input: ({ context, event }) =>
          pageBodyOf(
            context.id,
            context.draft,
            (event as Extract<AboutPageEditorEvent, { type: 'save.submit' }>).status,
          ),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => savedAs(event.output, pageDraftOf, NOTICES[event.output.status])),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => callFailed(event.error)),
        },
      },
    },
    previewing: {
      initial: 'loading',
      on: { 'preview.close': { target: 'editing', actions: assign({ preview: null }) } },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'previewPage',
            src: 'previewPage',
            input: ({ context }) => pageBodyOf(context.id, context.draft, 'draft'),
            onDone: {
              target: 'shown',
              actions: assign({ preview: ({ event }) => event.output, error: null }),
            },
            onError: {
              target: '#aboutPageEditor.editing',
              actions: assign(({ event }) => previewFailed(event.error)),
            },
          },
        },
        shown: {},
      },
    },
  },
});
