import { assign, fromPromise, setup } from 'xstate';
import {
  type DeleteRequestField,
  type DeleteRequestForm,
  deleteRequestErrors,
} from '../src/shared/delete-request-rules';

export type DeleteRequestEvent = { type: 'request.submit'; form: DeleteRequestForm };

/**
 * /accountDeleteRequest (member spec, sections 2 and 4): idle, submitting, then the success screen or the
 * error alert; the form can be sent again after an error.
 */
export const accountDeleteRequestMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as { fieldErrors: Partial<Record<DeleteRequestField, string>>; error: string | null },
    events: {} as DeleteRequestEvent,
  },
  actors: {
    sendRequest: fromPromise<unknown, DeleteRequestForm>(async () => {
      throw new Error('sendRequest not provided');
    }),
  },
  guards: {
    formValid: ({ event }) =>
      event.type === 'request.submit' && Object.keys(deleteRequestErrors(event.form)).length === 0,
  },
}).createMachine({
  id: 'accountDeleteRequest',
  context: { fieldErrors: {}, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'request.submit': [
          { guard: 'formValid', target: 'submitting', actions: assign({ fieldErrors: {}, error: null }) },
          {
            actions: assign({
              fieldErrors: ({ event }) => deleteRequestErrors(event.form),
            }),
          },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ event }) => (event as Extract<DeleteRequestEvent, { type: 'request.submit' }>).form,
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
