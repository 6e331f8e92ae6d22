// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import {
  type RegisteredMember,
  type RegistrationDraft,
  type RegistrationEvent,
  type RegistrationForm,
  registrationMachine,
} from '../../machines/registration';
import {
  RegistrationContext,
  RegistrationPage,
} from '../../src/client/features/registration/RegistrationPage';
import type { RegistrationPayload } from '../../src/shared/registration-rules';
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

const TODAY = '2026-11-18';
const SENT_AT = Date.UTC(2026, 10, 18, 9, 0, 0);
const VALID_FORM: RegistrationForm = {
  firstName: 'Alex',
  lastName: 'Nguyen',
  email: 'alex@example.org',
  password: 'Member#2026',
  confirmPassword: 'Member#2026',
  stateId: 1,
  postcode: '3000',
  birthday: '29/02/2000',
  marketingConsent: false,
  terms: true,
};
/** Too weak a password, no state, a birthday under 18 and the terms not ticked. */
const INVALID_FORM: RegistrationForm = {
  ...VALID_FORM,
  password: 'password1',
  confirmPassword: 'password1',
  stateId: null,
  birthday: '19/11/2008',
  terms: false,
};
const INVALID_FORM_ERRORS = [
  'Invalid password. Password not strong enough',
  'State is required',
  'You must be at least 18 years of age',
  'Please tick the checkbox',
];
const MEMBER: RegisteredMember = {
  customerGuid: '6f1c2a8e-5b0d-4d8e-9a41-3c2f7d9b1e20',
  membershipId: 100042,
  firstname: 'Alex',
  lastname: 'Nguyen',
  emailAddress: 'alex@example.org',
  phoneMobile: '0450000000',
};
const taken = Object.assign(new Error('This mobile number is already registered.'), {
  errors: { mobile: 'This mobile number is already registered.' },
});
const refused = Object.assign(new Error('This email address is already registered.'), {
  errors: { email: 'This email address is already registered.' },
});

/** Drafts a reload reads back: a code sent at SENT_AT, then the mobile verified, then registered. */
const CODE_SENT: RegistrationDraft = {
  mobile: '0450000000',
  verified: false,
  resendAt: SENT_AT + 90_000,
  form: {
    firstName: 'Alex',
    lastName: 'Nguyen',
    email: 'alex@example.org',
    stateId: 1,
    postcode: '3000',
    birthday: '29/02/2000',
    marketingConsent: false,
    terms: false,
  },
  customerGuid: null,
  membershipId: null,
};
const VERIFIED: RegistrationDraft = { ...CODE_SENT, verified: true };
const REGISTERED: RegistrationDraft = {
  ...VERIFIED,
  customerGuid: MEMBER.customerGuid,
  membershipId: 100042,
};

type Outcome = EventObject & { output?: unknown; error?: unknown };
const USER_EVENTS: RegistrationEvent[] = [
  { type: 'mobile.change', mobile: '0450 000 000' },
  { type: 'mobile.change', mobile: '0350000000' },
  { type: 'mobile.submit' },
  { type: 'code.change', code: '123456' },
  { type: 'code.change', code: '12a4' },
  { type: 'code.submit' },
  { type: 'code.resend' },
  { type: 'mobile.reset' },
  { type: 'account.submit', form: VALID_FORM },
  { type: 'account.submit', form: INVALID_FORM },
];
const OUTCOMES: Record<string, Outcome[]> = {
  readDraft: [
    { type: 'xstate.done.actor.readDraft', output: null },
    { type: 'xstate.done.actor.readDraft', output: CODE_SENT },
    { type: 'xstate.done.actor.readDraft', output: VERIFIED },
    { type: 'xstate.done.actor.readDraft', output: REGISTERED },
    { type: 'xstate.error.actor.readDraft', error: new Error('storage refused') },
  ],
  checkMobile: [
    { type: 'xstate.done.actor.checkMobile', output: '0450000000' },
    { type: 'xstate.error.actor.checkMobile', error: taken },
  ],
  sendCode: [
    // Sent: the server's 90 s (the spec's resend interval).
    { type: 'xstate.done.actor.sendCode', output: { resendAt: SENT_AT + 90_000, refusal: null } },
    // Not sent, 42 s left of the last code's lock: that code stands.
    { type: 'xstate.done.actor.sendCode', output: { resendAt: SENT_AT + 42_000, refusal: null } },
    {
      type: 'xstate.error.actor.sendCode',
      error: new Error('Please wait 42 seconds before requesting another code.'),
    },
  ],
  verifyCode: [
    { type: 'xstate.done.actor.verifyCode', output: true },
    { type: 'xstate.done.actor.verifyCode', output: false },
    {
      type: 'xstate.error.actor.verifyCode',
      error: new Error('Too many wrong codes. Please request a new code.'),
    },
  ],
  register: [
    { type: 'xstate.done.actor.register', output: MEMBER },
    { type: 'xstate.error.actor.register', error: refused },
  ],
};
const INPUTS = { visitor: { signedIn: false, today: TODAY }, member: { signedIn: true, today: TODAY } };
const cases = generatePathCases(registrationMachine, {
  inputs: INPUTS,
  events: withDelayedEvents(registrationMachine, (snapshot) => [
    ...USER_EVENTS,
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
  ]),
});

const coverage = createCoverage(registrationMachine);
let readDraft = fakeActor<RegistrationDraft | null>('readDraft');
let checkMobile = fakeActor<string, { mobile: string }>('checkMobile');
let sendCode = fakeActor<{ resendAt: number; refusal: string | null }, { mobile: string }>('sendCode');
let verifyCode = fakeActor<unknown, { mobile: string; code: string }>('verifyCode');
let register = fakeActor<RegisteredMember, RegistrationPayload>('register');
let goToDashboard = vi.fn();
let saveProfile = vi.fn();

beforeEach(() => {
  shownStep = undefined;
  vi.useFakeTimers({ now: SENT_AT });
  readDraft = fakeActor('readDraft');
  checkMobile = fakeActor('checkMobile');
  sendCode = fakeActor('sendCode');
  verifyCode = fakeActor('verifyCode');
  register = fakeActor('register');
  goToDashboard = vi.fn();
  saveProfile = vi.fn();
});
afterEach(() => vi.useRealTimers());

function renderRegistration(input: unknown, inspect: Coverage['inspect']) {
  const logic = registrationMachine.provide({
    actors: {
      readDraft: readDraft.logic,
      checkMobile: checkMobile.logic,
      sendCode: sendCode.logic,
      verifyCode: verifyCode.logic,
      register: register.logic,
    },
    actions: { goToDashboard: () => goToDashboard(), saveProfile: (_, member) => saveProfile(member) },
  });
  return renderFlow(
    RegistrationContext,
    { logic: logic, options: { input: input as never, inspect }, at: '/' },
    <RegistrationPage />,
  );
}

// ---- What a person does ----
const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`), {
    selector: 'input',
  }) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input' }), { target: { value } });

function fillForm(form: RegistrationForm) {
  type('First name', form.firstName);
  type('Last name', form.lastName);
  type('Email (optional)', form.email);
  fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
    target: { value: form.password },
  });
  type('Confirm password', form.confirmPassword);
  // The state may be chosen already (a draft read back): choosing the chosen option again clears it.
  const state = screen.getByLabelText(/^State/, { selector: 'input' }) as HTMLInputElement;
  if ((form.stateId !== null) !== (state.value === 'VIC - Victoria')) {
    fireEvent.click(state);
    fireEvent.click(screen.getByRole('option', { name: 'VIC - Victoria' }));
  }
  type('Postcode', form.postcode);
  type('Date of birth', form.birthday);
  const terms = screen.getByRole('checkbox', { name: /terms and conditions/ }) as HTMLInputElement;
  if (terms.checked !== form.terms) fireEvent.click(terms);
  const news = screen.getByRole('checkbox', { name: /league news/ }) as HTMLInputElement;
  if (news.checked !== form.marketingConsent) fireEvent.click(news);
}

const ACTIONS: Record<string, (event: EventObject) => unknown> = {
  'mobile.change': (event) => {
    const input = screen.queryByLabelText(/^Mobile/, { selector: 'input' });
    if (!input) return NOT_OFFERED;
    fireEvent.change(input, {
      target: { value: (event as Extract<RegistrationEvent, { type: 'mobile.change' }>).mobile },
    });
  },
  'mobile.submit': () => {
    const send = button('Send Code');
    if (!send) return NOT_OFFERED;
    fireEvent.click(send);
  },
  'code.change': (event) => {
    const input = screen.queryByLabelText(/^Verification code/, { selector: 'input' });
    if (!input) return NOT_OFFERED;
    fireEvent.change(input, {
      target: { value: (event as Extract<RegistrationEvent, { type: 'code.change' }>).code },
    });
  },
  'code.submit': () => {
    const verify = button('Verify');
    if (!verify) return NOT_OFFERED;
    fireEvent.click(verify);
  },
  'code.resend': () => {
    const resend = button('Re-send verification code');
    if (!resend || resend.disabled) return NOT_OFFERED;
    fireEvent.click(resend);
  },
  'mobile.reset': () => {
    const change = button('Change mobile');
    if (!change) return NOT_OFFERED;
    fireEvent.click(change);
  },
  'account.submit': (event) => {
    if (!button('Register')) return NOT_OFFERED;
    fillForm((event as Extract<RegistrationEvent, { type: 'account.submit' }>).form);
    fireEvent.click(button('Register') as HTMLButtonElement);
  },
};

// ---- What the person should see, worked out from the path so far (not from the model's context) ----
const last = (history: readonly PathStep[], test: (e: EventObject) => boolean) =>
  history.findLast((s) => test(s.event))?.event as (EventObject & Record<string, unknown>) | undefined;
const is = (type: string) => (e: EventObject) => e.type === type;
const sinceMobileReset = (history: readonly PathStep[]) =>
  history.slice(history.findLastIndex((s) => s.event.type === 'mobile.reset') + 1);
/** What the Mobile field holds: the last typed, kept across steps. */
const typedMobile = (history: readonly PathStep[]) =>
  String(last(history, is('mobile.change'))?.mobile ?? '');
/** What the code field holds: the last typed for the mobile being verified. */
const typedCode = (history: readonly PathStep[]) =>
  String(last(sinceMobileReset(history), is('code.change'))?.code ?? '');

/** The step shown at the last check of this path. */
let shownStep: string | undefined;

function activeStep() {
  const steps = ['Check Mobile', 'Verify Mobile', 'Register Account', 'Result'];
  const stepper = within(screen.getByTestId('register-steps'));
  const active = steps.filter((label) =>
    stepper.getByText(label).closest('button')?.hasAttribute('data-progress'),
  );
  // The step's heading takes the focus as the step opens (components/StepHeading.tsx); what the person does
  // within the step may move it on.
  if (active.length === 1 && active[0] !== shownStep)
    expect(document.activeElement).toBe(
      screen.getByRole('heading', {
        level: 2,
        name: active[0] === 'Result' ? 'Welcome to the league!' : active[0],
      }),
    );
  shownStep = active[0];
  return active;
}

/** The alert: the latest failed send, verify or registration, until the person tries again. */
function expectedAlert(history: readonly PathStep[]): string | null {
  let alert: string | null = null;
  for (const [index, { event }] of history.entries()) {
    const e = event as Outcome & Record<string, unknown>;
    if (/^xstate\.error\.actor\.(sendCode|verifyCode|register)$/.test(e.type))
      alert = (e.error as Error).message;
    if (e.type === 'mobile.reset' || e.type === 'code.resend') alert = null;
    if (e.type === 'code.submit' && /^\d{6}$/.test(typedCode(history.slice(0, index)))) alert = null;
    if (e.type === 'account.submit' && e.form === VALID_FORM) alert = null;
  }
  return alert;
}
function expectAlert(history: readonly PathStep[]) {
  const alert = expectedAlert(history);
  if (alert) expect(screen.getByRole('alert').textContent).toContain(`Error occured! ${alert}`);
  else expect(screen.queryByText(/Error occured!/)).toBeNull();
}

function expectMobileStep(history: readonly PathStep[], checking: boolean) {
  expect(activeStep()).toEqual(['Check Mobile']);
  const submitted = last(history, is('mobile.submit'));
  const outcome = last(history, (e) => e.type.endsWith('.actor.checkMobile'));
  const mobile = screen.getByLabelText(/^Mobile/, { selector: 'input' }) as HTMLInputElement;
  expect(mobile.value).toBe(typedMobile(history));
  let error: string | null = null;
  if (submitted && history.at(-1)?.event === submitted && !checking) {
    error = typedMobile(history) === '' ? 'Mobile is required.' : 'Invalid mobile number format';
  } else if (outcome?.type === 'xstate.error.actor.checkMobile' && history.at(-1)?.event === outcome) {
    error = 'This mobile number is already registered.';
  }
  if (error) expect(screen.getByText(error)).toBeTruthy();
  expect(mobile.getAttribute('aria-invalid') === 'true').toBe(error !== null);
  expect(button('Send Code')?.hasAttribute('data-loading')).toBe(checking);
  expect(screen.queryByLabelText(/^Verification code/)).toBeNull();
}

/** The draft the reload read back, if any. */
const restored = (history: readonly PathStep[]) =>
  (last(history, is('xstate.done.actor.readDraft'))?.output ?? null) as RegistrationDraft | null;

function expectCodeStep(history: readonly PathStep[]) {
  expect(activeStep()).toEqual(['Verify Mobile']);
  expect(screen.getByText('0450000000').tagName).toBe('STRONG');
  if (last(history, is('xstate.done.actor.checkMobile')))
    expect(checkMobile.inputs().at(-1)).toEqual({ mobile: '0450 000 000' });
  expectAlert(history);
}

function expectCodeError(history: readonly PathStep[]) {
  const submitted = last(history, is('code.submit'));
  const answer = last(history, (e) => e.type.endsWith('.actor.verifyCode'));
  const since = sinceMobileReset(history);
  let error: string | null = null;
  const lastSubmit = since.findLast((s) => s.event.type === 'code.submit');
  if (lastSubmit && submitted) {
    const code = typedCode(history.slice(0, history.indexOf(lastSubmit)));
    if (code === '') error = 'Verification code is required.';
    else if (code === '12a4') error = 'The verification code is 6 digits.';
    else if (answer?.type === 'xstate.done.actor.verifyCode' && answer.output === false)
      error = 'Invalid verification code.';
    const resent = since.findLastIndex((s) => s.event.type === 'code.resend') > since.indexOf(lastSubmit);
    if (resent) error = null;
  }
  const input = screen.getByLabelText(/^Verification code/, { selector: 'input' }) as HTMLInputElement;
  expect(input.value).toBe(typedCode(history));
  if (error) expect(screen.getByText(error)).toBeTruthy();
  expect(input.getAttribute('aria-invalid') === 'true').toBe(error !== null);
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  signedIn: () => {
    expect(goToDashboard).toHaveBeenCalledTimes(1);
    expect(activeStep()).toEqual([]);
    expect(screen.queryByLabelText(/^Mobile/)).toBeNull();
  },
  'checkMobile.editing': (_, history) => {
    expect(goToDashboard).not.toHaveBeenCalled();
    expectMobileStep(history, false);
    expect(sendCode.calls).toHaveLength(
      history.filter((s) => s.event.type === 'xstate.done.actor.checkMobile').length +
        history.filter((s) => s.event.type === 'code.resend').length,
    );
  },
  'checkMobile.checking': (_, history) => {
    expectMobileStep(history, true);
    expect(checkMobile.pending()).toHaveLength(1);
    expect(checkMobile.inputs().at(-1)).toEqual({ mobile: '0450 000 000' });
  },
  'verifyMobile.code.editing': (_, history) => {
    expectCodeStep(history);
    expectCodeError(history);
    expect(button('Verify')?.hasAttribute('data-loading')).toBe(false);
  },
  'verifyMobile.code.verifying': (_, history) => {
    expectCodeStep(history);
    expect(button('Verify')?.hasAttribute('data-loading')).toBe(true);
    expect(verifyCode.pending()).toHaveLength(1);
    expect(verifyCode.inputs().at(-1)).toEqual({ mobile: '0450000000', code: '123456' });
  },
  'verifyMobile.resend.sending': (_, history) => {
    expectCodeStep(history);
    expect(sendCode.pending()).toHaveLength(1);
    expect(sendCode.inputs().at(-1)).toEqual({ mobile: '0450000000' });
    expect(button('Re-send verification code')?.disabled).toBe(true);
  },
  'verifyMobile.resend.locked': (_, history) => {
    expectCodeStep(history);
    // Locked until the time the last answer (or the draft read back) gave, counted on the fake clock.
    const sent = last(history, (e) => e.type === 'xstate.done.actor.sendCode' || e.type === 'mobile.reset');
    const until =
      sent?.type === 'xstate.done.actor.sendCode'
        ? (sent.output as { resendAt: number }).resendAt
        : (restored(history)?.resendAt as number);
    const left = Math.ceil((until - Date.now()) / 1000);
    const countdown: Record<number, string> = {
      90: 'Re-send verification code in 01:30 seconds',
      42: 'Re-send verification code in 00:42 seconds',
    };
    if (left > 0) {
      expect(screen.getByText(countdown[left] as string)).toBeTruthy();
      expect(button('Re-send verification code')).toBeNull();
    } else {
      expect(button('Re-send verification code')?.disabled).toBe(true);
    }
    // No new code went out on a reload: the one sent before stands.
    if (!last(history, is('xstate.done.actor.checkMobile')) && !last(history, is('code.resend')))
      expect(sendCode.calls).toHaveLength(0);
  },
  'verifyMobile.resend.available': (_, history) => {
    expectCodeStep(history);
    expect(button('Re-send verification code')?.disabled).toBe(false);
    expect(screen.queryByText(/Re-send verification code in/)).toBeNull();
  },
  'registerAccount.editing': (_, history) => {
    expect(activeStep()).toEqual(['Register Account']);
    if (!last(history, is('account.submit')) && restored(history)) {
      // The form as it was before the reload; the password is typed again.
      expect(input('First name').value).toBe('Alex');
      expect(input('Email (optional)').value).toBe('alex@example.org');
      expect(input('Postcode').value).toBe('3000');
      expect(input('Date of birth').value).toBe('29/02/2000');
      expect(input('Password').value).toBe('');
    }
    const submitted = last(history, is('account.submit'));
    const outcome = last(history, (e) => e.type.endsWith('.actor.register'));
    const fresh = submitted && history.at(-1)?.event === submitted;
    for (const message of INVALID_FORM_ERRORS) {
      expect(screen.queryByText(message) !== null).toBe(Boolean(fresh && submitted.form === INVALID_FORM));
    }
    const refusedNow = outcome?.type === 'xstate.error.actor.register' && history.at(-1)?.event === outcome;
    expect(screen.queryAllByText('This email address is already registered.').length > 0).toBe(refusedNow);
    expect(button('Register')?.hasAttribute('data-loading')).toBe(false);
    expectAlert(history);
  },
  'registerAccount.submitting': () => {
    expect(activeStep()).toEqual(['Register Account']);
    expect(button('Register')?.hasAttribute('data-loading')).toBe(true);
    expect(register.pending()).toHaveLength(1);
    expect(register.inputs().at(-1)).toEqual({
      firstName: 'Alex',
      lastName: 'Nguyen',
      password: 'Member#2026',
      mobile: '0450000000',
      email: 'alex@example.org',
      stateId: 1,
      postcode: '3000',
      birthday: '2000-02-29',
      marketingConsent: false,
    });
  },
  result: (_, history) => {
    expect(activeStep()).toEqual(['Result']);
    expect(screen.getByText('Welcome to the league!')).toBeTruthy();
    expect(screen.getByTestId('membership-number').textContent).toBe('100042');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?returnUrl=%2Fprofile%3Fsection%3Ddashboard',
    );
    if (last(history, is('xstate.done.actor.register'))) expect(saveProfile).toHaveBeenCalledWith(MEMBER);
    else expect(saveProfile).not.toHaveBeenCalled();
  },
  restoring: () => {
    // Drawn as the server draws it, until the draft is read.
    expect(activeStep()).toEqual(['Check Mobile']);
    expect(screen.getByLabelText(/^Mobile/, { selector: 'input' })).toBeTruthy();
    expect(readDraft.pending()).toHaveLength(1);
  },
};

describe('registration: the model’s paths on the Register Account page', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(registrationMachine, c, {
      render: renderRegistration,
      events: ACTIONS,
      fakes: { readDraft, checkMobile, sendCode, verifyCode, register },
      after: () => vi.advanceTimersByTime(90_000),
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('the strength meter says what the hint says (issue 32: Password1, 23 characters)', async () => {
    await act(async () => {
      renderRegistration(INPUTS.visitor, () => {});
    });
    await act(async () => readDraft.settle({ type: 'xstate.done.actor.readDraft', output: VERIFIED }));
    const rated = (password: string) => {
      fireEvent.change(input('Password'), { target: { value: password } });
      return [
        screen.getByTestId('password-strength').textContent,
        screen.queryByTestId('password-missing')?.textContent ?? null,
      ];
    };
    expect(
      screen.getByText('8-20 characters, letters and numbers, at least one special character.'),
    ).toBeTruthy();
    expect(rated('Password1')).toEqual(['Medium', 'Still needed: at least one special character']);
    expect(rated('Abcdefghijklmnopqrstu1!')).toEqual(['Medium', 'Still needed: 8-20 characters']);
    expect(rated('Password1!')).toEqual(['Very Strong', null]);
    expect(rated('password1!')).toEqual(['Strong', null]);
  });

  it('sends a signed-in member to the dashboard', async () => {
    await replayPath(
      registrationMachine,
      { name: 'member', input: INPUTS.member, inputLabel: 'member', steps: [] },
      {
        render: renderRegistration,
        events: ACTIONS,
        states: STATES,
        coverage,
        wrap: (fn) => act(fn),
      },
    );
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
