import { assign, fromPromise, setup } from 'xstate';
import {
  type DeleteRequestField,
  type DeleteRequestForm,
  deleteRequestErrors,
} from '../src/shared/delete-request-rules';

export const EMPTY_DELETE_REQUEST: DeleteRequestForm = {
  firstName: '',
  lastName: '',
  cardNumber: '',
  emailAddress: '',
  mobile: '',
  reason: '',
};

export interface DeleteRequestContext {
  /** The form as the person types it. */
  form: DeleteRequestForm;
  fieldErrors: Partial<Record<DeleteRequestField, string>>;
  error: string | null;
}

export type DeleteRequestEvent =
  | { type: 'field.change'; field: DeleteRequestField; value: string }
  | { type: 'request.submit' };

/**
 * /accountDeleteRequest (member spec, sections 2 and 4): idle, submitting, then the success screen or the
 * error alert; the form can be sent again after an error.
 */
export const accountDeleteRequestMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as DeleteRequestContext,
    events: {} as DeleteRequestEvent,
  },
  actors: {
    sendRequest: fromPromise<unknown, DeleteRequestForm>(async () => {
      throw new Error('sendRequest not provided');
    }),
  },
  actions: {
    takeField: assign({
      form: ({ context, event }) =>
        event.type === 'field.change' ? { ...context.form, [event.field]: event.value } : context.form,
    }),
  },
  guards: {
    formValid: ({ context }) => Object.keys(deleteRequestErrors(context.form)).length === 0,
  },
}).createMachine({
  id: 'accountDeleteRequest',
  context: { form: EMPTY_DELETE_REQUEST, fieldErrors: {}, error: null },
  initial: 'idle',
  states: {
    // The form is drawn from the start (also by the server): what is typed before the app takes over is kept.
    idle: {
      on: {
        'field.change': { actions: 'takeField' },
        'request.submit': [
          { guard: 'formValid', target: 'submitting', actions: assign({ fieldErrors: {}, error: null }) },
          {
            actions: assign({
              fieldErrors: ({ context }) => deleteRequestErrors(context.form),
            }),
          },
        ],
      },
    },
    submitting: {
      // The fields stay editable while the request is sent: the request carries the form as submitted.
      on: { 'field.change': { actions: 'takeField' } },
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => context.form,
        onDone: 'success',
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error && event.error.message ? event.error.message : 'Please try again.',
            fieldErrors: ({ event }) =>
              (event.error as { errors?: Partial<Record<DeleteRequestField, string>> } | null)?.errors ?? {},
          }),
        },
      },
    },
    success: { type: 'final' },
  },
});
