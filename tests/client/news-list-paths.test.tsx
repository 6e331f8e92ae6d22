// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, EventObject, InspectionEvent } from 'xstate';
import { newsListMachine } from '../../machines/news-list';
import { NewsPage } from '../../src/client/features/news/news-route';
import type { NewsArticle, NewsPage as Page } from '../../src/shared/contract/content';
import {
  type AnySnapshot,
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  NOT_OFFERED,
  type PathStep,
  replayPath,
} from '../support/path-harness';
import { renderInMantine } from '../support/render-flow';

const inspector = vi.hoisted(() => ({ current: undefined as ((e: InspectionEvent) => void) | undefined }));
vi.mock('../../src/client/components/inspector', () => ({
  inspectOptions: () => ({ inspect: (e: InspectionEvent) => inspector.current?.(e) }),
}));
vi.mock('../../src/client/components/location/location-context', () => ({
  useEffectiveStateId: () => 1,
}));
vi.mock('../../src/client/features/news/api', () => ({
  getFeaturedArticles: () => Promise.resolve([]),
  listNews: () => new Promise(() => {}),
}));

const article = (n: number, state: string): NewsArticle => ({
  name: `${state} story ${n}`,
  urlName: `${state.toLowerCase()}-story-${n}`,
  excerpt: 'A story.',
  bannerUrl: null,
  articleDate: '2026-11-20T00:00:00.000Z',
});
const featured = (state: string): NewsArticle[] => [
  { ...article(1, state || 'ALL'), name: `${state || 'ALL'} lead story`, urlName: 'lead' },
  { ...article(2, state || 'ALL'), name: `${state || 'ALL'} featured story`, urlName: 'featured' },
];
const page = (state: string, pageIndex: number, count: number, more: boolean): Page => ({
  articles: Array.from({ length: count }, (_, i) => article((pageIndex - 1) * 10 + i + 1, state || 'ALL')),
  pageIndex,
  hasMoreArticles: more,
});

type Outcome = EventObject & { output?: unknown; error?: unknown };
const cases = generatePathCases(newsListMachine, {
  inputs: { vic: { state: 'VIC' } },
  events: (snapshot) => {
    const { state, pageIndex } = snapshot.context as { state: string; pageIndex: number };
    return [
      { type: 'news.more' },
      { type: 'news.state', state: 'NSW' },
      { type: 'news.state', state: '' },
      ...(snapshot.children.loadNews
        ? [
            { type: 'xstate.done.actor.loadNews', output: page(state, pageIndex + 1, 10, pageIndex === 0) },
            { type: 'xstate.error.actor.loadNews', error: new Error('offline') },
          ]
        : []),
      ...(snapshot.children.loadFeatured
        ? [
            { type: 'xstate.done.actor.loadFeatured', output: featured(state) },
            { type: 'xstate.error.actor.loadFeatured', error: new Error('offline') },
          ]
        : []),
    ];
  },
  stateKey: (s) => JSON.stringify([s.value, (s.context as { state: string }).state]),
});

const coverage = createCoverage(newsListMachine);
let load = fakeActor<Page>('loadNews');
let loadFeatured = fakeActor<NewsArticle[]>('loadFeatured');
beforeEach(() => {
  load = fakeActor('loadNews');
  loadFeatured = fakeActor('loadFeatured');
});

function renderNews(_input: unknown, inspect: Coverage['inspect']): () => AnyActorRef {
  let actor: AnyActorRef | undefined;
  inspector.current = (event) => {
    const logic = (event.actorRef as unknown as { logic?: { id?: string } }).logic;
    if (event.type === '@xstate.actor' && logic?.id === 'newsList') actor = event.actorRef as AnyActorRef;
    inspect(event);
  };
  const logic = newsListMachine.provide({
    actors: { loadNews: load.logic as never, loadFeatured: loadFeatured.logic as never },
  });
  renderInMantine(
    <MemoryRouter>
      <NewsPage logic={logic as never} />
    </MemoryRouter>,
  );
  return () => actor as AnyActorRef;
}

const STATE_NAMES: Record<string, string> = { NSW: 'New South Wales', '': 'All states' };
const ACTIONS = {
  'news.more': () => {
    const more = screen.queryByRole('button', { name: 'More news' });
    if (!more) return NOT_OFFERED;
    fireEvent.click(more);
  },
  'news.state': (event: EventObject) => {
    const wanted = STATE_NAMES[(event as EventObject & { state: string }).state] as string;
    const select = screen.getByRole('combobox', { name: 'CHANGE STATE' }) as HTMLInputElement;
    if (select.value === wanted) return NOT_OFFERED;
    fireEvent.click(select);
    fireEvent.click(screen.getByRole('option', { name: wanted }));
  },
};

/** The state chosen and the stories loaded since, from what happened. */
function expected(history: readonly PathStep[]) {
  let state = 'VIC';
  let shown: NewsArticle[] = [];
  let lead: NewsArticle[] = [];
  let more = false;
  let featuredLoads = 1;
  for (const { event } of history) {
    const chosen = (event as EventObject & { state?: string }).state;
    if (event.type === 'news.state' && chosen !== state) {
      state = chosen as string;
      shown = [];
      lead = [];
      more = false;
      featuredLoads += 1;
    }
    const output = (event as Outcome).output as Page | undefined;
    if (event.type === 'xstate.done.actor.loadNews' && output) {
      shown = [...shown, ...output.articles];
      more = output.hasMoreArticles;
    }
    if (event.type === 'xstate.done.actor.loadFeatured') lead = (event as Outcome).output as NewsArticle[];
    if (event.type === 'xstate.error.actor.loadFeatured') lead = [];
  }
  return { state, shown, more, featured: lead, featuredLoads };
}

const noFeatured = () => {
  expect(screen.queryByTestId('news-banner')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Featured News' })).toBeNull();
};

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  'featured.loading': (_, history) => {
    const { state, featuredLoads } = expected(history);
    noFeatured();
    expect(loadFeatured.calls).toHaveLength(featuredLoads);
    expect(loadFeatured.pending().map((c) => c.input)).toEqual([state]);
  },
  'featured.shown': (_, history) => {
    const { featured: stories } = expected(history);
    expect(loadFeatured.pending()).toHaveLength(0);
    if (stories.length === 0) return noFeatured();
    const [lead] = stories as [NewsArticle];
    const banner = screen.getByTestId('news-banner');
    expect(within(banner).getByRole('heading', { level: 2 }).textContent).toBe(lead.name);
    expect(within(banner).getByRole('link', { name: 'READ MORE' }).getAttribute('href')).toBe(
      `/news/${lead.urlName}`,
    );
    const section = screen.getByRole('region', { name: 'Featured News' });
    expect(
      within(section)
        .getAllByTestId('news-card')
        .map((card) => within(card).getByRole('link').textContent),
    ).toEqual(stories.map((a) => a.name));
  },
  'recent.loading': (_, history) => {
    const { state, shown } = expected(history);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(load.pending().at(-1)?.input).toEqual({ state, page: shown.length / 10 + 1 });
  },
  'recent.ready': (_, history) => {
    const { state, shown, more } = expected(history);
    expect((screen.getByRole('combobox', { name: 'CHANGE STATE' }) as HTMLInputElement).value).toBe(
      STATE_NAMES[state] ?? 'Victoria',
    );
    if (shown.length === 0) expect(screen.getByText('No news yet')).toBeTruthy();
    else
      expect(
        within(screen.getByTestId('recent-news'))
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(shown.map((a) => a.name));
    expect(screen.queryByRole('button', { name: 'More news' }) !== null).toBe(more);
    expect(screen.queryByRole('button', { name: 'View all news' }) !== null).toBe(state !== '');
  },
};

describe('news list: the model’s paths on the real news page', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(newsListMachine, c, {
      render: renderNews,
      events: ACTIONS,
      fakes: { loadNews: load, loadFeatured },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
