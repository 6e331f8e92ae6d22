// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { type AboutPageEditorEvent, aboutPageEditorMachine } from '../../machines/about-page-editor';
import {
  AboutPageEditorContext,
  AboutPageEditorPage,
} from '../../src/client/features/admin-pages/AboutPageEditorPage';
import type { SavePageBody, StaffPage } from '../../src/shared/contract/admin-pages';
import type { GeneralArticle } from '../../src/shared/contract/article';
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

// The rich-text editor (TipTap) needs a real browser's layout; a plain field stands in for it here.
vi.mock('../../src/client/components/BodyEditor', () => ({
  BodyEditor: ({ value, onChange }: { value: string; onChange: (html: string) => void }) => (
    <textarea aria-label="Body" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
  ),
}));

const STORED: StaffPage = {
  id: 9,
  title: 'Work With Us',
  urlName: 'work-with-us',
  status: 'draft',
  showInNavbar: true,
  navOrder: 2,
  updatedAt: '2026-11-18T00:00:00.000Z',
  excerpt: 'Jobs at the league.',
  content: '<p>We are hiring.</p>',
};
const PUBLISHED: StaffPage = { ...STORED, status: 'published' };
const UNPUBLISHED: StaffPage = { ...STORED, status: 'unpublished' };
const PREVIEW: GeneralArticle = {
  name: 'Work With Us (preview)',
  urlName: 'work-with-us',
  excerpt: 'Jobs at the league.',
  content: '<p>We are hiring, sanitised.</p>',
  bannerUrl: null,
  articleDate: '2026-11-20T01:00:00.000Z',
};
const TAKEN = Object.assign(new Error('Another About page already has this URL name.'), {
  errors: { urlName: 'Another About page already has this URL name.' },
});
const offline = new Error('The server is offline');

type Outcome = EventObject & { output?: unknown; error?: unknown };
const OUTCOMES: Record<string, Outcome[]> = {
  loadPage: [
    { type: 'xstate.done.actor.loadPage', output: STORED },
    { type: 'xstate.error.actor.loadPage', error: offline },
  ],
  savePage: [
    { type: 'xstate.done.actor.savePage', output: STORED },
    { type: 'xstate.done.actor.savePage', output: PUBLISHED },
    { type: 'xstate.done.actor.savePage', output: UNPUBLISHED },
    { type: 'xstate.error.actor.savePage', error: TAKEN },
  ],
  previewPage: [
    { type: 'xstate.done.actor.previewPage', output: PREVIEW },
    { type: 'xstate.error.actor.previewPage', error: offline },
  ],
};
const USER_EVENTS: AboutPageEditorEvent[] = [
  { type: 'draft.change', field: 'title', value: 'Host a League Night' },
  { type: 'draft.change', field: 'urlName', value: 'my-own-name' },
  { type: 'draft.change', field: 'navOrder', value: '5' },
  { type: 'save.submit', status: 'draft' },
  { type: 'save.submit', status: 'published' },
  { type: 'save.submit', status: 'unpublished' },
  { type: 'preview.open' },
  { type: 'preview.close' },
  { type: 'load.retry' },
];

const cases = generatePathCases(aboutPageEditorMachine, {
  inputs: { new: { id: null }, existing: { id: 9 } },
  events: (snapshot) => [
    ...USER_EVENTS,
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
  ],
  stateKey: (s) => {
    const c = s.context as { id: number | null; saved: StaffPage | null };
    return JSON.stringify([s.value, c.id, c.saved?.status ?? null]);
  },
});

const coverage = createCoverage(aboutPageEditorMachine);
let load = fakeActor<StaffPage, { id: number }>('loadPage');
let save = fakeActor<StaffPage, SavePageBody>('savePage');
let preview = fakeActor<GeneralArticle, SavePageBody>('previewPage');
beforeEach(() => {
  load = fakeActor('loadPage');
  save = fakeActor('savePage');
  preview = fakeActor('previewPage');
});

function renderEditor(input: unknown, inspect: Coverage['inspect']) {
  const logic = aboutPageEditorMachine.provide({
    actors: { loadPage: load.logic, savePage: save.logic, previewPage: preview.logic },
  });
  const { id } = input as { id: number | null };
  return renderFlow(
    AboutPageEditorContext,
    { logic, options: { input: input as never, inspect }, at: `/admin/pages/${id ?? 'new'}` },
    <AboutPageEditorPage />,
  );
}

const isOutcome = (step: PathStep, id: string, kind: 'done' | 'error') =>
  step.event.type === `xstate.${kind}.actor.${id}`;

/** What the form should hold, the page last stored, and the messages, worked out from what happened. */
function expected(history: readonly PathStep[]) {
  let draft = { title: '', urlName: '', navOrder: '0' };
  let saved: StaffPage | null = null;
  let notice: string | null = null;
  let error: string | null = null;
  let urlNameError: string | null = null;
  for (const step of history) {
    const event = step.event as Outcome & { field?: string; value?: string };
    if (isOutcome(step, 'loadPage', 'done') || isOutcome(step, 'savePage', 'done')) {
      saved = event.output as StaffPage;
      draft = { title: saved.title, urlName: saved.urlName, navOrder: '2' };
      if (isOutcome(step, 'savePage', 'done')) {
        notice = { draft: 'Saved as a draft.', published: 'Published.', unpublished: 'Unpublished.' }[
          saved.status
        ];
        urlNameError = null;
      }
      error = null;
    }
    if (isOutcome(step, 'savePage', 'error')) {
      error = TAKEN.message;
      urlNameError = TAKEN.errors.urlName;
      notice = null;
    }
    if (isOutcome(step, 'previewPage', 'error')) error = offline.message;
    if (event.type === 'draft.change' && step.state.matches('editing')) {
      if (event.field === 'title') {
        const follows = draft.urlName === '' || draft.urlName === 'work-with-us';
        draft = {
          ...draft,
          title: event.value as string,
          urlName: follows ? 'host-a-league-night' : draft.urlName,
        };
      } else if (event.field === 'urlName') {
        draft = { ...draft, urlName: event.value as string };
        urlNameError = null;
      } else draft = { ...draft, navOrder: event.value as string };
      notice = null;
    }
  }
  return { draft, saved, notice, error, urlNameError };
}

const value = (label: string) => (screen.getByRole('textbox', { name: label }) as HTMLInputElement).value;

function expectForm(model: AnySnapshot, history: readonly PathStep[]) {
  const { draft, saved, notice, error, urlNameError } = expected(history);
  expect(value('Title')).toBe(draft.title);
  expect(value('URL name')).toBe(draft.urlName);
  expect((screen.getByRole('spinbutton', { name: 'Order in the menu' }) as HTMLInputElement).value).toBe(
    draft.navOrder,
  );
  expect(screen.getByText(`The page's address: /about/${draft.urlName || '…'}`)).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
    saved || (model.context as { id: number | null }).id !== null ? 'Edit About page' : 'New About page',
  );
  if (saved)
    expect(screen.getByTestId('page-status').textContent).toBe(
      { draft: 'Draft', published: 'Published', unpublished: 'Unpublished' }[saved.status],
    );
  else expect(screen.getByText('Not saved yet')).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe(notice ?? '');
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(error);
  expect(screen.queryAllByText(TAKEN.errors.urlName)).toHaveLength(
    urlNameError ? 2 : error === TAKEN.message ? 1 : 0,
  );
  const live = saved?.status === 'published';
  expect(screen.queryByRole('button', { name: 'Update' }) !== null).toBe(live);
  expect(screen.queryByRole('button', { name: 'Save draft' }) !== null).toBe(!live);
  expect(screen.queryByRole('button', { name: 'Publish' }) !== null).toBe(!live);
  expect(screen.queryByRole('button', { name: 'Unpublish' }) !== null).toBe(live);
  expect(screen.queryByRole('link', { name: 'View on the site' })?.getAttribute('href') ?? null).toBe(
    live ? '/about/work-with-us' : null,
  );
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: () => {
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
    expect(load.pending().at(-1)?.input).toEqual({ id: 9 });
  },
  loadFailed: () => {
    expect(within(screen.getByRole('alert')).getByText('The page could not be loaded')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  },
  editing: (model, history) => {
    expectForm(model, history);
    expect(screen.queryByTestId('page-preview')).toBeNull();
  },
  saving: (model, history) => {
    expect((screen.getByRole('button', { name: 'Preview' }) as HTMLButtonElement).disabled).toBe(true);
    const { draft, saved } = expected(history);
    const asked = (history.at(-1)?.event as unknown as { status: string } | undefined)?.status;
    const body = save.pending().at(-1)?.input;
    expect(body).toMatchObject({
      title: draft.title,
      urlName: draft.urlName,
      navOrder: Number(draft.navOrder),
      showInNavbar: saved?.showInNavbar ?? false,
      status: asked,
    });
    const id = saved?.id ?? (model.context as { id: number | null }).id;
    expect(body?.id).toBe(id ?? undefined);
  },
  'previewing.loading': () => {
    expect(screen.getByRole('heading', { name: 'Preview' })).toBeTruthy();
    expect(within(screen.getByTestId('page-preview')).getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(preview.pending().at(-1)?.input.status).toBe('draft');
  },
  'previewing.shown': () => {
    const shown = screen.getByTestId('page-preview');
    expect(within(shown).getByRole('heading', { level: 1 }).textContent).toBe('Work With Us (preview)');
    expect(within(shown).getByText('We are hiring, sanitised.')).toBeTruthy();
    expect(within(shown).getByText('Updated 20/11/2026')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  },
};

const click = (name: string) => {
  const target = screen.queryByRole('button', { name }) as HTMLButtonElement | null;
  if (!target || target.disabled) return NOT_OFFERED;
  fireEvent.click(target);
  return undefined;
};
const FIELDS: Record<string, () => HTMLElement | null> = {
  title: () => screen.queryByRole('textbox', { name: 'Title' }),
  urlName: () => screen.queryByRole('textbox', { name: 'URL name' }),
  navOrder: () => screen.queryByRole('spinbutton', { name: 'Order in the menu' }),
};

describe('the About page editor: the model’s paths on the real page', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(aboutPageEditorMachine, c, {
      render: renderEditor,
      events: {
        'draft.change': (event) => {
          const { field, value: typed } = event as unknown as { field: string; value: string };
          const input = FIELDS[field]?.();
          if (!input) return NOT_OFFERED;
          fireEvent.change(input, { target: { value: typed } });
          return undefined;
        },
        'save.submit': (event) => {
          const { status } = event as unknown as { status: string };
          if (status === 'published')
            return click(screen.queryByRole('button', { name: 'Update' }) ? 'Update' : 'Publish');
          return click(status === 'draft' ? 'Save draft' : 'Unpublish');
        },
        'preview.open': () => click('Preview'),
        'preview.close': () => click('Back to editing'),
        'load.retry': () => click('Try again'),
      },
      fakes: { loadPage: load, savePage: save, previewPage: preview },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
