// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import {
  calendarSubscriptionMachine,
  type CalendarSubscription as Subscription,
} from '../../machines/calendar-subscription';
import {
  CalendarSubscription,
  CalendarSubscriptionContext,
} from '../../src/client/features/games/CalendarSubscription';
import {
  type AnySnapshot,
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  NOT_OFFERED,
  type PathStep,
  replayPath,
  withDelayedEvents,
} from '../support/path-harness';
import { renderFlow } from '../support/render-flow';

const FIRST: Subscription = {
  url: 'https://poker.example.org/calendar/member/first-token.ics',
  webcalUrl: 'webcal://poker.example.org/calendar/member/first-token.ics',
};
const SECOND: Subscription = {
  url: 'https://poker.example.org/calendar/member/second-token.ics',
  webcalUrl: 'webcal://poker.example.org/calendar/member/second-token.ics',
};
type Outcome = EventObject & { output?: unknown; error?: unknown };
const OUTCOMES: Record<string, Outcome[]> = {
  loadSubscription: [
    { type: 'xstate.done.actor.loadSubscription', output: FIRST },
    { type: 'xstate.error.actor.loadSubscription', error: new Error('offline') },
  ],
  rotateSubscription: [
    { type: 'xstate.done.actor.rotateSubscription', output: SECOND },
    { type: 'xstate.error.actor.rotateSubscription', error: new Error('Please sign in again.') },
  ],
};
const cases = generatePathCases(calendarSubscriptionMachine, {
  inputs: { member: undefined },
  events: withDelayedEvents(calendarSubscriptionMachine, (snapshot) => [
    { type: 'calendar.copy' },
    { type: 'calendar.rotate' },
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
  ]),
});

const coverage = createCoverage(calendarSubscriptionMachine);
let load = fakeActor<Subscription>('loadSubscription');
let rotate = fakeActor<Subscription>('rotateSubscription');
let copied: string[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  load = fakeActor('loadSubscription');
  rotate = fakeActor('rotateSubscription');
  copied = [];
});
afterEach(() => vi.useRealTimers());

function renderCalendar(_input: unknown, inspect: Coverage['inspect']) {
  const logic = calendarSubscriptionMachine.provide({
    actors: { loadSubscription: load.logic, rotateSubscription: rotate.logic },
    actions: { copyLink: (_, url) => void copied.push(url) },
  });
  return renderFlow(
    CalendarSubscriptionContext,
    { logic: logic, options: { inspect } },
    <CalendarSubscription />,
  );
}

const button = (name: RegExp) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;
const ACTIONS = {
  'calendar.copy': () => {
    const copy = button(/^Copy link$/);
    if (!copy) return NOT_OFFERED;
    fireEvent.click(copy);
  },
  'calendar.rotate': () => {
    const rotateButton = button(/^New private link$/);
    if (!rotateButton || rotateButton.hasAttribute('data-loading')) return NOT_OFFERED;
    fireEvent.click(rotateButton);
  },
};

/** The address on show: the latest one the server gave. */
function current(history: readonly PathStep[]): Subscription {
  const answers = history.filter((s) =>
    /^xstate\.done\.actor\.(load|rotate)Subscription$/.test(s.event.type),
  );
  const latest = answers.at(-1)?.event as Outcome | undefined;
  return latest?.output as Subscription;
}

function expectLinks(history: readonly PathStep[]) {
  const subscription = current(history);
  expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
    subscription.webcalUrl,
  );
  // The private address is never printed on the page.
  expect(screen.queryByText(/calendar\/member/)).toBeNull();
  const alert = screen.queryByRole('alert');
  const lastRotation = history.findLast(
    (s) => s.event.type.startsWith('xstate.') && s.event.type.includes('rotate'),
  );
  if (lastRotation?.event.type === 'xstate.error.actor.rotateSubscription')
    expect(alert?.textContent).toBe('Please sign in again.');
  else expect(alert).toBeNull();
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: () => {
    expect(screen.queryByTestId('calendar-subscription')).toBeNull();
    expect(load.pending()).toHaveLength(1);
  },
  unavailable: () => {
    expect(screen.queryByTestId('calendar-subscription')).toBeNull();
    expect(load.pending()).toHaveLength(0);
  },
  'ready.idle': (_, history) => {
    expectLinks(history);
    expect(button(/^Copy link$/)).not.toBeNull();
    expect(button(/^New private link$/)?.hasAttribute('data-loading')).toBe(false);
    const copies = history.filter((s) => s.event.type === 'calendar.copy');
    expect(copied).toHaveLength(copies.length);
  },
  'ready.copied': (_, history) => {
    expectLinks(history);
    expect(button(/^Copied$/)).not.toBeNull();
    expect(copied.at(-1)).toBe(current(history).url);
  },
  rotating: () => {
    expect(button(/^New private link$/)?.hasAttribute('data-loading')).toBe(true);
    expect(rotate.pending()).toHaveLength(1);
  },
};

describe('calendar subscription: the model’s paths on My Poker Games’ calendar buttons', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(calendarSubscriptionMachine, c, {
      render: renderCalendar,
      events: ACTIONS,
      fakes: { loadSubscription: load, rotateSubscription: rotate },
      after: () => vi.advanceTimersByTime(2000),
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
