// @vitest-environment jsdom
import '../support/dom-setup';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import {
  type PasswordResetEvent,
  type PasswordResetForm,
  passwordResetMachine,
} from '../../machines/password-reset';
import {
  ForgotPasswordPage,
  PasswordResetContext,
} from '../../src/client/features/account/ForgotPasswordPage';
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

const FORM: PasswordResetForm = { code: '123456', password: 'Brandt#2027', confirmPassword: 'Brandt#2027' };
const INVALID_FORM: PasswordResetForm = { code: '12', password: 'brandt1', confirmPassword: 'brandt2' };
const INVALID_MESSAGES = [
  'The verification code is 6 digits.',
  'Invalid password. Password not strong enough',
  'Two passwords do not match!',
];
const WRONG_CODE = Object.assign(new Error('Invalid verification code.'), {
  errors: { code: 'Invalid verification code.' },
});
const TOO_SOON = new Error('Please wait 12 seconds before requesting another code.');

type Outcome = EventObject & { output?: unknown; error?: unknown };
const USER_EVENTS: PasswordResetEvent[] = [
  { type: 'code.send', mobile: '0467 890 123' },
  { type: 'code.send', mobile: '0350 000 000' },
  { type: 'code.resend' },
  { type: 'mobile.change' },
  { type: 'password.reset', form: FORM },
  { type: 'password.reset', form: INVALID_FORM },
];
const OUTCOMES: Record<string, Outcome[]> = {
  sendCode: [
    { type: 'xstate.done.actor.sendCode', output: { mobile: '0467890123', resendAfterSeconds: 90 } },
    { type: 'xstate.error.actor.sendCode', error: TOO_SOON },
  ],
  resendCode: [
    { type: 'xstate.done.actor.resendCode', output: { mobile: '0467890123', resendAfterSeconds: 90 } },
    { type: 'xstate.error.actor.resendCode', error: TOO_SOON },
  ],
  resetPassword: [
    { type: 'xstate.done.actor.resetPassword', output: { success: true, message: 'Reset' } },
    { type: 'xstate.error.actor.resetPassword', error: WRONG_CODE },
  ],
};
const cases = generatePathCases(passwordResetMachine, {
  inputs: { visitor: undefined },
  events: withDelayedEvents(passwordResetMachine, (snapshot) => [
    ...USER_EVENTS,
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
  ]),
});

const coverage = createCoverage(passwordResetMachine);
let sendCode = fakeActor<{ mobile: string }, { mobile: string }>('sendCode');
let resetPassword = fakeActor<unknown, PasswordResetForm & { mobile: string }>('resetPassword');
beforeEach(() => {
  vi.useFakeTimers();
  sendCode = fakeActor('sendCode');
  resetPassword = fakeActor('resetPassword');
});
afterEach(() => vi.useRealTimers());

function renderPage(_input: unknown, inspect: Coverage['inspect']) {
  const logic = passwordResetMachine.provide({
    actors: { sendCode: sendCode.logic, resetPassword: resetPassword.logic },
  });
  return renderFlow(PasswordResetContext, { logic: logic, options: { inspect } }, <ForgotPasswordPage />);
}

const input = (label: RegExp) =>
  screen.queryByLabelText(label, { selector: 'input' }) as HTMLInputElement | null;
const usable = (b: HTMLButtonElement | null) => b !== null && !b.disabled && !b.hasAttribute('data-loading');

const ACTIONS: Record<string, (event: EventObject) => unknown> = {
  'code.send': (event) => {
    const mobile = input(/^Mobile/);
    if (!mobile || !usable(button('Send Code'))) return NOT_OFFERED;
    fireEvent.change(mobile, {
      target: { value: (event as Extract<PasswordResetEvent, { type: 'code.send' }>).mobile },
    });
    fireEvent.click(button('Send Code') as HTMLButtonElement);
  },
  'code.resend': () => {
    if (!usable(button('Re-send code'))) return NOT_OFFERED;
    fireEvent.click(button('Re-send code') as HTMLButtonElement);
  },
  'mobile.change': () => {
    if (!usable(button('Use another mobile'))) return NOT_OFFERED;
    fireEvent.click(button('Use another mobile') as HTMLButtonElement);
  },
  'password.reset': (event) => {
    const submit = button('Reset password');
    if (!usable(submit)) return NOT_OFFERED;
    const { form } = event as Extract<PasswordResetEvent, { type: 'password.reset' }>;
    fireEvent.change(input(/^Verification code/) as HTMLInputElement, { target: { value: form.code } });
    fireEvent.change(input(/^New password/) as HTMLInputElement, { target: { value: form.password } });
    fireEvent.change(input(/^Confirm new password/) as HTMLInputElement, {
      target: { value: form.confirmPassword },
    });
    fireEvent.click(submit as HTMLButtonElement);
  },
};

const activeStep = () =>
  document.querySelector('[data-testid="reset-steps"] button[data-progress]')?.textContent;
const last = (history: readonly PathStep[]) => history.at(-1)?.event as Outcome | undefined;

function expectAlert(history: readonly PathStep[]) {
  // The alert shows the last failure until the next request starts.
  const lastCall = [...history]
    .reverse()
    .find((s) => /^xstate\.(done|error)\.actor\./.test(s.event.type) || s.event.type === 'mobile.change')
    ?.event as Outcome | undefined;
  const alert = screen.queryByRole('alert');
  if (lastCall?.type.startsWith('xstate.error.actor.') && lastCall.error !== WRONG_CODE)
    expect(alert?.textContent).toContain((lastCall.error as Error).message);
  else expect(alert).toBeNull();
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  request: (_, history) => {
    expect(activeStep()).toContain('Mobile');
    expect(usable(button('Send Code'))).toBe(true);
    const step = last(history);
    expect(screen.queryByText('Invalid mobile number format') !== null).toBe(
      step?.type === 'code.send' && (step as { mobile?: string }).mobile === '0350 000 000',
    );
    expectAlert(history);
  },
  sending: () => {
    expect(button('Send Code')?.hasAttribute('data-loading')).toBe(true);
    expect(sendCode.inputs().at(-1)).toEqual({ mobile: '0467 890 123' });
  },
  'reset.locked': (_, history) => {
    expect(activeStep()).toContain('New password');
    expect(screen.getByText(/If \+61 0467 890 123 is verified on a membership/)).toBeTruthy();
    expect(button('Re-send code')?.disabled).toBe(true);
    expect(screen.getByTestId('resend-locked')).toBeTruthy();
    const step = last(history);
    const invalid = step?.type === 'password.reset' && (step as { form?: unknown }).form === INVALID_FORM;
    for (const message of INVALID_MESSAGES)
      expect(screen.queryByText(message) !== null, message).toBe(invalid);
  },
  'reset.open': (_, history) => {
    expect(activeStep()).toContain('New password');
    expect(usable(button('Re-send code'))).toBe(true);
    expect(screen.queryByTestId('resend-locked')).toBeNull();
    const step = last(history);
    expect(screen.queryByText('Invalid verification code.') !== null).toBe(
      [...history]
        .reverse()
        .find((s) => s.event.type.startsWith('password.reset') || s.event.type.includes('resetPassword'))
        ?.event.type === 'xstate.error.actor.resetPassword',
    );
    const invalid = step?.type === 'password.reset' && (step as { form?: unknown }).form === INVALID_FORM;
    for (const message of INVALID_MESSAGES)
      expect(screen.queryByText(message) !== null, message).toBe(invalid);
    expectAlert(history);
  },
  resending: () => {
    expect(sendCode.pending()).toHaveLength(1);
    expect(sendCode.inputs().at(-1)).toEqual({ mobile: '0467890123' });
    expect(button('Use another mobile')?.disabled).toBe(true);
  },
  resetting: () => {
    expect(button('Reset password')?.hasAttribute('data-loading')).toBe(true);
    expect(resetPassword.inputs().at(-1)).toEqual({ mobile: '0467890123', ...FORM });
  },
  done: () => {
    expect(activeStep()).toContain('Done');
    expect(screen.getByRole('heading', { name: 'Your password has been reset' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  },
};

describe('forgot password: the model’s paths on the page', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(passwordResetMachine, c, {
      render: renderPage,
      events: ACTIONS,
      fakes: { sendCode, resendCode: sendCode, resetPassword },
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
