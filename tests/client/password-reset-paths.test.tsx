// @vitest-environment happy-dom
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

const EMPTY: PasswordResetForm = { code: '', password: '', confirmPassword: '' };
const FORM: PasswordResetForm = { code: '123456', password: 'Brandt#2027', confirmPassword: 'Brandt#2027' };
/** The message a field shows for a value typed (or left) in it when the form is sent. */
const CODE_MESSAGES: Record<string, string> = {
  '': 'Verification code is required.',
  '12': 'The verification code is 6 digits.',
};
const PASSWORD_MESSAGES: Record<string, string> = {
  '': 'Password is required',
  brandt1: 'Invalid password. Password not strong enough',
};
const FIELD_MESSAGES = [
  ...Object.values(CODE_MESSAGES),
  ...Object.values(PASSWORD_MESSAGES),
  'Please confirm your password!',
  'Two passwords do not match!',
];
const WRONG_CODE = Object.assign(new Error('Invalid verification code.'), {
  errors: { code: 'Invalid verification code.' },
});
const TOO_SOON = new Error('Please wait 12 seconds before requesting another code.');

type Outcome = EventObject & { output?: unknown; error?: unknown };
const change = (field: keyof PasswordResetForm, value: string): PasswordResetEvent => ({
  type: 'field.change',
  field,
  value,
});
const USER_EVENTS: PasswordResetEvent[] = [
  { type: 'mobile.change', mobile: '0467 890 123' },
  { type: 'mobile.change', mobile: '0350 000 000' },
  { type: 'code.send' },
  { type: 'code.resend' },
  { type: 'mobile.reset' },
  change('code', FORM.code),
  change('code', '12'),
  change('password', FORM.password),
  change('password', 'brandt1'),
  change('confirmPassword', FORM.confirmPassword),
  change('confirmPassword', 'brandt2'),
  { type: 'password.reset' },
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

const FIELD_LABELS: Record<keyof PasswordResetForm, RegExp> = {
  code: /^Verification code/,
  password: /^New password/,
  confirmPassword: /^Confirm new password/,
};

const ACTIONS: Record<string, (event: EventObject) => unknown> = {
  'mobile.change': (event) => {
    const mobile = input(/^Mobile/);
    if (!mobile) return NOT_OFFERED;
    fireEvent.change(mobile, {
      target: { value: (event as Extract<PasswordResetEvent, { type: 'mobile.change' }>).mobile },
    });
  },
  'code.send': () => {
    if (!usable(button('Send Code'))) return NOT_OFFERED;
    fireEvent.click(button('Send Code') as HTMLButtonElement);
  },
  'code.resend': () => {
    if (!usable(button('Re-send code'))) return NOT_OFFERED;
    fireEvent.click(button('Re-send code') as HTMLButtonElement);
  },
  'mobile.reset': () => {
    if (!usable(button('Use another mobile'))) return NOT_OFFERED;
    fireEvent.click(button('Use another mobile') as HTMLButtonElement);
  },
  'field.change': (event) => {
    const { field, value } = event as Extract<PasswordResetEvent, { type: 'field.change' }>;
    const element = input(FIELD_LABELS[field]);
    if (!element) return NOT_OFFERED;
    fireEvent.change(element, { target: { value } });
  },
  'password.reset': () => {
    const submit = button('Reset password');
    if (!usable(submit)) return NOT_OFFERED;
    fireEvent.click(submit as HTMLButtonElement);
  },
};

const last = (history: readonly PathStep[], type: string) =>
  history.findLast((s) => s.event.type === type)?.event as Record<string, unknown> | undefined;
const sinceMobileReset = (history: readonly PathStep[]) =>
  history.slice(history.findLastIndex((s) => s.event.type === 'mobile.reset') + 1);
/** What the Mobile field holds: the last typed, kept across the steps. */
const typedMobile = (history: readonly PathStep[]) => String(last(history, 'mobile.change')?.mobile ?? '');
/** What the reset form holds: the last typed into each field for the mobile the code went to. */
function typedForm(history: readonly PathStep[]): PasswordResetForm {
  const form = { ...EMPTY };
  for (const { event } of sinceMobileReset(history)) {
    if (event.type !== 'field.change') continue;
    const { field, value } = event as Extract<PasswordResetEvent, { type: 'field.change' }>;
    form[field] = value;
  }
  return form;
}
/** The messages a submit of `form` shows under its fields. */
function formMessages(form: PasswordResetForm): string[] {
  const messages: string[] = [];
  const code = CODE_MESSAGES[form.code];
  if (code) messages.push(code);
  const password = PASSWORD_MESSAGES[form.password];
  if (password) messages.push(password);
  if (form.confirmPassword === '') messages.push('Please confirm your password!');
  else if (form.confirmPassword !== form.password) messages.push('Two passwords do not match!');
  return messages;
}
/** The messages under the reset form's fields: the last submit's, or the server's refusal of the code. */
function expectedFieldMessages(history: readonly PathStep[]): string[] {
  let messages: string[] = [];
  const since = sinceMobileReset(history);
  const offset = history.length - since.length;
  since.forEach(({ event }, index) => {
    if (event.type === 'password.reset') messages = formMessages(typedForm(history.slice(0, offset + index)));
    if (event.type === 'xstate.error.actor.resetPassword') messages = ['Invalid verification code.'];
  });
  return messages;
}
/** The Mobile field's message: the rule's at the last Send Code, none once a mobile was accepted. */
function expectedMobileMessage(history: readonly PathStep[]): string | null {
  let message: string | null = null;
  history.forEach(({ event }, index) => {
    if (event.type !== 'code.send') return;
    const mobile = typedMobile(history.slice(0, index));
    message =
      mobile === ''
        ? 'Mobile is required.'
        : mobile === '0350 000 000'
          ? 'Invalid mobile number format'
          : null;
  });
  return message;
}

function expectFields(history: readonly PathStep[]) {
  const typed = typedForm(history);
  for (const [name, value] of Object.entries(typed))
    expect(input(FIELD_LABELS[name as keyof PasswordResetForm])?.value, name).toBe(value);
  const messages = expectedFieldMessages(history);
  for (const message of [...FIELD_MESSAGES, 'Invalid verification code.'])
    expect(screen.queryByText(message) !== null, message).toBe(messages.includes(message));
}

const activeStep = () =>
  document.querySelector('[data-testid="reset-steps"] button[data-progress]')?.textContent;

function expectAlert(history: readonly PathStep[]) {
  // The alert shows the last failure until the next request starts.
  const lastCall = [...history]
    .reverse()
    .find((s) => /^xstate\.(done|error)\.actor\./.test(s.event.type) || s.event.type === 'mobile.reset')
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
    expect(input(/^Mobile/)?.value).toBe(typedMobile(history));
    const message = expectedMobileMessage(history);
    for (const text of ['Mobile is required.', 'Invalid mobile number format'])
      expect(screen.queryByText(text) !== null, text).toBe(text === message);
    expectAlert(history);
  },
  sending: (_, history) => {
    expect(button('Send Code')?.hasAttribute('data-loading')).toBe(true);
    expect(input(/^Mobile/)?.value).toBe(typedMobile(history));
    const sent = history.findLastIndex((s) => s.event.type === 'code.send');
    expect(sendCode.inputs().at(-1)).toEqual({ mobile: typedMobile(history.slice(0, sent)) });
    expect(sendCode.inputs().at(-1)).toEqual({ mobile: '0467 890 123' });
  },
  'reset.locked': (_, history) => {
    expect(activeStep()).toContain('New password');
    expect(screen.getByText(/If \+61 0467 890 123 is verified on a membership/)).toBeTruthy();
    expect(button('Re-send code')?.disabled).toBe(true);
    expect(screen.getByTestId('resend-locked')).toBeTruthy();
    expectFields(history);
  },
  'reset.open': (_, history) => {
    expect(activeStep()).toContain('New password');
    expect(usable(button('Re-send code'))).toBe(true);
    expect(screen.queryByTestId('resend-locked')).toBeNull();
    expectFields(history);
    expectAlert(history);
  },
  resending: (_, history) => {
    expect(sendCode.pending()).toHaveLength(1);
    expectFields(history);
    expect(sendCode.inputs().at(-1)).toEqual({ mobile: '0467890123' });
    expect(button('Use another mobile')?.disabled).toBe(true);
  },
  resetting: (_, history) => {
    expect(button('Reset password')?.hasAttribute('data-loading')).toBe(true);
    // The reset carries the form as it was when sent.
    const sent = history.findLastIndex((s) => s.event.type === 'password.reset');
    expect(resetPassword.inputs().at(-1)).toEqual({
      mobile: '0467890123',
      ...typedForm(history.slice(0, sent)),
    });
    expect(resetPassword.inputs().at(-1)).toEqual({ mobile: '0467890123', ...FORM });
    expectFields(history);
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
