// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { type NewsEditorEvent, newsEditorMachine, type PictureFile } from '../../machines/news-editor';
import { NewsEditorContext, NewsEditorPage } from '../../src/client/features/admin-news/NewsEditorPage';
import type { NewsImageKind, SaveArticleBody, StaffArticle } from '../../src/shared/contract/admin-news';
import type { NewsArticleDetail } from '../../src/shared/contract/content';
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

// The rich-text editor (TipTap) needs a real browser's layout; here a plain field stands in for it, with the same
// label and the same change reports (the browser test types into the real one).
vi.mock('../../src/client/components/BodyEditor', () => ({
  BodyEditor: ({ value, onChange }: { value: string; onChange: (html: string) => void }) => (
    <textarea aria-label="Body" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
  ),
}));

const TODAY = '2026-11-18';
const STORED: StaffArticle = {
  id: 7,
  title: 'Sydney Spring Series',
  urlName: 'sydney-spring-series',
  status: 'draft',
  publishAt: null,
  featured: false,
  states: ['NSW'],
  articleDate: '2026-11-20',
  updatedAt: '2026-11-18T00:00:00.000Z',
  excerpt: 'Who won.',
  content: '<p>The final.</p>',
  bannerUrl: null,
  logoUrl: null,
};
const SCHEDULED: StaffArticle = { ...STORED, status: 'scheduled', publishAt: '2026-11-18T12:30:00.000Z' };
const PUBLISHED: StaffArticle = { ...STORED, status: 'published', publishAt: '2026-11-18T00:00:00.000Z' };
const PREVIEW: NewsArticleDetail = {
  name: 'Sydney Spring Series (preview)',
  urlName: 'sydney-spring-series',
  excerpt: 'Who won.',
  bannerUrl: null,
  articleDate: '2026-11-20T12:00:00.000Z',
  content: '<p>The final, sanitised.</p>',
  logoUrl: null,
  relatedArticles: [],
};
const TAKEN = Object.assign(new Error('Another article already has this URL name.'), {
  errors: { urlName: 'Another article already has this URL name.' },
});
const offline = new Error('The server is offline');
const NOT_AN_IMAGE = Object.assign(new Error('Please choose a JPG, PNG or WebP image.'), {
  errors: { image: 'Please choose a JPG, PNG or WebP image.' },
});
const BANNER_FILE = new File(['png'], 'banner.png', { type: 'image/png' });

type Outcome = EventObject & { output?: unknown; error?: unknown };
const OUTCOMES: Record<string, Outcome[]> = {
  loadArticle: [
    { type: 'xstate.done.actor.loadArticle', output: STORED },
    { type: 'xstate.error.actor.loadArticle', error: offline },
  ],
  saveArticle: [
    { type: 'xstate.done.actor.saveArticle', output: STORED },
    { type: 'xstate.done.actor.saveArticle', output: SCHEDULED },
    { type: 'xstate.done.actor.saveArticle', output: PUBLISHED },
    { type: 'xstate.error.actor.saveArticle', error: TAKEN },
  ],
  uploadImage: [
    { type: 'xstate.done.actor.uploadImage', output: { ...STORED, bannerUrl: '/news-images/banner.jpg' } },
    { type: 'xstate.error.actor.uploadImage', error: NOT_AN_IMAGE },
  ],
  previewArticle: [
    { type: 'xstate.done.actor.previewArticle', output: PREVIEW },
    { type: 'xstate.error.actor.previewArticle', error: offline },
  ],
};
const USER_EVENTS: NewsEditorEvent[] = [
  { type: 'draft.change', field: 'title', value: 'Grand Final Night' },
  { type: 'draft.change', field: 'urlName', value: 'my-own-name' },
  { type: 'save.submit', status: 'draft' },
  { type: 'save.submit', status: 'published' },
  { type: 'save.submit', status: 'scheduled' },
  { type: 'save.submit', status: 'unpublished' },
  { type: 'preview.open' },
  { type: 'preview.close' },
  { type: 'load.retry' },
  { type: 'image.upload', kind: 'banner', file: BANNER_FILE },
];

const cases = generatePathCases(newsEditorMachine, {
  inputs: { new: { id: null, today: TODAY }, existing: { id: 7, today: TODAY } },
  events: (snapshot) => [
    ...USER_EVENTS,
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
  ],
  stateKey: (s) => {
    const c = s.context as { id: number | null; saved: StaffArticle | null };
    return JSON.stringify([s.value, c.id, c.saved?.status ?? null]);
  },
});

const coverage = createCoverage(newsEditorMachine);
let load = fakeActor<StaffArticle, { id: number }>('loadArticle');
let save = fakeActor<StaffArticle, SaveArticleBody>('saveArticle');
let preview = fakeActor<NewsArticleDetail, SaveArticleBody>('previewArticle');
let uploadImage = fakeActor<StaffArticle, { id: number; kind: NewsImageKind; file: PictureFile }>(
  'uploadImage',
);
beforeEach(() => {
  uploadImage = fakeActor('uploadImage');
  load = fakeActor('loadArticle');
  save = fakeActor('saveArticle');
  preview = fakeActor('previewArticle');
});

function renderEditor(input: unknown, inspect: Coverage['inspect']) {
  const logic = newsEditorMachine.provide({
    actors: {
      loadArticle: load.logic,
      saveArticle: save.logic,
      previewArticle: preview.logic,
      uploadImage: uploadImage.logic,
    },
  });
  const { id } = input as { id: number | null };
  return renderFlow(
    NewsEditorContext,
    { logic, options: { input: input as never, inspect }, at: `/admin/news/${id ?? 'new'}` },
    <NewsEditorPage />,
  );
}

const isOutcome = (step: PathStep, id: string, kind: 'done' | 'error') =>
  step.event.type === `xstate.${kind}.actor.${id}`;

/** What the form should hold, the last article stored, and the messages, worked out from what happened. */
function expected(history: readonly PathStep[], input: { id: number | null }) {
  let draft = { title: '', urlName: '' };
  let saved: StaffArticle | null = null;
  let notice: string | null = null;
  let error: string | null = null;
  let urlNameError: string | null = null;
  let imageError: string | null = null;
  let banner: string | null = null;
  for (const step of history) {
    const event = step.event as Outcome & { field?: string; value?: string };
    if (isOutcome(step, 'loadArticle', 'done') || isOutcome(step, 'saveArticle', 'done')) {
      saved = event.output as StaffArticle;
      draft = { title: saved.title, urlName: saved.urlName };
      if (isOutcome(step, 'saveArticle', 'done')) {
        notice = {
          draft: 'Saved as a draft.',
          scheduled: 'Scheduled.',
          published: 'Published.',
          unpublished: 'Unpublished.',
        }[saved.status];
        urlNameError = null;
      }
      error = null;
    }
    if (isOutcome(step, 'saveArticle', 'error')) {
      error = TAKEN.message;
      urlNameError = TAKEN.errors.urlName;
      notice = null;
    }
    if (isOutcome(step, 'previewArticle', 'error')) error = offline.message;
    if (isOutcome(step, 'uploadImage', 'done')) {
      banner = '/news-images/banner.jpg';
      notice = 'Picture saved.';
      error = null;
      imageError = null;
      urlNameError = null;
    }
    if (isOutcome(step, 'uploadImage', 'error')) {
      error = NOT_AN_IMAGE.message;
      imageError = NOT_AN_IMAGE.errors.image;
      urlNameError = null;
      notice = null;
    }
    if (isOutcome(step, 'saveArticle', 'done') || isOutcome(step, 'saveArticle', 'error')) imageError = null;
    if (event.type === 'draft.change' && step.state.matches('editing')) {
      if (event.field === 'title') {
        // The name follows the title while it is the title's suggestion.
        const follows =
          draft.urlName === '' ||
          draft.urlName ===
            draft.title
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '-')
              .replace(/^-|-$/g, '');
        draft = { title: event.value as string, urlName: follows ? 'grand-final-night' : draft.urlName };
      } else {
        draft = { ...draft, urlName: event.value as string };
        urlNameError = null;
      }
      notice = null;
    }
  }
  return {
    draft,
    saved,
    notice,
    error,
    urlNameError,
    imageError,
    banner,
    isNew: input.id === null && saved === null,
  };
}

const value = (label: string) => (screen.getByRole('textbox', { name: label }) as HTMLInputElement).value;

function expectForm(model: AnySnapshot, history: readonly PathStep[]) {
  const { draft, saved, notice, error, urlNameError } = expected(
    history,
    model.context as { id: number | null },
  );
  expect(value('Title')).toBe(draft.title);
  expect(value('URL name')).toBe(draft.urlName);
  expect(screen.getByText(`The article's address: /news/${draft.urlName || '…'}`)).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
    saved || (model.context as { id: number | null }).id !== null ? 'Edit article' : 'New article',
  );
  if (saved)
    expect(screen.getByTestId('article-status').textContent).toBe(
      { draft: 'Draft', scheduled: 'Scheduled', published: 'Published', unpublished: 'Unpublished' }[
        saved.status
      ],
    );
  else expect(screen.getByText('Not saved yet')).toBeTruthy();
  if (saved?.status === 'scheduled')
    expect(screen.getByText(/^Goes live \d\d\/\d\d\/2026 \d\d:30:00$/)).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe(notice ?? '');
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(error);
  // The message above the form, and again under its field.
  expect(screen.queryAllByText(TAKEN.errors.urlName)).toHaveLength(
    urlNameError ? 2 : error === TAKEN.message ? 1 : 0,
  );
  expect(screen.getByRole('textbox', { name: 'URL name' }).getAttribute('aria-invalid')).toBe(
    urlNameError ? 'true' : null,
  );
  const live = saved?.status === 'published';
  expect(screen.queryByRole('button', { name: 'Update' }) !== null).toBe(live);
  expect(screen.queryByRole('button', { name: 'Save draft' }) !== null).toBe(!live);
  expect(screen.queryByRole('button', { name: 'Publish now' }) !== null).toBe(!live);
  expect(screen.queryByRole('button', { name: 'Unpublish' }) !== null).toBe(
    saved?.status === 'published' || saved?.status === 'scheduled',
  );
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: () => {
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
    expect(load.pending().at(-1)?.input).toEqual({ id: 7 });
  },
  loadFailed: () => {
    expect(within(screen.getByRole('alert')).getByText('The article could not be loaded')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  },
  editing: (model, history) => {
    expectForm(model, history);
    expect(screen.queryByTestId('article-preview')).toBeNull();
  },
  saving: (model, history) => {
    expect((screen.getByRole('button', { name: 'Schedule' }) as HTMLButtonElement).disabled).toBe(true);
    const { draft } = expected(history, model.context as { id: number | null });
    const asked = (history.at(-1)?.event as unknown as { status: string } | undefined)?.status;
    const body = save.pending().at(-1)?.input;
    expect(body).toMatchObject({ title: draft.title, urlName: draft.urlName, status: asked });
    const { saved } = expected(history, model.context as { id: number | null });
    const id = saved?.id ?? (model.context as { id: number | null }).id;
    expect(body?.id).toBe(id ?? undefined);
  },
  uploading: (model) => {
    expect((screen.getByRole('button', { name: 'Upload banner' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Schedule' }) as HTMLButtonElement).disabled).toBe(true);
    const id = (model.context as { id: number }).id;
    expect(uploadImage.pending().at(-1)?.input).toEqual({ id, kind: 'banner', file: BANNER_FILE });
  },
  'previewing.loading': () => {
    expect(screen.getByRole('heading', { name: 'Preview' })).toBeTruthy();
    expect(
      within(screen.getByTestId('article-preview')).getByRole('status', { name: 'Loading' }),
    ).toBeTruthy();
    expect(preview.pending().at(-1)?.input.status).toBe('draft');
  },
  'previewing.shown': () => {
    const shown = screen.getByTestId('article-preview');
    expect(within(shown).getByRole('heading', { level: 1 }).textContent).toBe(
      'Sydney Spring Series (preview)',
    );
    expect(within(shown).getByText('The final, sanitised.')).toBeTruthy();
    expect(within(shown).getByText('20/11/2026')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  },
};

const click = (name: string) => {
  const target = screen.queryByRole('button', { name }) as HTMLButtonElement | null;
  if (!target || target.disabled) return NOT_OFFERED;
  fireEvent.click(target);
  return undefined;
};
const SAVE_BUTTONS: Record<string, string> = {
  draft: 'Save draft',
  scheduled: 'Schedule',
  unpublished: 'Unpublish',
};

describe('the news editor: the model’s paths on the real page', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(newsEditorMachine, c, {
      render: renderEditor,
      events: {
        'draft.change': (event) => {
          const { field, value: typed } = event as unknown as { field: string; value: string };
          const input = screen.queryByRole('textbox', { name: field === 'title' ? 'Title' : 'URL name' });
          if (!input) return NOT_OFFERED;
          fireEvent.change(input, { target: { value: typed } });
          return undefined;
        },
        'save.submit': (event) => {
          const { status } = event as unknown as { status: string };
          if (status === 'published')
            return click(screen.queryByRole('button', { name: 'Update' }) ? 'Update' : 'Publish now');
          return click(SAVE_BUTTONS[status] as string);
        },
        'preview.open': () => click('Preview'),
        'preview.close': () => click('Back to editing'),
        'load.retry': () => click('Try again'),
        'image.upload': (event) => {
          const button = screen.queryByRole('button', { name: 'Upload banner' }) as HTMLButtonElement | null;
          if (!button || button.disabled) return NOT_OFFERED;
          const input = screen.getByLabelText('Banner file') as HTMLInputElement;
          fireEvent.change(input, { target: { files: [(event as unknown as { file: File }).file] } });
          return undefined;
        },
      },
      fakes: { loadArticle: load, saveArticle: save, previewArticle: preview, uploadImage },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
