import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../src/shared/error-message';
import { CODE_RESEND_SECONDS, codeFieldError, mobileFieldError } from '../src/shared/mobile';
import { isPasswordAccepted } from '../src/shared/password-strength';

export interface PasswordResetForm {
  code: string;
  password: string;
  confirmPassword: string;
}
export type ResetField = keyof PasswordResetForm;

export const EMPTY_RESET_FORM: PasswordResetForm = { code: '', password: '', confirmPassword: '' };

export interface PasswordResetContext {
  /** The mobile the code went to (canonical, as the server answered). */
  mobile: string;
  /** The Mobile field as the person types it. */
  mobileDraft: string;
  /** The code and the new password as the person types them. */
  form: PasswordResetForm;
  mobileError: string | null;
  fieldErrors: Partial<Record<ResetField, string>>;
  /** A failed call: the server's message in an alert. */
  error: string | null;
}

export type PasswordResetEvent =
  | { type: 'mobile.change'; mobile: string }
  | { type: 'code.send' }
  | { type: 'code.resend' }
  | { type: 'mobile.reset' }
  | { type: 'field.change'; field: ResetField; value: string }
  | { type: 'password.reset' };

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
  actions: {
    takeMobile: assign({
      mobileDraft: ({ context, event }) =>
        event.type === 'mobile.change' ? event.mobile : context.mobileDraft,
    }),
    takeField: assign({
      form: ({ context, event }) =>
        event.type === 'field.change' ? { ...context.form, [event.field]: event.value } : context.form,
    }),
  },
  guards: {
    mobileValid: ({ context }) => mobileFieldError(context.mobileDraft) === null,
    formValid: ({ context }) => Object.keys(resetFormErrors(context.form)).length === 0,
  },
  delays: { resendLock: CODE_RESEND_SECONDS * 1000 },
}).createMachine({
  id: 'passwordReset',
  context: {
    mobile: '',
    mobileDraft: '',
    form: EMPTY_RESET_FORM,
    mobileError: null,
    fieldErrors: {},
    error: null,
  },
  initial: 'request',
  states: {
    // The page opens here (also as the server draws it): what is typed before the app takes over is kept.
    request: {
      tags: 'step.mobile',
      on: {
        'mobile.change': { actions: 'takeMobile' },
        'code.send': [
          { guard: 'mobileValid', target: 'sending', actions: assign({ mobileError: null, error: null }) },
          { actions: assign({ mobileError: ({ context }) => mobileFieldError(context.mobileDraft) }) },
        ],
      },
    },
    sending: {
      tags: ['step.mobile', 'busy'],
      on: { 'mobile.change': { actions: 'takeMobile' } },
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ mobile: context.mobileDraft }),
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
        'field.change': { actions: 'takeField' },
        // The code typed was for the mobile left; the mobile typed stays in its field, to correct.
        'mobile.reset': {
          target: 'request',
          actions: assign({ form: EMPTY_RESET_FORM, fieldErrors: {}, error: null }),
        },
        'password.reset': [
          { guard: 'formValid', target: 'resetting', actions: assign({ fieldErrors: {}, error: null }) },
          { actions: assign({ fieldErrors: ({ context }) => resetFormErrors(context.form) }) },
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
      on: { 'field.change': { actions: 'takeField' } },
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
      on: { 'field.change': { actions: 'takeField' } },
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ mobile: context.mobile, ...context.form }),
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
