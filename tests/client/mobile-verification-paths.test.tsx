// @vitest-environment jsdom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import {
  type MemberMobile,
  type MobileVerificationEvent,
  mobileVerificationMachine,
} from '../../machines/mobile-verification';
import {
  MobileVerificationContext,
  MobileVerificationPage,
} from '../../src/client/features/redeem/MobileVerificationPage';
import { button } from '../support/dom-actions';
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

const NOW = Date.UTC(2026, 10, 18, 9, 0, 0);
const UNVERIFIED: MemberMobile = { mobile: '0412345678', mobileVerified: false };
const VERIFIED: MemberMobile = { mobile: '0412345678', mobileVerified: true };

type Outcome = EventObject & { output?: unknown; error?: unknown };
const USER_EVENTS: MobileVerificationEvent[] = [
  { type: 'code.send', mobile: '0450 000 000' },
  { type: 'code.send', mobile: '12345' },
  { type: 'code.send', mobile: '' },
  { type: 'code.verify', mobile: '0450 000 000', code: '123456' },
  { type: 'code.verify', mobile: '0450 000 000', code: '' },
  { type: 'code.verify', mobile: '0450 000 000', code: '12x' },
];
const OUTCOMES: Record<string, Outcome[]> = {
  loadMember: [
    { type: 'xstate.done.actor.loadMember', output: UNVERIFIED },
    { type: 'xstate.done.actor.loadMember', output: VERIFIED },
    { type: 'xstate.error.actor.loadMember', error: new Error('The server is busy.') },
  ],
  sendCode: [
    { type: 'xstate.done.actor.sendCode', output: { sentAt: NOW } },
    {
      type: 'xstate.error.actor.sendCode',
      error: new Error('Please wait 42 seconds before requesting another code.'),
    },
  ],
  verifyCode: [
    { type: 'xstate.done.actor.verifyCode', output: { mobile: '0450000000', mobileVerified: true } },
    { type: 'xstate.error.actor.verifyCode', error: new Error('Invalid verification code.') },
  ],
};
/** Fresh: no code sent on this device. Reloaded: a code went out 30 s before the page opened. */
const INPUTS = { fresh: { lastSentAt: null, now: NOW }, reloaded: { lastSentAt: NOW - 30_000, now: NOW } };
const cases = generatePathCases(mobileVerificationMachine, {
  inputs: INPUTS,
  events: withDelayedEvents(mobileVerificationMachine, (snapshot) => [
    ...USER_EVENTS,
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
  ]),
});

const coverage = createCoverage(mobileVerificationMachine);
let loadMember = fakeActor<MemberMobile>('loadMember');
let sendCode = fakeActor<{ sentAt: number }, { mobile: string }>('sendCode');
let verifyCode = fakeActor<unknown, { mobile: string; code: string }>('verifyCode');
let goOn = vi.fn();
let keepSentAt = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  loadMember = fakeActor('loadMember');
  sendCode = fakeActor('sendCode');
  verifyCode = fakeActor('verifyCode');
  goOn = vi.fn();
  keepSentAt = vi.fn();
  sentTimes = [];
});
afterEach(() => vi.useRealTimers());

function renderVerify(input: unknown, inspect: Coverage['inspect']) {
  const logic = mobileVerificationMachine.provide({
    actors: { loadMember: loadMember.logic, sendCode: sendCode.logic, verifyCode: verifyCode.logic },
    actions: { goOn: () => goOn(), keepSentAt: (_, sentAt) => keepSentAt(sentAt) },
  });
  return renderFlow(
    MobileVerificationContext,
    { logic: logic, options: { input: input as never, inspect } },
    <MobileVerificationPage />,
  );
}

const field = (label: RegExp) =>
  screen.queryByLabelText(label, { selector: 'input' }) as HTMLInputElement | null;

const ACTIONS: Record<string, (event: EventObject) => unknown> = {
  'code.send': (event) => {
    const send = button('Send Code');
    const mobile = field(/^Mobile/);
    if (!send || !mobile || send.disabled) return NOT_OFFERED;
    fireEvent.change(mobile, {
      target: { value: (event as Extract<MobileVerificationEvent, { type: 'code.send' }>).mobile },
    });
    fireEvent.click(send);
  },
  'code.verify': (event) => {
    const { mobile, code } = event as Extract<MobileVerificationEvent, { type: 'code.verify' }>;
    const verify = button('Verify');
    if (!verify || verify.hasAttribute('data-loading')) return NOT_OFFERED;
    fireEvent.change(field(/^Mobile/) as HTMLInputElement, { target: { value: mobile } });
    fireEvent.change(field(/^Verification code/) as HTMLInputElement, { target: { value: code } });
    fireEvent.click(verify);
  },
};

// ---- What the member sees, from the path so far ----
const last = (history: readonly PathStep[], test: (e: EventObject) => boolean) =>
  history.findLast((s) => test(s.event))?.event as (Outcome & Record<string, unknown>) | undefined;
const afterLast = (history: readonly PathStep[], type: string) =>
  history.slice(history.findLastIndex((s) => s.event.type === type) + 1);

function expectedAlert(history: readonly PathStep[]): string | null {
  let alert: string | null = null;
  for (const { event } of history) {
    const e = event as Outcome & Record<string, unknown>;
    if (/^xstate\.error\.actor\./.test(e.type)) alert = (e.error as Error).message;
    if (e.type === 'code.send' && e.mobile === '0450 000 000') alert = null;
    if (e.type === 'code.verify' && e.code === '123456') alert = null;
  }
  return alert;
}

function expectCommon(history: readonly PathStep[]) {
  expect(
    within(screen.getByTestId('redeem-steps'))
      .getByText('Verify')
      .closest('button')
      ?.hasAttribute('data-progress'),
  ).toBe(true);
  // The step's heading takes the focus as the page opens (components/StepHeading.tsx).
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Verify Your Mobile' }));
  const alert = expectedAlert(history);
  if (alert) expect(screen.getByRole('alert').textContent).toContain(`Error occured! ${alert}`);
  else expect(screen.queryByRole('alert')).toBeNull();
}

function expectFieldError(label: RegExp, message: string | null) {
  const input = field(label) as HTMLInputElement;
  expect(input.getAttribute('aria-invalid') === 'true').toBe(message !== null);
  if (message) expect(screen.getByText(message)).toBeTruthy();
}

/** When the live code went out: the fake answers with the time on the fake clock, as the real call does. */
let sentTimes: number[] = [];
const sendCodeAtClockTime = {
  settle: (event: Outcome) => {
    if (event.type !== 'xstate.done.actor.sendCode') return sendCode.settle(event);
    sentTimes.push(Date.now());
    sendCode.settle({ ...event, output: { sentAt: Date.now() } });
  },
};

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: (_, history) => {
    expectCommon(history);
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(field(/^Mobile/)).toBeNull();
    expect(loadMember.pending()).toHaveLength(1);
  },
  failed: (_, history) => {
    expectCommon(history);
    expect(screen.queryByLabelText('Loading')).toBeNull();
    expect(field(/^Mobile/)).toBeNull();
  },
  verified: (_, history) => {
    expect(goOn).toHaveBeenCalledTimes(1);
    const answer = last(history, (e) => e.type === 'xstate.done.actor.verifyCode');
    if (!answer)
      expect(last(history, (e) => e.type === 'xstate.done.actor.loadMember')?.output).toEqual(VERIFIED);
    expect(field(/^Mobile/)).toBeNull();
  },
  'ready.request.open': (_, history) => {
    expectCommon(history);
    expect(goOn).not.toHaveBeenCalled();
    expect(button('Send Code')?.disabled).toBe(false);
    expect(screen.queryByTestId('resend-countdown')).toBeNull();
    const tried = afterLast(history, 'xstate.done.actor.loadMember').findLast(
      (s) => s.event.type === 'code.send',
    );
    const mobile = (tried?.event as { mobile?: string } | undefined)?.mobile;
    const fresh = tried && history.at(-1) === tried;
    expectFieldError(
      /^Mobile/,
      fresh && mobile === ''
        ? 'Mobile is required.'
        : fresh && mobile === '12345'
          ? 'Invalid mobile number format'
          : null,
    );
    const typed = history.some((s) => s.event.type === 'code.send' || s.event.type === 'code.verify');
    if (!typed) expect(field(/^Mobile/)?.value).toBe('0412 345 678');
  },
  'ready.request.sending': () => {
    expect(button('Send Code')?.hasAttribute('data-loading')).toBe(true);
    expect(sendCode.pending()).toHaveLength(1);
    expect(sendCode.inputs().at(-1)).toEqual({ mobile: '0450 000 000' });
  },
  'ready.request.locked': (_, history) => {
    expectCommon(history);
    expect(button('Send Code')?.disabled).toBe(true);
    // The last send on this page, else the one remembered from before the reload.
    const started = sentTimes.at(-1) ?? NOW - 30_000;
    const left = Math.ceil((started + 90_000 - Date.now()) / 1000);
    const text = `Re-send verification code in ${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')} seconds`;
    expect(screen.getByTestId('resend-countdown').textContent).toBe(text);
    expect(keepSentAt.mock.calls).toEqual(sentTimes.map((t) => [t]));
    expect(history.filter((s) => s.event.type === 'xstate.done.actor.sendCode')).toHaveLength(
      sentTimes.length,
    );
  },
  'ready.code.idle': (_, history) => {
    expectCommon(history);
    expect(button('Verify')?.hasAttribute('data-loading')).toBe(false);
    const tried = history.findLast((s) => s.event.type === 'code.verify');
    const code = (tried?.event as { code?: string } | undefined)?.code;
    const fresh = tried && history.at(-1) === tried;
    expectFieldError(
      /^Verification code/,
      fresh && code === ''
        ? 'Verification code is required.'
        : fresh && code === '12x'
          ? 'The verification code is 6 digits.'
          : null,
    );
  },
  'ready.code.verifying': () => {
    expect(button('Verify')?.hasAttribute('data-loading')).toBe(true);
    expect(verifyCode.pending()).toHaveLength(1);
    expect(verifyCode.inputs().at(-1)).toEqual({ mobile: '0450 000 000', code: '123456' });
  },
};

describe('mobile verification: the model’s paths on Verify Your Mobile', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(mobileVerificationMachine, c, {
      render: renderVerify,
      events: ACTIONS,
      fakes: { loadMember, sendCode: sendCodeAtClockTime, verifyCode },
      after: () => vi.advanceTimersByTime(90_000),
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
