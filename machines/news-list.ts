import { assign, fromPromise, setup } from 'xstate';
import type { NewsArticle, NewsPage } from '../src/shared/contract/content';

export type NewsListEvent = { type: 'news.more' } | { type: 'news.state'; state: string };

interface Context {
  state: string;
  articles: NewsArticle[];
  pageIndex: number;
  hasMoreArticles: boolean;
}

/** Recent news of a state ('' for all), ten at a time: 'more' appends the next page; another state starts over. */
export const newsListMachine = setup({
  types: {
    input: {} as { state: string },
    context: {} as Context,
    events: {} as NewsListEvent,
  },
  actors: {
    loadNews: fromPromise<NewsPage, { state: string; page: number }>(async () => {
      throw new Error('loadNews not provided');
    }),
  },
  guards: {
    hasMore: ({ context }) => context.hasMoreArticles,
    stateChanged: ({ context, event }) => event.type === 'news.state' && event.state !== context.state,
  },
}).createMachine({
  id: 'newsList',
  context: ({ input }) => ({ state: input.state, articles: [], pageIndex: 0, hasMoreArticles: false }),
  initial: 'loading',
  on: {
    'news.state': {
      guard: 'stateChanged',
      target: '.loading',
      actions: assign({
        state: ({ event }) => event.state,
        articles: [],
        pageIndex: 0,
        hasMoreArticles: false,
      }),
    },
  },
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
});
