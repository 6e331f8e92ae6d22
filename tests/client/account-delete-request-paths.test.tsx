// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { accountDeleteRequestMachine, type DeleteRequestEvent } from '../../machines/account-delete-request';
import { DeleteRequestContext, DeleteRequestPage } from '../../src/client/features/account/DeleteRequestPage';
import type { DeleteRequestForm } from '../../src/shared/delete-request-rules';
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

const EMPTY: DeleteRequestForm = {
  firstName: '',
  lastName: '',
  cardNumber: '',
  emailAddress: '',
  mobile: '',
  reason: '',
};
/** What a person types into each field: enough for a valid request, and the rules' messages. */
const VALID: DeleteRequestForm = {
  firstName: 'Sam',
  lastName: 'Lee',
  cardNumber: '100123',
  emailAddress: 'sam@example.org',
  mobile: '',
  reason: 'I no longer play.',
};
/** The message each field shows for a value typed (or left) in it, when the form is sent (spec section 5). */
const MESSAGES: Record<keyof DeleteRequestForm, Record<string, string>> = {
  firstName: { '': 'First Name is required' },
  lastName: { '': 'Last Name is required' },
  cardNumber: {},
  emailAddress: { '': 'Email is required', 'sam@': 'Please provide valid email address' },
  mobile: { '0350 000 000': 'Invalid mobile number format' },
  reason: { '': 'Type is required' },
};
const ALL_MESSAGES = Object.values(MESSAGES).flatMap((byValue) => Object.values(byValue));
const refused = Object.assign(
  new Error('Too many requests from this address. Please try again in an hour.'),
  {
    errors: { emailAddress: 'Use the address your account has' },
  },
);

type Outcome = EventObject & { output?: unknown; error?: unknown };
const change = (field: keyof DeleteRequestForm, value: string): DeleteRequestEvent => ({
  type: 'field.change',
  field,
  value,
});
const USER_EVENTS: DeleteRequestEvent[] = [
  change('firstName', VALID.firstName),
  change('lastName', VALID.lastName),
  change('cardNumber', VALID.cardNumber),
  change('emailAddress', VALID.emailAddress),
  change('emailAddress', 'sam@'),
  change('mobile', '0350 000 000'),
  change('reason', VALID.reason),
  { type: 'request.submit' },
];
const OUTCOMES: Outcome[] = [
  {
    type: 'xstate.done.actor.sendRequest',
    output: { success: true, message: 'Account Deletion Request Received' },
  },
  { type: 'xstate.error.actor.sendRequest', error: refused },
];
const cases = generatePathCases(accountDeleteRequestMachine, {
  inputs: { visitor: undefined },
  events: (snapshot) => [...USER_EVENTS, ...(snapshot.children.sendRequest ? OUTCOMES : [])],
  // A valid request is four fields typed away.
  quietDepth: 4,
});

const coverage = createCoverage(accountDeleteRequestMachine);
let sendRequest = fakeActor<unknown, DeleteRequestForm>('sendRequest');
beforeEach(() => {
  sendRequest = fakeActor('sendRequest');
});

function renderPage(_input: unknown, inspect: Coverage['inspect']) {
  return renderFlow(
    DeleteRequestContext,
    {
      logic: accountDeleteRequestMachine.provide({ actors: { sendRequest: sendRequest.logic } }),
      options: { inspect },
    },
    <DeleteRequestPage />,
  );
}

const LABELS: Record<keyof DeleteRequestForm, RegExp> = {
  firstName: /^First name/,
  lastName: /^Last name/,
  cardNumber: /^Membership card number/,
  emailAddress: /^Email/,
  mobile: /^Mobile/,
  reason: /^Reason/,
};
const fieldOf = (name: keyof DeleteRequestForm) =>
  screen.queryByLabelText(LABELS[name], { selector: 'input, textarea' }) as
    | HTMLInputElement
    | HTMLTextAreaElement
    | null;

const ACTIONS = {
  'field.change': (event: EventObject) => {
    const { field, value } = event as Extract<DeleteRequestEvent, { type: 'field.change' }>;
    const input = fieldOf(field);
    if (!input) return NOT_OFFERED;
    fireEvent.change(input, { target: { value } });
  },
  'request.submit': () => {
    const submit = screen.queryByRole('button', { name: 'Submit request' }) as HTMLButtonElement | null;
    if (!submit || submit.hasAttribute('data-loading')) return NOT_OFFERED;
    fireEvent.click(submit);
  },
};

/** The form as typed up to the end of `history`: the last value typed into each field. */
function typedForm(history: readonly PathStep[]): DeleteRequestForm {
  const form = { ...EMPTY };
  for (const { event } of history) {
    if (event.type !== 'field.change') continue;
    const { field, value } = event as Extract<DeleteRequestEvent, { type: 'field.change' }>;
    form[field] = value;
  }
  return form;
}
const isValid = (form: DeleteRequestForm) =>
  Object.entries(form).every(([field, value]) => !MESSAGES[field as keyof DeleteRequestForm][value]);

/** The messages under the fields: the rules' at the last invalid submit, or the server's at its refusal. */
function expectedMessages(history: readonly PathStep[]): string[] {
  let messages: string[] = [];
  history.forEach(({ event }, index) => {
    if (event.type === 'request.submit') {
      const form = typedForm(history.slice(0, index));
      messages = Object.entries(form).flatMap(([field, value]) => {
        const message = MESSAGES[field as keyof DeleteRequestForm][value];
        return message ? [message] : [];
      });
    }
    if (event.type === 'xstate.error.actor.sendRequest') messages = ['Use the address your account has'];
  });
  return messages;
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  idle: (_, history) => {
    const typed = typedForm(history);
    for (const [name, value] of Object.entries(typed))
      expect(fieldOf(name as keyof DeleteRequestForm)?.value, name).toBe(value);
    const messages = expectedMessages(history);
    for (const message of [...ALL_MESSAGES, 'Use the address your account has'])
      expect(screen.queryByText(message) !== null, message).toBe(messages.includes(message));
    const failed = history.some((s) => s.event.type === 'xstate.error.actor.sendRequest');
    const alert = screen.queryByRole('alert');
    if (failed) {
      expect(alert?.textContent).toContain('An error has occurred');
      expect(alert?.textContent).toContain(refused.message);
    } else expect(alert).toBeNull();
    expect(screen.queryByTestId('delete-request-received')).toBeNull();
  },
  submitting: (_, history) => {
    expect(screen.getByRole('button', { name: 'Submit request' }).hasAttribute('data-loading')).toBe(true);
    expect(sendRequest.pending()).toHaveLength(1);
    // The request carries the form as it was when sent.
    const sent = history.findLastIndex((s) => s.event.type === 'request.submit');
    const form = typedForm(history.slice(0, sent));
    expect(isValid(form)).toBe(true);
    expect(sendRequest.inputs().at(-1)).toEqual(form);
    for (const [name, value] of Object.entries(typedForm(history)))
      expect(fieldOf(name as keyof DeleteRequestForm)?.value, name).toBe(value);
    expect(screen.queryByRole('alert')).toBeNull();
  },
  success: () => {
    expect(screen.getByRole('heading', { name: 'Account Deletion Request Received' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@apl.example.com' }).getAttribute('href')).toBe(
      'mailto:support@apl.example.com',
    );
    expect(screen.queryByRole('button', { name: 'Submit request' })).toBeNull();
  },
};

describe('account deletion request: the model’s paths on the page', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(accountDeleteRequestMachine, c, {
      render: renderPage,
      events: ACTIONS,
      fakes: { sendRequest },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
