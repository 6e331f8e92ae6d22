import { assign, fromPromise, setup } from 'xstate';
import type { ArticleStatus, StaffArticleSummary } from '../src/shared/contract/admin-news';
import { messageOf } from '../src/shared/error-message';

export type AdminNewsListEvent =
  | { type: 'filter.change'; status: ArticleStatus | null }
  | { type: 'list.retry' };

export interface AdminNewsListContext {
  /** The state shown (null: every state). */
  status: ArticleStatus | null;
  articles: StaffArticleSummary[];
  error: string | null;
}

/**
 * /admin/news: every news article with its state, newest first, filtered by state (draft, scheduled, published,
 * unpublished or all). Another filter loads the list again; a failed load can be retried.
 */
export const adminNewsListMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as AdminNewsListContext,
    events: {} as AdminNewsListEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadArticles: fromPromise<StaffArticleSummary[], { status: ArticleStatus | null }>(async () => {
      throw new Error('loadArticles not provided');
    }),
  },
  guards: {
    filterChanged: ({ context, event }) => event.type === 'filter.change' && event.status !== context.status,
  },
}).createMachine({
  id: 'adminNewsList',
  context: { status: null, articles: [], error: null },
  on: {
    'filter.change': {
      guard: 'filterChanged',
      target: '.loading',
      actions: assign({ status: ({ event }) => event.status, articles: [] }),
    },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadArticles',
        src: 'loadArticles',
        input: ({ context }) => ({ status: context.status }),
        onDone: { target: 'ready', actions: assign({ articles: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: {},
    failed: { on: { 'list.retry': 'loading' } },
  },
});
