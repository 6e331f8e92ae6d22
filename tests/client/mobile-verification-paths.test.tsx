// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EventObject, initialTransition, transition } from 'xstate';
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
  type PathCase,
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
  { type: 'mobile.change', mobile: '0450 000 000' },
  { type: 'mobile.change', mobile: '12345' },
  { type: 'mobile.change', mobile: '' },
  // The member's own number, without the spaces it is prefilled with.
  { type: 'mobile.change', mobile: '0412345678' },
  { type: 'code.send' },
  { type: 'code.change', code: '123456' },
  { type: 'code.change', code: '12x' },
  { type: 'code.verify' },
];
/** The number each Mobile typed stands for: another number forgets the code typed. */
const NUMBER: Record<string, string> = {
  '0412 345 678': '0412345678',
  '0412345678': '0412345678',
  '0450 000 000': '0450000000',
  '12345': '12345',
  '': '',
};
/** What Send Code says under Mobile, for each Mobile typed (member spec, section 5). */
const MOBILE_ERROR: Record<string, string | null> = {
  '0412 345 678': null,
  '0412345678': null,
  '0450 000 000': null,
  '12345': 'Invalid mobile number format',
  '': 'Mobile is required.',
};
/** What Verify says under Verification code, for each code typed. */
const CODE_ERROR: Record<string, string | null> = {
  '123456': null,
  '12x': 'The verification code is 6 digits.',
  '': 'Verification code is required.',
};
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
  'mobile.change': (event) => {
    const mobile = field(/^Mobile/);
    if (!mobile) return NOT_OFFERED;
    fireEvent.change(mobile, {
      target: { value: (event as Extract<MobileVerificationEvent, { type: 'mobile.change' }>).mobile },
    });
  },
  'code.send': () => {
    const send = button('Send Code');
    if (!send || send.disabled) return NOT_OFFERED;
    fireEvent.click(send);
  },
  'code.change': (event) => {
    const code = field(/^Verification code/);
    if (!code) return NOT_OFFERED;
    fireEvent.change(code, {
      target: { value: (event as Extract<MobileVerificationEvent, { type: 'code.change' }>).code },
    });
  },
  'code.verify': () => {
    const verify = button('Verify');
    if (!verify || verify.hasAttribute('data-loading')) return NOT_OFFERED;
    fireEvent.click(verify);
  },
};

// ---- What the member sees, from the path so far ----
const last = (history: readonly PathStep[], test: (e: EventObject) => boolean) =>
  history.findLast((s) => test(s.event))?.event as (Outcome & Record<string, unknown>) | undefined;

/** The fields, their messages and the alert, as the member's steps so far leave them. */
interface Shown {
  mobile: string;
  code: string;
  mobileError: string | null;
  codeError: string | null;
  alert: string | null;
}
function shown(history: readonly PathStep[]): Shown {
  const now: Shown = { mobile: '', code: '', mobileError: null, codeError: null, alert: null };
  for (const { event } of history) {
    const e = event as Outcome & { mobile?: string; code?: string };
    // The member's mobile (UNVERIFIED), spaced for reading.
    if (e.type === 'xstate.done.actor.loadMember') now.mobile = '0412 345 678';
    if (/^xstate\.error\.actor\./.test(e.type)) now.alert = (e.error as Error).message;
    if (e.type === 'mobile.change') {
      const mobile = e.mobile as string;
      // The code typed was for the number before.
      if (NUMBER[mobile] !== NUMBER[now.mobile]) Object.assign(now, { code: '', codeError: null });
      now.mobile = mobile;
    }
    if (e.type === 'code.change') now.code = e.code as string;
    if (e.type === 'code.send') {
      now.mobileError = MOBILE_ERROR[now.mobile] as string | null;
      if (!now.mobileError) now.alert = null;
    }
    if (e.type === 'code.verify') {
      now.codeError = CODE_ERROR[now.code] as string | null;
      if (!now.codeError) now.alert = null;
    }
  }
  return now;
}
/** As shown when the member last did `type`. */
const shownAtLast = (history: readonly PathStep[], type: string) =>
  shown(history.slice(0, history.findLastIndex((s) => s.event.type === type) + 1));

function expectCommon(history: readonly PathStep[]) {
  expect(
    within(screen.getByTestId('redeem-steps'))
      .getByText('Verify')
      .closest('button')
      ?.hasAttribute('data-progress'),
  ).toBe(true);
  // The step's heading takes the focus as the page opens (components/StepHeading.tsx).
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Verify Your Mobile' }));
  const { alert } = shown(history);
  if (alert) expect(screen.getByRole('alert').textContent).toContain(`Error occured! ${alert}`);
  else expect(screen.queryByRole('alert')).toBeNull();
}

function expectField(label: RegExp, value: string, message: string | null) {
  const input = field(label) as HTMLInputElement;
  expect(input.value).toBe(value);
  expect(input.getAttribute('aria-invalid') === 'true').toBe(message !== null);
  if (message) expect(screen.getByText(message)).toBeTruthy();
}
const expectMobileField = (history: readonly PathStep[]) => {
  const { mobile, mobileError } = shown(history);
  expectField(/^Mobile/, mobile, mobileError);
};
const expectCodeField = (history: readonly PathStep[]) => {
  const { code, codeError } = shown(history);
  expectField(/^Verification code/, code, codeError);
};

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
    expectMobileField(history);
  },
  'ready.request.sending': (_, history) => {
    expectMobileField(history);
    expect(button('Send Code')?.hasAttribute('data-loading')).toBe(true);
    expect(sendCode.pending()).toHaveLength(1);
    // The number in the field when Send Code was pressed.
    expect(sendCode.inputs().at(-1)).toEqual({ mobile: shownAtLast(history, 'code.send').mobile });
  },
  'ready.request.locked': (_, history) => {
    expectCommon(history);
    expectMobileField(history);
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
    expectCodeField(history);
  },
  'ready.code.verifying': (_, history) => {
    expectCodeField(history);
    expect(button('Verify')?.hasAttribute('data-loading')).toBe(true);
    expect(verifyCode.pending()).toHaveLength(1);
    // The mobile and the code in their fields when Verify was pressed.
    const { mobile, code } = shownAtLast(history, 'code.verify');
    expect(code).toBe('123456');
    expect(verifyCode.inputs().at(-1)).toEqual({ mobile, code: '123456' });
  },
};

/**
 * A path the criterion has no reason to take (its moves are each made shorter elsewhere), through the model: a
 * code typed, then the mobile retyped, one way and another.
 */
function modelPath(
  name: string,
  input: (typeof INPUTS)['fresh'],
  events: (MobileVerificationEvent | Outcome)[],
): PathCase {
  let [state] = initialTransition(mobileVerificationMachine, input);
  const steps = events.map((event) => {
    [state] = transition(mobileVerificationMachine, state, event as never);
    return { event, state: state as unknown as AnySnapshot };
  });
  return { name, input, inputLabel: 'fresh', steps };
}

const replay = (c: PathCase) =>
  replayPath(mobileVerificationMachine, c, {
    render: renderVerify,
    events: ACTIONS,
    fakes: { loadMember, sendCode: sendCodeAtClockTime, verifyCode },
    after: () => vi.advanceTimersByTime(90_000),
    states: STATES,
    coverage,
    wrap: (fn) => act(fn),
  });

describe('mobile verification: the model’s paths on Verify Your Mobile', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replay(c);
  });

  it('another number typed empties the code typed for the one before; the same number spaced otherwise keeps it', async () => {
    await replay(
      modelPath('code typed, then the mobile retyped', INPUTS.fresh, [
        { type: 'xstate.done.actor.loadMember', output: UNVERIFIED },
        { type: 'code.send' },
        { type: 'xstate.done.actor.sendCode', output: { sentAt: NOW } },
        { type: 'code.change', code: '123456' },
        { type: 'mobile.change', mobile: '0412345678' },
        { type: 'mobile.change', mobile: '0450 000 000' },
        { type: 'code.change', code: '12x' },
        { type: 'code.verify' },
        { type: 'mobile.change', mobile: '12345' },
        { type: 'mobile.change', mobile: '0412345678' },
        { type: 'code.change', code: '123456' },
        { type: 'code.verify' },
        { type: 'xstate.done.actor.verifyCode', output: { mobile: '0412345678', mobileVerified: true } },
      ]),
    );
    // Literally, whatever the table above works out: the code went with the number in the field.
    expect(verifyCode.inputs()).toEqual([{ mobile: '0412345678', code: '123456' }]);
    expect(goOn).toHaveBeenCalledTimes(1);
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
