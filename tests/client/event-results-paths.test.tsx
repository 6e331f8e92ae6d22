// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, type EventObject } from 'xstate';
import { type EventResultsInput, eventResultsMachine } from '../../machines/event-results';
import { NO_RESULT_TEXT, RESULT_FAILED_TEXT } from '../../src/client/components/ResultTable';
import { EventResults } from '../../src/client/features/event/EventResults';
import { VenueResults } from '../../src/client/features/venue/VenueResults';
import type { EventDetail, EventResult } from '../../src/shared/contract/event-detail';
import { button } from '../support/dom-actions';
import {
  type AnySnapshot,
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  NOT_OFFERED,
  type PathCase,
  type PathStep,
  replayPath,
} from '../support/path-harness';
import { renderInMantine } from '../support/render-flow';

const page = vi.hoisted(() => ({ results: undefined as unknown }));
vi.mock('../../src/client/features/event/event-page.context', () => ({
  EventPageContext: {
    useSelector: <T,>(select: (s: { children: Record<string, unknown> }) => T) =>
      select({ children: { results: page.results } }),
  },
}));

const STATE_ID = 1;
const dateOf = (id: number) => `2026-11-${String(10 + id).padStart(2, '0')}T08:00:00.000Z`;
/** How the page writes dateOf(id): 08:00 UTC is 19:00 the same day in Melbourne. */
const shownDate = (id: number) => `Nov ${10 + id}th 26`;
const winnerOf = (id: number) => `Winner of game ${id}`;
const result = (id: number): EventResult => ({
  id,
  dateTime: dateOf(id),
  startTime: '19:00',
  closed: true,
  rows: [
    {
      place: 1,
      playerName: winnerOf(id),
      customerGuid: `guid-${id}`,
      pointsValue: 100,
      cash: 0,
      ptc: 0,
      gamePrizeMoney: 0,
    },
  ],
});

/** An event of three sessions (ids 1-3), the last one on show, as the event page opens it. */
const EVENT = {
  id: 3,
  stateId: STATE_ID,
  relatedEvents: [1, 2, 3].map((id) => ({ id, dateTime: dateOf(id), startTime: '19:00' })),
} as unknown as EventDetail;

type Outcome = EventObject & { output?: unknown; error?: unknown; eventIds?: number[]; eventId?: number };
/** The result as read again after a push: the closing changed it. */
const championOf = (id: number) => `Champion of game ${id}`;
const refreshed = (id: number): EventResult => {
  const fresh = result(id);
  return { ...fresh, rows: fresh.rows.map((r) => ({ ...r, playerName: championOf(id) })) };
};
/**
 * The game a push says has just closed: on the venue page a game not listed until the page read its events
 * again; on the event page one of its sessions.
 */
const PUSHED = { venue: 4, event: 2 };
const outcomes = (snapshot: AnySnapshot): Outcome[] => [
  ...('loadResult' in snapshot.children
    ? [
        {
          type: 'xstate.done.actor.loadResult',
          output: result((snapshot.context as { currentId: number }).currentId),
        },
        { type: 'xstate.error.actor.loadResult', error: new Error('offline') },
      ]
    : []),
  ...('refreshResult' in snapshot.children
    ? [
        { type: 'xstate.done.actor.refreshResult', output: refreshed(pushedId) },
        { type: 'xstate.error.actor.refreshResult', error: new Error('offline') },
      ]
    : []),
];
/** Set per generation (venue, then event): the game the pushes of those paths name. */
let pushedId = PUSHED.venue;
/** The page that owns the list heard that a game closed; the list it sends has that game. */
const refreshOf = (snapshot: AnySnapshot): Outcome => {
  const { eventIds } = snapshot.context as { eventIds: number[] };
  return {
    type: 'result.refresh',
    eventIds: eventIds.includes(pushedId) ? eventIds : [...eventIds, pushedId],
    eventId: pushedId,
  };
};

// The venue page walks its closed events with Previous/Next; the event page picks a session by its chip.
const VENUE_INPUTS: Record<string, EventResultsInput> = {
  'venue, latest preloaded': { eventIds: [1, 2, 3], currentId: 3, preloaded: [result(3)] },
  'venue, nothing fetched': { eventIds: [1, 2], currentId: 2 },
  'venue, no closed events': { eventIds: [], currentId: null },
};
const EVENT_INPUTS: Record<string, EventResultsInput> = {
  'event of three sessions': { eventIds: [1, 2, 3], currentId: 3, preloaded: [result(3)] },
};
const venueCases = generatePathCases(eventResultsMachine, {
  inputs: VENUE_INPUTS,
  events: (snapshot) => [
    { type: 'result.previous' },
    { type: 'result.next' },
    { type: 'result.retry' },
    refreshOf(snapshot as AnySnapshot),
    ...outcomes(snapshot as AnySnapshot),
  ],
});
pushedId = PUSHED.event;
const eventCases = generatePathCases(eventResultsMachine, {
  inputs: EVENT_INPUTS,
  events: (snapshot) => [
    { type: 'result.select', eventId: 1 },
    { type: 'result.select', eventId: 3 },
    // Not one of the event's sessions: no chip offers it.
    { type: 'result.select', eventId: 99 },
    { type: 'result.retry' },
    refreshOf(snapshot as AnySnapshot),
    ...outcomes(snapshot as AnySnapshot),
  ],
});

const coverage = createCoverage(eventResultsMachine);
let load = fakeActor<EventResult, number>('loadResult');
beforeEach(() => {
  load = fakeActor('loadResult');
});

/** The live actor of the path being replayed: the owning page's pushes are sent to it. */
let live: AnyActorRef;
const startActor = (input: unknown, inspect: Coverage['inspect']) => {
  live = createActor(eventResultsMachine.provide({ actors: { loadResult: load.logic } }), {
    input: input as EventResultsInput,
    inspect,
  }).start() as AnyActorRef;
  return live;
};

function renderVenue(input: unknown, inspect: Coverage['inspect']) {
  const actor = startActor(input, inspect);
  renderInMantine(
    <MemoryRouter>
      <VenueResults results={actor as never} stateId={STATE_ID} loading={false} />
    </MemoryRouter>,
  );
  return actor;
}

function renderEvent(input: unknown, inspect: Coverage['inspect']) {
  const actor = startActor(input, inspect);
  page.results = actor;
  renderInMantine(
    <MemoryRouter>
      <EventResults event={EVENT} />
    </MemoryRouter>,
  );
  return actor;
}

const clickIfEnabled = (name: string) => {
  const control = button(name);
  if (!control || control.disabled) return NOT_OFFERED;
  fireEvent.click(control);
};
const retry = () => clickIfEnabled('Try again');
/** The owning page (venue or event page) passes on the hub's push: no control, a message to the list. */
const push = (event: EventObject) => {
  act(() => {
    live.send(event);
  });
};
const SESSION_IDS = EVENT.relatedEvents.map((e) => e.id);
const sessionChip = (id: number) =>
  SESSION_IDS.includes(id)
    ? (screen.queryByRole('radio', {
        name: shownDate(id),
      }) as HTMLInputElement | null)
    : null;

/**
 * The result the user asked for and the fetches that should have happened, worked out from the clicks,
 * pushes and answers of the path (not from the machine): a result is fetched when first shown, again on
 * retry, and again when a push says it changed; the pushed one then shows, unless its fetch fails.
 */
function expected(input: EventResultsInput, history: readonly PathStep[]) {
  let current = input.currentId;
  let list = input.eventIds;
  const fetched = new Set((input.preloaded ?? []).map((r) => r.id));
  const calls: number[] = [];
  const updated = new Set<number>();
  let refreshing = false;
  // Showing another result (a click, or after a failed refresh) ends any refresh under way.
  const show = (id: number | null) => {
    current = id;
    refreshing = false;
    if (id !== null && !fetched.has(id)) calls.push(id);
  };
  show(current);
  let failed = false;
  for (const { event } of history) {
    const index = current === null ? -1 : list.indexOf(current);
    if (event.type === 'result.previous' && index > 0) show(list[index - 1] ?? null);
    if (event.type === 'result.next' && index >= 0 && index < list.length - 1) show(list[index + 1] ?? null);
    if (event.type === 'result.select') {
      const { eventId } = event as EventObject & { eventId: number };
      if (list.includes(eventId) && eventId !== current) show(eventId);
    }
    if (event.type === 'result.retry' && failed && current !== null) calls.push(current);
    if (event.type === 'result.refresh') {
      const { eventIds, eventId } = event as EventObject & { eventIds: number[]; eventId: number };
      list = eventIds;
      calls.push(eventId);
      refreshing = true;
      failed = false;
    }
    if (event.type === 'xstate.done.actor.loadResult' && current !== null) fetched.add(current);
    if (event.type === 'xstate.done.actor.refreshResult') {
      current = ((event as Outcome).output as EventResult).id;
      fetched.add(current);
      updated.add(current);
      refreshing = false;
    }
    // A failed refresh leaves the result on show as it was (fetched again if it never arrived).
    if (event.type === 'xstate.error.actor.refreshResult') show(current);
    if (event.type.startsWith('xstate.')) failed = event.type === 'xstate.error.actor.loadResult';
  }
  const index = current === null ? -1 : list.indexOf(current);
  return { current, fetched, updated, calls, refreshing, first: index <= 0, last: index === list.length - 1 };
}

/** The game named by the path's last push. */
const pushedOf = (history: readonly PathStep[]) =>
  (history.findLast((s) => s.event.type === 'result.refresh')?.event as { eventId?: number } | undefined)
    ?.eventId;

function statesFor(view: 'venue' | 'event', input: () => EventResultsInput) {
  /** The result's table: as read again when a push's refresh of it arrived, else as first read. */
  const expectTableOf = (id: number, history: readonly PathStep[]) => {
    const table = screen.getByTestId('result-table');
    const { updated } = expected(input(), history);
    expect(within(table).getByText(updated.has(id) ? championOf(id) : winnerOf(id))).toBeTruthy();
    if (view === 'venue')
      expect(screen.getByTestId('result-date').textContent).toBe(`${shownDate(id)} · 19:00`);
  };
  const expectWalk = (history: readonly PathStep[]) => {
    const { current, first, last } = expected(input(), history);
    if (view === 'venue') {
      if (current === null) {
        expect(button('‹ Previous')).toBeNull();
        return;
      }
      expect(button('‹ Previous')?.disabled).toBe(first);
      expect(button('Next ›')?.disabled).toBe(last);
    } else {
      expect(sessionChip(current ?? 0)?.checked).toBe(true);
      expect(screen.getAllByRole('radio')).toHaveLength(SESSION_IDS.length);
    }
  };
  return {
    loading: (_: AnySnapshot, history: readonly PathStep[]) => {
      const { current, calls } = expected(input(), history);
      expect(screen.getByText('Loading results…')).toBeTruthy();
      expect(load.pending().map((c) => c.input)).toEqual([current]);
      expect(load.inputs()).toEqual(calls);
      expect(button('Try again')).toBeNull();
      expectWalk(history);
    },
    shown: (_: AnySnapshot, history: readonly PathStep[]) => {
      const { current, fetched, calls, refreshing } = expected(input(), history);
      expect(refreshing).toBe(false);
      expect(load.pending()).toHaveLength(0);
      expect(button('Try again')).toBeNull();
      expect(load.inputs()).toEqual(calls);
      if (current === null) {
        expect(screen.getByText(NO_RESULT_TEXT)).toBeTruthy();
      } else {
        expect(fetched.has(current)).toBe(true);
        expectTableOf(current, history);
      }
      expectWalk(history);
    },
    // What showed before stays while the pushed result is read again.
    refreshing: (_: AnySnapshot, history: readonly PathStep[]) => {
      const { current, fetched, calls, refreshing } = expected(input(), history);
      expect(refreshing).toBe(true);
      expect(load.pending().map((c) => c.input)).toEqual([pushedOf(history)]);
      expect(load.inputs()).toEqual(calls);
      expect(screen.queryByText('Loading results…')).toBeNull();
      expect(button('Try again')).toBeNull();
      if (current !== null && fetched.has(current)) expectTableOf(current, history);
      else expect(screen.getByText(NO_RESULT_TEXT)).toBeTruthy();
      expectWalk(history);
    },
    failed: (_: AnySnapshot, history: readonly PathStep[]) => {
      expect(screen.getByText(RESULT_FAILED_TEXT)).toBeTruthy();
      expect(load.inputs()).toEqual(expected(input(), history).calls);
      expect(button('Try again')).not.toBeNull();
      expect(screen.queryByTestId('result-table')).toBeNull();
      expect(load.pending()).toHaveLength(0);
      expectWalk(history);
    },
  };
}

async function replay(view: 'venue' | 'event', c: PathCase) {
  await replayPath(eventResultsMachine, c, {
    render: view === 'venue' ? renderVenue : renderEvent,
    events:
      view === 'venue'
        ? {
            'result.previous': () => clickIfEnabled('‹ Previous'),
            'result.next': () => clickIfEnabled('Next ›'),
            'result.retry': retry,
            'result.refresh': push,
          }
        : {
            'result.select': (event) => {
              const chip = sessionChip((event as EventObject & { eventId: number }).eventId);
              if (!chip || chip.checked) return NOT_OFFERED;
              fireEvent.click(chip);
            },
            'result.retry': retry,
            'result.refresh': push,
          },
    fakes: { loadResult: load, refreshResult: load },
    states: statesFor(view, () => c.input as EventResultsInput),
    coverage,
    wrap: (fn) => act(fn),
  });
}

describe('event results: the model’s paths on the venue’s Previous/Next and the event’s session chips', () => {
  it.each(venueCases.map((c) => [c.name, c] as const))('%s', (_name, c) => replay('venue', c));
  it.each(eventCases.map((c) => [c.name, c] as const))('%s', (_name, c) => replay('event', c));

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
