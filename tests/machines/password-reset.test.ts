import { describe, expect, it } from 'vitest';
import { type Actor, createActor, SimulatedClock } from 'xstate';
import {
  type PasswordResetForm,
  passwordResetMachine,
  type ResetField,
  resetFormErrors,
} from '../../machines/password-reset';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the page: tests/client/password-reset-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const FORM: PasswordResetForm = { code: '123456', password: 'Brandt#2027', confirmPassword: 'Brandt#2027' };

type ResetActor = Actor<typeof passwordResetMachine>;

/** Types the mobile, as a person does, then asks for the code. */
function sendTo(actor: ResetActor, mobile: string) {
  actor.send({ type: 'mobile.change', mobile });
  actor.send({ type: 'code.send' });
}

/** Types each field of the reset form, then submits it. */
function reset(actor: ResetActor, form: PasswordResetForm) {
  for (const [field, value] of Object.entries(form))
    actor.send({ type: 'field.change', field: field as ResetField, value });
  actor.send({ type: 'password.reset' });
}

function start() {
  const clock = new SimulatedClock();
  const sendCode = fakeActor<{ mobile: string }, { mobile: string }>('sendCode');
  const resetPassword = fakeActor<unknown, PasswordResetForm & { mobile: string }>('resetPassword');
  const actor = createActor(
    passwordResetMachine.provide({
      actors: { sendCode: sendCode.logic, resetPassword: resetPassword.logic },
    }),
    { clock },
  ).start();
  return { actor, clock, sendCode, resetPassword };
}

async function onCodeStep() {
  const fake = start();
  sendTo(fake.actor, '0467 890 123');
  fake.sendCode.settle({ type: 'xstate.done.actor.sendCode', output: { mobile: '0467890123' } });
  await flush();
  return fake;
}

describe('the reset form rules', () => {
  it('asks for a six-digit code, a strong password and the same confirmation', () => {
    expect(resetFormErrors(FORM)).toEqual({});
    expect(resetFormErrors({ code: '', password: '', confirmPassword: '' })).toEqual({
      code: 'Verification code is required.',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password!',
    });
    expect(resetFormErrors({ code: '12', password: 'brandt1', confirmPassword: 'brandt2' })).toEqual({
      code: 'The verification code is 6 digits.',
      password: 'Invalid password. Password not strong enough',
      confirmPassword: 'Two passwords do not match!',
    });
  });
});

describe('forgot password', () => {
  it('an invalid mobile shows its message and sends nothing', () => {
    const { actor, sendCode } = start();
    expect(actor.getSnapshot().hasTag('step.mobile')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      mobile: '',
      mobileDraft: '',
      form: { code: '', password: '', confirmPassword: '' },
      mobileError: null,
      fieldErrors: {},
      error: null,
    });
    sendTo(actor, ' ');
    expect(actor.getSnapshot().context.mobileError).toBe('Mobile is required.');
    sendTo(actor, '0350 000 000');
    expect(actor.getSnapshot().context.mobileError).toBe('Invalid mobile number format');
    expect(actor.getSnapshot().value).toBe('request');
    expect(sendCode.calls).toHaveLength(0);
  });

  it('keeps what is typed into Mobile, also while the code is asked for', () => {
    const { actor, sendCode } = start();
    actor.send({ type: 'mobile.change', mobile: '0467' });
    actor.send({ type: 'mobile.change', mobile: '0467 890 123' });
    expect(actor.getSnapshot().context.mobileDraft).toBe('0467 890 123');
    actor.send({ type: 'code.send' });
    actor.send({ type: 'mobile.change', mobile: '0467 890 12' });
    expect(actor.getSnapshot().context.mobileDraft).toBe('0467 890 12');
    expect(sendCode.inputs()).toEqual([{ mobile: '0467 890 123' }]);
  });

  it('sends the code to the mobile typed, then asks for the code with the mobile the server answered', async () => {
    const { actor, sendCode } = start();
    sendTo(actor, '1');
    sendTo(actor, '0467 890 123');
    expect(actor.getSnapshot().context.mobileError).toBeNull();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('step.mobile')).toBe(true);
    expect(sendCode.inputs()).toEqual([{ mobile: '0467 890 123' }]);
    sendCode.settle({ type: 'xstate.done.actor.sendCode', output: { mobile: '0467890123' } });
    await flush();
    expect(actor.getSnapshot().hasTag('step.code')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.mobile).toBe('0467890123');
  });

  it("a refused code request shows the server's message on the mobile step, cleared by the next try", async () => {
    const { actor, sendCode } = start();
    sendTo(actor, '0467 890 123');
    sendCode.settle({ type: 'xstate.error.actor.sendCode', error: new Error('No account with that mobile') });
    await flush();
    expect(actor.getSnapshot().value).toBe('request');
    expect(actor.getSnapshot().context.error).toBe('No account with that mobile');
    sendTo(actor, '0467 890 123');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('offers another code only 90 seconds after the last', async () => {
    const { actor, clock, sendCode } = await onCodeStep();
    actor.send({ type: 'code.resend' });
    expect(sendCode.calls).toHaveLength(1);
    clock.increment(89_999);
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(true);
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('step.code')).toBe(true);
    expect(sendCode.inputs().at(-1)).toEqual({ mobile: '0467890123' });
    sendCode.settle({ type: 'xstate.done.actor.resendCode', output: { mobile: '0467890123' } });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ reset: 'locked' });
    clock.increment(90_000);
    expect(actor.getSnapshot().value).toEqual({ reset: 'open' });
  });

  it('a failed resend shows its message and leaves another code on offer', async () => {
    const { actor, clock, sendCode } = await onCodeStep();
    clock.increment(90_000);
    actor.send({ type: 'code.resend' });
    sendCode.settle({ type: 'xstate.error.actor.resendCode', error: new Error('Too many codes') });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ reset: 'open' });
    expect(actor.getSnapshot().context.error).toBe('Too many codes');
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('an invalid form shows its field errors; a valid one resets with the mobile and finishes', async () => {
    const { actor, resetPassword } = await onCodeStep();
    reset(actor, { ...FORM, confirmPassword: 'Other#2027' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      confirmPassword: 'Two passwords do not match!',
    });
    expect(resetPassword.calls).toHaveLength(0);
    reset(actor, FORM);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('step.code')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(resetPassword.inputs()).toEqual([{ mobile: '0467890123', ...FORM }]);
    resetPassword.settle({ type: 'xstate.done.actor.resetPassword', output: {} });
    await flush();
    expect(actor.getSnapshot().hasTag('step.done')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the code and passwords typed, also while another code is sent and the reset is asked for', async () => {
    const { actor, clock, sendCode, resetPassword } = await onCodeStep();
    actor.send({ type: 'field.change', field: 'code', value: '123456' });
    clock.increment(90_000);
    actor.send({ type: 'code.resend' });
    actor.send({ type: 'field.change', field: 'password', value: 'Brandt#2027' });
    sendCode.settle({ type: 'xstate.done.actor.resendCode', output: { mobile: '0467890123' } });
    await flush();
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'Brandt#2027' });
    expect(actor.getSnapshot().context.form).toEqual(FORM);
    actor.send({ type: 'password.reset' });
    actor.send({ type: 'field.change', field: 'code', value: '654321' });
    expect(actor.getSnapshot().context.form).toEqual({ ...FORM, code: '654321' });
    expect(resetPassword.inputs()).toEqual([{ mobile: '0467890123', ...FORM }]);
  });

  it("a refused reset shows the server's field errors without repeating them in the alert", async () => {
    const { actor, resetPassword } = await onCodeStep();
    reset(actor, FORM);
    const refusal = Object.assign(new Error('The code has expired'), {
      errors: { code: 'The code has expired' },
    });
    resetPassword.settle({ type: 'xstate.error.actor.resetPassword', error: refusal });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ reset: 'open' });
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { code: 'The code has expired' },
      error: null,
    });
    reset(actor, FORM);
    resetPassword.settle({ type: 'xstate.error.actor.resetPassword', error: new Error('Server busy') });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, error: 'Server busy' });
    reset(actor, FORM);
    resetPassword.settle({ type: 'xstate.error.actor.resetPassword', error: null });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: {},
      error: 'Something went wrong. Please try again.',
    });
  });

  it('another mobile goes back to the first step and clears the messages', async () => {
    const { actor } = await onCodeStep();
    reset(actor, { ...FORM, code: '' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ code: 'Verification code is required.' });
    actor.send({ type: 'mobile.reset' });
    expect(actor.getSnapshot().value).toBe('request');
    // The code typed was for the mobile left; the mobile typed stays in its field, to correct.
    expect(actor.getSnapshot().context.mobileDraft).toBe('0467 890 123');
    expect(actor.getSnapshot().context.form).toEqual({ code: '', password: '', confirmPassword: '' });
    expect(actor.getSnapshot().hasTag('step.mobile')).toBe(true);
    // toEqual, not toMatchObject: `{}` would match any errors left behind.
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(passwordResetMachine)).toEqual({
      sendCode: 'sendCode not provided',
      resetPassword: 'resetPassword not provided',
    });
  });
});
