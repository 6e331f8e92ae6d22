// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { type AdminNewsListEvent, adminNewsListMachine } from '../../machines/admin-news-list';
import {
  AdminNewsListContext,
  AdminNewsListPage,
} from '../../src/client/features/admin-news/AdminNewsListPage';
import type { ArticleStatus, StaffArticleSummary } from '../../src/shared/contract/admin-news';
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
import { renderFlow } from '../support/render-flow';

const DRAFT: StaffArticleSummary = {
  id: 7,
  title: 'Sydney Spring Series',
  urlName: 'sydney-spring-series',
  status: 'draft',
  publishAt: null,
  featured: false,
  states: ['NSW'],
  articleDate: '2026-11-20',
  updatedAt: '2026-11-18T00:00:00.000Z',
};
const LIVE: StaffArticleSummary = {
  id: 3,
  title: 'APL Million qualifiers are open',
  urlName: 'apl-million-qualifiers',
  status: 'published',
  publishAt: '2026-11-10T00:00:00.000Z',
  featured: true,
  states: [],
  articleDate: '2026-11-10',
  updatedAt: '2026-11-10T00:00:00.000Z',
};

type Outcome = EventObject & { output?: unknown; error?: unknown };
const USER_EVENTS: AdminNewsListEvent[] = [
  { type: 'filter.change', status: 'draft' },
  { type: 'filter.change', status: null },
  { type: 'list.retry' },
];
const OUTCOMES: Outcome[] = [
  { type: 'xstate.done.actor.loadArticles', output: [DRAFT, LIVE] },
  { type: 'xstate.done.actor.loadArticles', output: [] },
  { type: 'xstate.error.actor.loadArticles', error: new Error('The server is offline') },
];

const cases = generatePathCases(adminNewsListMachine, {
  inputs: { start: undefined },
  events: (snapshot) => [...USER_EVENTS, ...(snapshot.children.loadArticles ? OUTCOMES : [])],
  stateKey: (s) => JSON.stringify([s.value, (s.context as { status: string | null }).status]),
});

const coverage = createCoverage(adminNewsListMachine);
let load = fakeActor<StaffArticleSummary[], { status: ArticleStatus | null }>('loadArticles');
beforeEach(() => {
  load = fakeActor('loadArticles');
});

function renderList(_input: unknown, inspect: Coverage['inspect']) {
  const logic = adminNewsListMachine.provide({ actors: { loadArticles: load.logic } });
  return renderFlow(
    AdminNewsListContext,
    { logic, options: { inspect }, at: '/admin/news' },
    <AdminNewsListPage />,
  );
}

const FILTER_LABELS: Record<string, string> = { draft: 'Drafts', '': 'All articles' };

/** The filter chosen, from what happened. */
function expectedStatus(history: readonly PathStep[]): ArticleStatus | null {
  const last = history.findLast((s) => s.event.type === 'filter.change');
  return last ? ((last.event as unknown as { status: ArticleStatus | null }).status ?? null) : null;
}

const expectFilterShown = (history: readonly PathStep[]) => {
  const select = screen.getByRole('combobox', { name: 'Show' }) as HTMLSelectElement;
  expect(select.value).toBe(expectedStatus(history) ?? '');
  expect(screen.getByRole('link', { name: 'New article' }).getAttribute('href')).toBe('/admin/news/new');
};

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: (_, history) => {
    expectFilterShown(history);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Articles' })).toBeNull();
    expect(load.pending().at(-1)?.input).toEqual({ status: expectedStatus(history) });
  },
  ready: (_, history) => {
    expectFilterShown(history);
    const outcome = history.findLast((s) => s.event.type === 'xstate.done.actor.loadArticles')
      ?.event as Outcome;
    const rows = outcome.output as StaffArticleSummary[];
    if (rows.length === 0) {
      expect(screen.getByText('No articles here yet.')).toBeTruthy();
      return;
    }
    const items = within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sydney Spring SeriesDraft20/11/2026 · NSW',
      'APL Million qualifiers are openPublished10/11/2026 · All states · Featured',
    ]);
    expect(screen.getByRole('link', { name: 'Sydney Spring Series' }).getAttribute('href')).toBe(
      '/admin/news/7',
    );
  },
  failed: (_, history) => {
    expectFilterShown(history);
    expect(within(screen.getByRole('alert')).getByText('The articles could not be loaded')).toBeTruthy();
  },
};

describe('the league office’s news list: the model’s paths on the real page', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(adminNewsListMachine, c, {
      render: renderList,
      events: {
        'filter.change': (event) => {
          const wanted = (event as unknown as { status: string | null }).status ?? '';
          const select = screen.getByRole('combobox', { name: 'Show' }) as HTMLSelectElement;
          expect(within(select).getByRole('option', { name: FILTER_LABELS[wanted] })).toBeTruthy();
          if (select.value === wanted) return NOT_OFFERED;
          fireEvent.change(select, { target: { value: wanted } });
          return undefined;
        },
        'list.retry': () => {
          const retry = screen.queryByRole('button', { name: 'Try again' });
          if (!retry) return NOT_OFFERED;
          fireEvent.click(retry);
          return undefined;
        },
      },
      fakes: { loadArticles: load },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
