// @vitest-environment jsdom
import './dom-setup';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
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
} from '../machines/path-harness';

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
    ];
  },
  stateKey: (s) => JSON.stringify([s.value, (s.context as { state: string }).state]),
});

const coverage = createCoverage(newsListMachine);
let load = fakeActor<Page>('loadNews');
beforeEach(() => {
  load = fakeActor('loadNews');
});

function renderNews(_input: unknown, inspect: Coverage['inspect']): () => AnyActorRef {
  let actor: AnyActorRef | undefined;
  inspector.current = (event) => {
    const logic = (event.actorRef as unknown as { logic?: { id?: string } }).logic;
    if (event.type === '@xstate.actor' && logic?.id === 'newsList') actor = event.actorRef as AnyActorRef;
    inspect(event);
  };
  const logic = newsListMachine.provide({ actors: { loadNews: load.logic as never } });
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <NewsPage logic={logic as never} />
      </MemoryRouter>
    </MantineProvider>,
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
  let more = false;
  for (const { event, state: model } of history) {
    if (event.type === 'news.state' && model.matches('loading')) {
      state = (event as EventObject & { state: string }).state;
      shown = [];
      more = false;
    }
    const output = (event as Outcome).output as Page | undefined;
    if (event.type === 'xstate.done.actor.loadNews' && output) {
      shown = [...shown, ...output.articles];
      more = output.hasMoreArticles;
    }
  }
  return { state, shown, more };
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: (_, history) => {
    const { state, shown } = expected(history);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(load.pending().at(-1)?.input).toEqual({ state, page: shown.length / 10 + 1 });
  },
  ready: (_, history) => {
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
      fakes: { loadNews: load },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
