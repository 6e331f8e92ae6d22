import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../src/shared/error-message';
import { CODE_RESEND_SECONDS, codeFieldError, mobileFieldError } from '../src/shared/mobile';
import { isPasswordAccepted } from '../src/shared/password-strength';

export interface PasswordResetForm {
  code: string;
  password: string;
  confirmPassword: string;
}
type ResetField = keyof PasswordResetForm;

export interface PasswordResetContext {
  /** The mobile the code went to (canonical, as the server answered). */
  mobile: string;
  mobileError: string | null;
  fieldErrors: Partial<Record<ResetField, string>>;
  /** A failed call: the server's message in an alert. */
  error: string | null;
}

export type PasswordResetEvent =
  | { type: 'code.send'; mobile: string }
  | { type: 'code.resend' }
  | { type: 'mobile.change' }
  | { type: 'password.reset'; form: PasswordResetForm };

/** The reset form's rules: the code, a Strong or Very Strong password, the confirmation. */
export function resetFormErrors(form: PasswordResetForm): Partial<Record<ResetField, string>> {
  const errors: Partial<Record<ResetField, string>> = {};
  const code = codeFieldError(form.code);
  if (code) errors.code = code;
  if (!form.password) errors.password = 'Password is required';
  else if (!isPasswordAccepted(form.password))
    errors.password = 'Invalid password. Password not strong enough';
  if (!form.confirmPassword) errors.confirmPassword = 'Please confirm your password!';
  else if (form.confirmPassword !== form.password) errors.confirmPassword = 'Two passwords do not match!';
  return errors;
}

const fieldErrorsOf = (error: unknown) =>
  ((error as { errors?: Record<string, string> } | null)?.errors ?? {}) as Partial<
    Record<ResetField, string>
  >;

/**
 * Forgot password (beyond the spec, issue 10 item 9): a code by SMS to the member's verified mobile, then
 * the code with a new password. Another code only 90 s after the last one, as everywhere codes are sent.
 */
export const passwordResetMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  actors: {
    /** Answers the canonical mobile the code went to. */
    sendCode: fromPromise<{ mobile: string }, { mobile: string }>(async () => {
      throw new Error('sendCode not provided');
    }),
    resetPassword: fromPromise<unknown, PasswordResetForm & { mobile: string }>(async () => {
      throw new Error('resetPassword not provided');
    }),
  },
  guards: {
    mobileValid: ({ event }) => event.type === 'code.send' && mobileFieldError(event.mobile) === null,
    formValid: ({ event }) =>
      event.type === 'password.reset' && Object.keys(resetFormErrors(event.form)).length === 0,
  },
  delays: { resendLock: CODE_RESEND_SECONDS * 1000 },
}).createMachine({
  id: 'passwordReset',
  context: { mobile: '', mobileError: null, fieldErrors: {}, error: null },
  initial: 'request',
  states: {
    request: {
      tags: 'step.mobile',
      on: {
        'code.send': [
          { guard: 'mobileValid', target: 'sending', actions: assign({ mobileError: null, error: null }) },
          { actions: assign({ mobileError: ({ event }) => mobileFieldError(event.mobile) }) },
        ],
      },
    },
    sending: {
      tags: ['step.mobile', 'busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ event }) => ({ mobile: event.type === 'code.send' ? event.mobile : '' }),
        onDone: { target: 'reset', actions: assign({ mobile: ({ event }) => event.output.mobile }) },
        onError: {
          target: 'request',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    reset: {
      tags: 'step.code',
      initial: 'locked',
      on: {
        'mobile.change': { target: 'request', actions: assign({ fieldErrors: {}, error: null }) },
        'password.reset': [
          { guard: 'formValid', target: 'resetting', actions: assign({ fieldErrors: {}, error: null }) },
          { actions: assign({ fieldErrors: ({ event }) => resetFormErrors(event.form) }) },
        ],
      },
      states: {
        locked: { after: { resendLock: 'open' } },
        open: {
          on: { 'code.resend': { target: '#passwordReset.resending', actions: assign({ error: null }) } },
        },
      },
    },
    resending: {
      tags: ['step.code', 'busy'],
      invoke: {
        id: 'resendCode',
        src: 'sendCode',
        input: ({ context }) => ({ mobile: context.mobile }),
        onDone: 'reset',
        onError: {
          target: 'reset.open',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    resetting: {
      tags: ['step.code', 'busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => ({
          mobile: context.mobile,
          ...(event as Extract<PasswordResetEvent, { type: 'password.reset' }>).form,
        }),
        onDone: 'done',
        onError: {
          target: 'reset.open',
          actions: assign({
            fieldErrors: ({ event }) => fieldErrorsOf(event.error),
            // A message the fields show is not repeated in the alert.
            error: ({ event }) =>
              Object.keys(fieldErrorsOf(event.error)).length === 0 ? messageOf(event.error) : null,
          }),
        },
      },
    },
    done: { type: 'final', tags: 'step.done' },
  },
});
