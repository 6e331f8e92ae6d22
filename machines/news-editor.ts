import dayjs from 'dayjs';
import { assign, fromPromise, setup } from 'xstate';
import type {
  ArticleStatus,
  NewsImageKind,
  SaveArticleBody,
  StaffArticle,
} from '../src/shared/contract/admin-news';
import type { NewsArticleDetail } from '../src/shared/contract/content';
import { messageOf } from '../src/shared/error-message';
import {
  callFailed,
  editorStart,
  loaded,
  previewFailed,
  savedAs,
  withFieldChange,
} from './shared/article-editor';

/** A chosen picture as the browser describes it (a File in the page, sent as it is). */
export interface PictureFile {
  name: string;
  type: string;
  size: number;
}

/** The editor's form, as typed: `publishAt` is the schedule's local date and time (YYYY-MM-DDTHH:mm[:ss]). */
export interface ArticleDraft {
  title: string;
  urlName: string;
  excerpt: string;
  content: string;
  states: string[];
  featured: boolean;
  articleDate: string;
  publishAt: string;
}
export type DraftField = keyof ArticleDraft;

export type NewsEditorEvent =
  | { type: 'draft.change'; field: DraftField; value: ArticleDraft[DraftField] }
  | { type: 'save.submit'; status: ArticleStatus }
  | { type: 'preview.open' }
  | { type: 'preview.close' }
  | { type: 'load.retry' }
  | { type: 'image.upload'; kind: NewsImageKind; file: PictureFile };

export interface NewsEditorContext {
  /** null until a new article is first saved. */
  id: number | null;
  draft: ArticleDraft;
  /** The article as last loaded or saved. */
  saved: StaffArticle | null;
  fieldErrors: Record<string, string>;
  error: string | null;
  notice: string | null;
  preview: NewsArticleDetail | null;
}

export const emptyDraft = (today: string): ArticleDraft => ({
  title: '',
  urlName: '',
  excerpt: '',
  content: '',
  states: [],
  featured: false,
  articleDate: today,
  publishAt: '',
});

export const draftOf = (article: StaffArticle): ArticleDraft => ({
  title: article.title,
  urlName: article.urlName,
  excerpt: article.excerpt,
  content: article.content,
  states: article.states,
  featured: article.featured,
  articleDate: article.articleDate,
  publishAt:
    article.status === 'scheduled' && article.publishAt
      ? dayjs(article.publishAt).format('YYYY-MM-DDTHH:mm:ss')
      : '',
});

/** What the server is sent: the schedule's local time as an instant (an unreadable one goes as typed, refused). */
export function bodyOf(id: number | null, draft: ArticleDraft, status: ArticleStatus): SaveArticleBody {
  const schedule = draft.publishAt.trim();
  const instant = schedule ? dayjs(schedule) : null;
  return {
    ...(id === null ? {} : { id }),
    title: draft.title,
    urlName: draft.urlName,
    excerpt: draft.excerpt,
    content: draft.content,
    states: draft.states as SaveArticleBody['states'],
    featured: draft.featured,
    articleDate: draft.articleDate,
    status,
    ...(status === 'scheduled' && instant
      ? { publishAt: instant.isValid() ? instant.toISOString() : schedule }
      : {}),
  };
}

const NOTICES: Record<ArticleStatus, string> = {
  draft: 'Saved as a draft.',
  scheduled: 'Scheduled.',
  published: 'Published.',
  unpublished: 'Unpublished.',
};

/**
 * /admin/news/{id|new}: a news article's editor. An existing article loads first. The title suggests the URL
 * name while the name still follows the title (a name typed by hand stays). Save draft, Publish now, Schedule
 * and Unpublish send the whole form with the state it is to take; the server's field errors show at their
 * fields. Preview shows the article as /news/{name} will, from the server (sanitised, with its related news).
 */
export const newsEditorMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as NewsEditorContext,
    events: {} as NewsEditorEvent,
    input: {} as { id: number | null; today: string },
    tags: {} as 'busy' | 'form',
  },
  actors: {
    loadArticle: fromPromise<StaffArticle, { id: number }>(async () => {
      throw new Error('loadArticle not provided');
    }),
    saveArticle: fromPromise<StaffArticle, SaveArticleBody>(async () => {
      throw new Error('saveArticle not provided');
    }),
    previewArticle: fromPromise<NewsArticleDetail, SaveArticleBody>(async () => {
      throw new Error('previewArticle not provided');
    }),
    uploadImage: fromPromise<StaffArticle, { id: number; kind: NewsImageKind; file: PictureFile }>(
      async () => {
        throw new Error('uploadImage not provided');
      },
    ),
  },
  actions: {
    takeField: assign(({ context, event }) => {
      const { field, value } = event as Extract<NewsEditorEvent, { type: 'draft.change' }>;
      return withFieldChange(context, field, value);
    }),
  },
  guards: {
    isExisting: ({ context }) => context.id !== null,
    /** Only what visitors see or are to see can be taken down. */
    canTakeStatus: ({ context, event }) =>
      event.type !== 'save.submit' ||
      event.status !== 'unpublished' ||
      context.saved?.status === 'published' ||
      context.saved?.status === 'scheduled',
  },
}).createMachine({
  id: 'newsEditor',
  context: ({ input }) => editorStart(input.id, emptyDraft(input.today)),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isExisting', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadArticle',
        src: 'loadArticle',
        input: ({ context }) => ({ id: context.id as number }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => loaded(event.output, draftOf)),
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
        // Pictures belong to a saved article (the form's other changes stay in the draft meanwhile).
        'image.upload': { guard: 'isExisting', target: 'uploading' },
      },
    },
    uploading: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ context, event }) => {
          const { kind, file } = event as Extract<NewsEditorEvent, { type: 'image.upload' }>;
          return { id: context.id as number, kind, file };
        },
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            saved: context.saved
              ? { ...context.saved, bannerUrl: event.output.bannerUrl, logoUrl: event.output.logoUrl }
              : event.output,
            fieldErrors: {},
            error: null,
            notice: 'Picture saved.',
          })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => callFailed(event.error)),
        },
      },
    },
    saving: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'saveArticle',
        src: 'saveArticle',
        input: ({ context, event }) =>
          bodyOf(
            context.id,
            context.draft,
            (event as Extract<NewsEditorEvent, { type: 'save.submit' }>).status,
          ),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => savedAs(event.output, draftOf, NOTICES[event.output.status])),
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
            id: 'previewArticle',
            src: 'previewArticle',
            input: ({ context }) => bodyOf(context.id, context.draft, 'draft'),
            onDone: {
              target: 'shown',
              actions: assign({ preview: ({ event }) => event.output, error: null }),
            },
            onError: {
              target: '#newsEditor.editing',
              actions: assign(({ event }) => previewFailed(event.error)),
            },
          },
        },
        shown: {},
      },
    },
  },
});
