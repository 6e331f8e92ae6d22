import { assign, fromPromise, setup } from 'xstate';
import type { NewsArticle, NewsPage } from '../src/shared/contract/content';

export type NewsListEvent = { type: 'news.more' } | { type: 'news.state'; state: string };

interface Context {
  state: string;
  featured: NewsArticle[];
  articles: NewsArticle[];
  pageIndex: number;
  hasMoreArticles: boolean;
}

/**
 * The news of a state ('' for all): its featured stories, and its recent news ten at a time ('more'
 * appends the next page). Another state starts both over. A failed load leaves what it would have shown
 * empty.
 */
export const newsListMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    input: {} as { state: string },
    context: {} as Context,
    events: {} as NewsListEvent,
  },
  actors: {
    loadNews: fromPromise<NewsPage, { state: string; page: number }>(async () => {
      throw new Error('loadNews not provided');
    }),
    loadFeatured: fromPromise<NewsArticle[], string>(async () => {
      throw new Error('loadFeatured not provided');
    }),
  },
  guards: {
    hasMore: ({ context }) => context.hasMoreArticles,
    stateChanged: ({ context, event }) => event.type === 'news.state' && event.state !== context.state,
  },
}).createMachine({
  id: 'newsList',
  context: ({ input }) => ({
    state: input.state,
    featured: [],
    articles: [],
    pageIndex: 0,
    hasMoreArticles: false,
  }),
  type: 'parallel',
  on: {
    'news.state': {
      guard: 'stateChanged',
      target: ['.featured.loading', '.recent.loading'],
      actions: assign({
        state: ({ event }) => event.state,
        featured: [],
        articles: [],
        pageIndex: 0,
        hasMoreArticles: false,
      }),
    },
  },
  states: {
    featured: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'loading.featured',
          invoke: {
            id: 'loadFeatured',
            src: 'loadFeatured',
            input: ({ context }) => context.state,
            onDone: { target: 'shown', actions: assign({ featured: ({ event }) => event.output }) },
            onError: 'shown',
          },
        },
        shown: {},
      },
    },
    recent: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            id: 'loadNews',
            src: 'loadNews',
            input: ({ context }) => ({ state: context.state, page: context.pageIndex + 1 }),
            onDone: {
              target: 'ready',
              actions: assign({
                articles: ({ context, event }) => [...context.articles, ...event.output.articles],
                pageIndex: ({ event }) => event.output.pageIndex,
                hasMoreArticles: ({ event }) => event.output.hasMoreArticles,
              }),
            },
            onError: 'ready',
          },
        },
        ready: {
          on: { 'news.more': { guard: 'hasMore', target: 'loading' } },
        },
      },
    },
  },
});
