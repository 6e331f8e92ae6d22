// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { type AdminBannersEvent, adminBannersMachine, type BannersData } from '../../machines/admin-banners';
import {
  AdminBannersContext,
  AdminBannersPage,
} from '../../src/client/features/admin-banners/AdminBannersPage';
import type { StaffMajorEventSummary } from '../../src/shared/contract/admin-major-events';
import type { SaveBannerBody, StaffBanner } from '../../src/shared/contract/home-banners';
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

const FINAL: StaffMajorEventSummary = {
  id: 7,
  name: 'NSW Grand Final',
  urlName: 'nsw-grand-final',
  aplpt: false,
  stateId: 2,
  startsOn: '2026-12-12',
  endsOn: '2026-12-12',
  subEventCount: 2,
  qualifierCount: 0,
};
const MAJOR_BANNER: StaffBanner = {
  id: 1,
  kind: 'major_event',
  majorEventId: 7,
  articleUrlName: null,
  linkUrl: null,
  title: '',
  subtitle: '',
  imageUrl: null,
  position: 1,
  activeFrom: null,
  activeTo: null,
  states: ['NSW'],
  targetName: 'NSW Grand Final',
};
const LINK_BANNER: StaffBanner = {
  id: 2,
  kind: 'link',
  majorEventId: null,
  articleUrlName: null,
  linkUrl: '/leaderboards',
  title: 'Climb the leaderboard',
  subtitle: 'Every game counts',
  imageUrl: '/media/banners/grand-final.svg',
  position: 2,
  activeFrom: null,
  activeTo: null,
  states: [],
  targetName: '/leaderboards',
};
const NEW_BANNER: StaffBanner = {
  ...LINK_BANNER,
  id: 3,
  position: 3,
  title: 'Summer Series',
  targetName: '/summer',
};
const REFUSED = Object.assign(new Error('Invalid request. majorEventId: is required'), {
  errors: { majorEventId: 'is required' },
});
const offline = new Error('The server is offline');

type Outcome = EventObject & { output?: unknown; error?: unknown };
const OUTCOMES: Record<string, Outcome[]> = {
  loadBanners: [
    {
      type: 'xstate.done.actor.loadBanners',
      output: { banners: [MAJOR_BANNER, LINK_BANNER], majors: [FINAL] } satisfies BannersData,
    },
    { type: 'xstate.done.actor.loadBanners', output: { banners: [], majors: [FINAL] } satisfies BannersData },
    { type: 'xstate.error.actor.loadBanners', error: offline },
  ],
  saveBanner: [
    { type: 'xstate.done.actor.saveBanner', output: NEW_BANNER },
    { type: 'xstate.done.actor.saveBanner', output: { ...LINK_BANNER, title: 'Climb higher' } },
    { type: 'xstate.error.actor.saveBanner', error: REFUSED },
  ],
  orderBanners: [
    { type: 'xstate.done.actor.orderBanners', output: [LINK_BANNER, MAJOR_BANNER] },
    { type: 'xstate.error.actor.orderBanners', error: offline },
  ],
  removeBanner: [
    { type: 'xstate.done.actor.removeBanner', output: [LINK_BANNER] },
    { type: 'xstate.error.actor.removeBanner', error: offline },
  ],
};
const USER_EVENTS: AdminBannersEvent[] = [
  { type: 'list.retry' },
  { type: 'edit.open', id: null },
  { type: 'edit.open', id: 2 },
  { type: 'edit.open', id: 99 },
  { type: 'edit.cancel' },
  { type: 'draft.change', field: 'title', value: 'Summer Series' },
  { type: 'draft.change', field: 'majorEventId', value: '7' },
  { type: 'save.submit' },
  { type: 'banner.move', id: 1, by: 1 },
  { type: 'banner.move', id: 1, by: -1 },
  { type: 'banner.remove', id: 1 },
];

const cases = generatePathCases(adminBannersMachine, {
  inputs: { start: undefined },
  events: (snapshot) => [
    ...USER_EVENTS,
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
  ],
  stateKey: (s) => {
    const c = s.context as { banners: StaffBanner[]; editingId: number | null };
    return JSON.stringify([s.value, c.banners.map((b) => b.id), c.editingId]);
  },
});

const coverage = createCoverage(adminBannersMachine);
let load = fakeActor<BannersData, unknown>('loadBanners');
let save = fakeActor<StaffBanner, SaveBannerBody>('saveBanner');
let order = fakeActor<StaffBanner[], { ids: number[] }>('orderBanners');
let remove = fakeActor<StaffBanner[], { id: number }>('removeBanner');
beforeEach(() => {
  load = fakeActor('loadBanners');
  save = fakeActor('saveBanner');
  order = fakeActor('orderBanners');
  remove = fakeActor('removeBanner');
});

function renderPage(_input: unknown, inspect: Coverage['inspect']) {
  const logic = adminBannersMachine.provide({
    actors: {
      loadBanners: load.logic,
      saveBanner: save.logic,
      orderBanners: order.logic,
      removeBanner: remove.logic,
    },
  });
  return renderFlow(
    AdminBannersContext,
    { logic, options: { inspect }, at: '/admin/banners' },
    <AdminBannersPage />,
  );
}

const ROWS: Record<number, (linkTitle: string) => string> = {
  1: () => 'NSW Grand FinalMajor eventNSW Grand Final · NSW · AlwaysUpDownEditRemove',
  2: (linkTitle) => `${linkTitle}Another page/leaderboards · Every state · AlwaysUpDownEditRemove`,
  3: () => 'Summer SeriesAnother page/summer · Every state · AlwaysUpDownEditRemove',
};

/** The list, the form and the messages, worked out from what happened. */
function expected(history: readonly PathStep[]) {
  let banners: number[] = [];
  let linkTitle = 'Climb the leaderboard';
  let notice: string | null = null;
  let error: string | null = null;
  let form = null as { id: number | null; title: string; kind: string; majorEventId: string } | null;
  let majorError = false;
  history.forEach((step, i) => {
    const before = history[i - 1]?.state;
    const event = step.event as Outcome & Record<string, unknown>;
    switch (event.type) {
      case 'xstate.done.actor.loadBanners':
        banners = (event.output as BannersData).banners.map((b) => b.id);
        error = null;
        break;
      case 'xstate.error.actor.loadBanners':
        error = offline.message;
        break;
      case 'edit.open':
        if (before?.matches('ready') && (event.id === null || banners.includes(event.id as number))) {
          form =
            event.id === 2
              ? { id: 2, title: linkTitle, kind: 'link', majorEventId: '' }
              : { id: null, title: '', kind: 'major_event', majorEventId: '' };
          notice = null;
          error = null;
          majorError = false;
        }
        break;
      case 'edit.cancel':
        if (before?.matches('editing')) {
          form = null;
          error = null;
          majorError = false;
        }
        break;
      case 'draft.change':
        if (form && before?.matches('editing')) {
          if (event.field === 'title') form = { ...form, title: event.value as string };
          else {
            form = { ...form, majorEventId: event.value as string };
            majorError = false;
          }
        }
        break;
      case 'xstate.done.actor.saveBanner': {
        const saved = event.output as StaffBanner;
        if (saved.id === 2) linkTitle = saved.title;
        if (!banners.includes(saved.id)) banners = [...banners, saved.id];
        form = null;
        notice = 'Saved. The home page shows it now.';
        error = null;
        majorError = false;
        break;
      }
      case 'xstate.error.actor.saveBanner':
        error = REFUSED.message;
        majorError = true;
        break;
      case 'xstate.done.actor.orderBanners':
        banners = [2, 1];
        notice = 'Order saved.';
        error = null;
        break;
      case 'xstate.done.actor.removeBanner':
        banners = [2];
        notice = 'Removed.';
        error = null;
        break;
      case 'xstate.error.actor.orderBanners':
      case 'xstate.error.actor.removeBanner':
        error = offline.message;
        notice = null;
        break;
    }
  });
  return { banners, linkTitle, notice, error, form, majorError };
}

function expectPage(model: AnySnapshot, history: readonly PathStep[]) {
  const e = expected(history);
  const list = screen.queryByRole('list', { name: 'Banners' });
  if (e.banners.length === 0) {
    expect(list).toBeNull();
    expect(
      screen.getByText('No banners set: the home page shows the major events and featured news.'),
    ).toBeTruthy();
  } else
    expect(
      within(list as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(e.banners.map((id, i) => `${i + 1}. ${ROWS[id]?.(e.linkTitle)}`));
  expect(screen.getByRole('status').textContent).toBe(e.notice ?? '');
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(e.error);
  const form = screen.queryByRole('form', { name: 'Banner' });
  expect(form !== null).toBe(e.form !== null);
  if (e.form && form) {
    expect(within(form).getByRole('heading').textContent).toBe(
      e.form.id === null ? 'New banner' : 'Edit banner',
    );
    expect((within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      e.form.title,
    );
    expect((within(form).getByRole('combobox', { name: 'Links to' }) as HTMLSelectElement).value).toBe(
      e.form.kind,
    );
    const major = within(form).queryByRole('combobox', { name: 'Major event' }) as HTMLSelectElement | null;
    expect(major?.value ?? null).toBe(e.form.kind === 'major_event' ? e.form.majorEventId : null);
    if (major)
      expect([...major.options].map((o) => o.text)).toEqual(['Choose a major event', 'NSW Grand Final']);
    expect(within(form).queryAllByText('is required')).toHaveLength(e.majorError && major ? 1 : 0);
  }
  expect((screen.getByRole('button', { name: 'New banner' }) as HTMLButtonElement).disabled).toBe(
    !model.matches('ready'),
  );
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: () => {
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Banners' })).toBeNull();
  },
  failed: () => {
    expect(within(screen.getByRole('alert')).getByText('The banners could not be loaded')).toBeTruthy();
  },
  ready: expectPage,
  editing: expectPage,
  saving: (model, history) => {
    expectPage(model, history);
    const { form } = expected(history);
    expect(save.pending().at(-1)?.input).toMatchObject({
      ...(form?.id ? { id: form.id } : {}),
      title: form?.title,
      kind: form?.kind,
      majorEventId: form?.majorEventId ? Number(form.majorEventId) : null,
    });
  },
  ordering: (model, history) => {
    expectPage(model, history);
    const { banners } = expected(history);
    const { id, by } = (history.at(-1) as PathStep).event as unknown as { id: number; by: number };
    const moved = [...banners];
    const from = moved.indexOf(id);
    [moved[from], moved[from + by]] = [moved[from + by] as number, id];
    expect(order.pending().at(-1)?.input).toEqual({ ids: moved });
  },
  removing: (model, history) => {
    expectPage(model, history);
    expect(remove.pending().at(-1)?.input).toEqual({ id: 1 });
  },
};

const click = (name: string) => {
  const target = screen.queryByRole('button', { name }) as HTMLButtonElement | null;
  if (!target || target.disabled) return NOT_OFFERED;
  fireEvent.click(target);
  return undefined;
};
const nameOf = (id: number) => (id === 1 ? 'NSW Grand Final' : id === 2 ? 'Climb the leaderboard' : `#${id}`);

describe('the home banners: the model’s paths on the real page', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(adminBannersMachine, c, {
      render: renderPage,
      events: {
        'list.retry': () => click('Try again'),
        'edit.open': (event) => {
          const { id } = event as unknown as { id: number | null };
          if (id === null) return click('New banner');
          const edit = screen
            .queryAllByRole('button', { name: /^Edit: / })
            .find((button) => id === 2 && /Climb/.test(button.getAttribute('aria-label') ?? ''));
          if (!edit || (edit as HTMLButtonElement).disabled) return NOT_OFFERED;
          fireEvent.click(edit);
          return undefined;
        },
        'edit.cancel': () => click('Cancel'),
        'draft.change': (event) => {
          const { field, value } = event as unknown as { field: string; value: string };
          const form = screen.queryByRole('form', { name: 'Banner' });
          if (!form) return NOT_OFFERED;
          const input =
            field === 'title'
              ? within(form).queryByRole('textbox', { name: 'Title' })
              : within(form).queryByRole('combobox', { name: 'Major event' });
          if (!input) return NOT_OFFERED;
          fireEvent.change(input, { target: { value } });
          return undefined;
        },
        'save.submit': () => {
          const form = screen.queryByRole('form', { name: 'Banner' });
          if (!form || (screen.getByRole('button', { name: 'Save banner' }) as HTMLButtonElement).disabled)
            return NOT_OFFERED;
          fireEvent.submit(form);
          return undefined;
        },
        'banner.move': (event) => {
          const { id, by } = event as unknown as { id: number; by: number };
          return click(`${by < 0 ? 'Move up' : 'Move down'}: ${nameOf(id)}`);
        },
        'banner.remove': (event) => click(`Remove: ${nameOf((event as unknown as { id: number }).id)}`),
      },
      fakes: { loadBanners: load, saveBanner: save, orderBanners: order, removeBanner: remove },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
