import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { newsListMachine } from '../../machines/news-list';
import type { NewsArticle, NewsPage } from '../../src/shared/contract/content';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the news page: tests/client/news-list-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const article = (id: number) => ({ id, title: `Story ${id}` }) as unknown as NewsArticle;
const page = (pageIndex: number, ids: number[], hasMoreArticles: boolean): NewsPage => ({
  articles: ids.map(article),
  pageIndex,
  hasMoreArticles,
});

function start(state = 'WA') {
  const loadNews = fakeActor<NewsPage, { state: string; page: number }>('loadNews');
  const loadFeatured = fakeActor<NewsArticle[], string>('loadFeatured');
  const actor = createActor(
    newsListMachine.provide({ actors: { loadNews: loadNews.logic, loadFeatured: loadFeatured.logic } }),
    { input: { state } },
  ).start();
  return { actor, loadNews, loadFeatured };
}

describe('the news list', () => {
  it("loads the state's featured stories and its first page of news", async () => {
    const { actor, loadNews, loadFeatured } = start('WA');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      state: 'WA',
      featured: [],
      articles: [],
      pageIndex: 0,
      hasMoreArticles: false,
    });
    expect(loadFeatured.inputs()).toEqual(['WA']);
    expect(loadNews.inputs()).toEqual([{ state: 'WA', page: 1 }]);
    loadFeatured.settle({ type: 'xstate.done.actor.loadFeatured', output: [article(9)] });
    await flush();
    expect(actor.getSnapshot().context.featured).toEqual([article(9)]);
    expect(actor.getSnapshot().value).toEqual({ featured: 'shown', recent: 'loading' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    loadNews.settle({ type: 'xstate.done.actor.loadNews', output: page(1, [1, 2], true) });
    await flush();
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      articles: [article(1), article(2)],
      pageIndex: 1,
      hasMoreArticles: true,
    });
  });

  it('more appends the next page while there is one', async () => {
    const { actor, loadNews } = start('');
    loadNews.settle({ type: 'xstate.done.actor.loadNews', output: page(1, [1, 2], true) });
    await flush();
    actor.send({ type: 'news.more' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loadNews.inputs().at(-1)).toEqual({ state: '', page: 2 });
    loadNews.settle({ type: 'xstate.done.actor.loadNews', output: page(2, [3], false) });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      articles: [article(1), article(2), article(3)],
      pageIndex: 2,
      hasMoreArticles: false,
    });
    actor.send({ type: 'news.more' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(loadNews.calls).toHaveLength(2);
  });

  it('a failed load keeps what was shown and stops loading', async () => {
    const { actor, loadNews, loadFeatured } = start();
    loadFeatured.settle({ type: 'xstate.error.actor.loadFeatured', error: new Error('offline') });
    loadNews.settle({ type: 'xstate.done.actor.loadNews', output: page(1, [1], true) });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ featured: 'shown', recent: 'ready' });
    expect(actor.getSnapshot().context.featured).toEqual([]);
    actor.send({ type: 'news.more' });
    loadNews.settle({ type: 'xstate.error.actor.loadNews', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      articles: [article(1)],
      pageIndex: 1,
      hasMoreArticles: true,
    });
  });

  it('another state starts both over; the same state changes nothing', async () => {
    const { actor, loadNews, loadFeatured } = start('WA');
    loadFeatured.settle({ type: 'xstate.done.actor.loadFeatured', output: [article(9)] });
    loadNews.settle({ type: 'xstate.done.actor.loadNews', output: page(1, [1], true) });
    await flush();
    actor.send({ type: 'news.state', state: 'WA' });
    expect(loadNews.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.articles).toEqual([article(1)]);
    actor.send({ type: 'news.state', state: 'VIC' });
    expect(actor.getSnapshot().value).toEqual({ featured: 'loading', recent: 'loading' });
    expect(actor.getSnapshot().context).toEqual({
      state: 'VIC',
      featured: [],
      articles: [],
      pageIndex: 0,
      hasMoreArticles: false,
    });
    expect(loadFeatured.inputs()).toEqual(['WA', 'VIC']);
    expect(loadNews.inputs()).toEqual([
      { state: 'WA', page: 1 },
      { state: 'VIC', page: 1 },
    ]);
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(newsListMachine)).toEqual({
      loadNews: 'loadNews not provided',
      loadFeatured: 'loadFeatured not provided',
    });
  });
});
