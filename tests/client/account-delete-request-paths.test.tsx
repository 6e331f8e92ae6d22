// @vitest-environment jsdom
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

const VALID: DeleteRequestForm = {
  firstName: 'Sam',
  lastName: 'Lee',
  cardNumber: '100123',
  emailAddress: 'sam@example.org',
  mobile: '',
  reason: 'I no longer play.',
};
const INVALID: DeleteRequestForm = { ...VALID, firstName: '', emailAddress: 'sam@', reason: ' ' };
const INVALID_MESSAGES = ['First Name is required', 'Please provide valid email address', 'Type is required'];
const refused = Object.assign(
  new Error('Too many requests from this address. Please try again in an hour.'),
  {
    errors: { emailAddress: 'Use the address your account has' },
  },
);

type Outcome = EventObject & { output?: unknown; error?: unknown };
const USER_EVENTS: DeleteRequestEvent[] = [
  { type: 'request.submit', form: VALID },
  { type: 'request.submit', form: INVALID },
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

const typeInto = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input, textarea' }), { target: { value } });

const ACTIONS = {
  'request.submit': (event: EventObject) => {
    const submit = screen.queryByRole('button', { name: 'Submit request' }) as HTMLButtonElement | null;
    if (!submit || submit.hasAttribute('data-loading')) return NOT_OFFERED;
    const { form } = event as Extract<DeleteRequestEvent, { type: 'request.submit' }>;
    typeInto(/^First name/, form.firstName);
    typeInto(/^Last name/, form.lastName);
    typeInto(/^Membership card number/, form.cardNumber);
    typeInto(/^Email/, form.emailAddress);
    typeInto(/^Mobile/, form.mobile);
    typeInto(/^Reason/, form.reason);
    fireEvent.click(submit);
  },
};

const lastStep = (history: readonly PathStep[]) => history.at(-1)?.event as Outcome | undefined;

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  idle: (_, history) => {
    const step = lastStep(history);
    const invalid = step?.type === 'request.submit' && (step as { form?: unknown }).form === INVALID;
    for (const message of INVALID_MESSAGES) expect(screen.queryByText(message) !== null).toBe(invalid);
    const failed = history.some((s) => s.event.type === 'xstate.error.actor.sendRequest');
    const alert = screen.queryByRole('alert');
    if (failed) {
      expect(alert?.textContent).toContain('An error has occurred');
      expect(alert?.textContent).toContain(refused.message);
    } else expect(alert).toBeNull();
    expect(screen.queryByText('Use the address your account has') !== null).toBe(
      step?.type === 'xstate.error.actor.sendRequest',
    );
    expect(screen.queryByTestId('delete-request-received')).toBeNull();
  },
  submitting: () => {
    expect(screen.getByRole('button', { name: 'Submit request' }).hasAttribute('data-loading')).toBe(true);
    expect(sendRequest.pending()).toHaveLength(1);
    expect(sendRequest.inputs().at(-1)).toEqual(VALID);
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
