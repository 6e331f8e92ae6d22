import { describe, expect, it } from 'vitest';
import { type Actor, createActor } from 'xstate';
import { accountDeleteRequestMachine } from '../../machines/account-delete-request';
import type { DeleteRequestField, DeleteRequestForm } from '../../src/shared/delete-request-rules';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the page: tests/client/account-delete-request-paths.test.tsx.
const FORM: DeleteRequestForm = {
  firstName: 'Ava',
  lastName: 'Smith',
  cardNumber: '',
  emailAddress: 'ava@example.com',
  mobile: '',
  reason: 'Moving overseas',
};
const EMPTY: DeleteRequestForm = {
  firstName: '',
  lastName: '',
  cardNumber: '',
  emailAddress: '',
  mobile: '',
  reason: '',
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Types each field of the form, as a person does, then submits it. */
function submit(actor: Actor<typeof accountDeleteRequestMachine>, form: DeleteRequestForm) {
  for (const [field, value] of Object.entries(form))
    actor.send({ type: 'field.change', field: field as DeleteRequestField, value });
  actor.send({ type: 'request.submit' });
}

function start() {
  const sendRequest = fakeActor<unknown, DeleteRequestForm>('sendRequest');
  const actor = createActor(
    accountDeleteRequestMachine.provide({ actors: { sendRequest: sendRequest.logic } }),
  ).start();
  return { actor, sendRequest };
}

describe('the account delete request', () => {
  it('opens on the form with no errors', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ form: EMPTY, fieldErrors: {}, error: null });
  });

  it('keeps what is typed, field by field, as the draft the submit reads', () => {
    const { actor, sendRequest } = start();
    actor.send({ type: 'field.change', field: 'firstName', value: 'Ava' });
    actor.send({ type: 'field.change', field: 'reason', value: 'Moving overseas' });
    actor.send({ type: 'field.change', field: 'firstName', value: 'Eva' });
    expect(actor.getSnapshot().context.form).toEqual({
      ...EMPTY,
      firstName: 'Eva',
      reason: 'Moving overseas',
    });
    actor.send({ type: 'request.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      lastName: 'Last Name is required',
      emailAddress: 'Email is required',
    });
    expect(sendRequest.calls).toHaveLength(0);
  });

  it('an invalid form shows its field errors and sends nothing', () => {
    const { actor, sendRequest } = start();
    submit(actor, { ...FORM, firstName: ' ', reason: '' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      firstName: 'First Name is required',
      reason: 'Type is required',
    });
    expect(sendRequest.calls).toHaveLength(0);
  });

  it('a valid form clears the errors, sends the form and ends on the success screen', async () => {
    const { actor, sendRequest } = start();
    submit(actor, { ...FORM, lastName: '' });
    submit(actor, FORM);
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context).toEqual({ form: FORM, fieldErrors: {}, error: null });
    expect(sendRequest.inputs()).toEqual([FORM]);
    // Typing on while it is sent changes the draft, not the request sent.
    actor.send({ type: 'field.change', field: 'reason', value: 'Changed my mind' });
    expect(actor.getSnapshot().context.form.reason).toBe('Changed my mind');
    expect(sendRequest.inputs()).toEqual([FORM]);
    sendRequest.settle({ type: 'xstate.done.actor.sendRequest', output: {} });
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("a refusal shows the server's message and field errors, and the form can be sent again", async () => {
    const { actor, sendRequest } = start();
    submit(actor, FORM);
    const refusal = Object.assign(new Error('Email is not registered'), {
      errors: { emailAddress: 'Unknown email' },
    });
    sendRequest.settle({ type: 'xstate.error.actor.sendRequest', error: refusal });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({
      form: FORM,
      error: 'Email is not registered',
      fieldErrors: { emailAddress: 'Unknown email' },
    });
    submit(actor, FORM);
    expect(actor.getSnapshot().context).toEqual({ form: FORM, fieldErrors: {}, error: null });
    expect(sendRequest.calls).toHaveLength(2);
  });

  it("a failure without a message says 'Please try again.' and no field errors", async () => {
    const { actor, sendRequest } = start();
    submit(actor, FORM);
    sendRequest.settle({ type: 'xstate.error.actor.sendRequest', error: new Error('') });
    await flush();
    expect(actor.getSnapshot().context).toEqual({ form: FORM, error: 'Please try again.', fieldErrors: {} });
    submit(actor, FORM);
    sendRequest.settle({ type: 'xstate.error.actor.sendRequest', error: 'offline' });
    await flush();
    expect(actor.getSnapshot().context).toEqual({ form: FORM, error: 'Please try again.', fieldErrors: {} });
    submit(actor, FORM);
    sendRequest.settle({ type: 'xstate.error.actor.sendRequest', error: null });
    await flush();
    expect(actor.getSnapshot().context).toEqual({ form: FORM, error: 'Please try again.', fieldErrors: {} });
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(accountDeleteRequestMachine)).toEqual({
      sendRequest: 'sendRequest not provided',
    });
  });
});
