import { assign, fromPromise, setup } from 'xstate';
import { CODE_RESEND_SECONDS, codeFieldError, failureMessage, mobileFieldError } from '../src/shared/mobile';
import {
  parseDayMonthYear,
  type RegistrationField,
  type RegistrationPayload,
  registrationErrors,
} from '../src/shared/registration-rules';

/** Resend is locked this long after the last send (member spec, section 9). */
export const RESEND_SECONDS = CODE_RESEND_SECONDS;

export interface RegistrationForm extends Omit<RegistrationPayload, 'mobile'> {
  confirmPassword: string;
  terms: boolean;
}

export type FieldErrors = Partial<Record<RegistrationField, string>>;

export interface RegistrationContext {
  /** The mobile as the server accepted it (canonical); null until the duplicate check passed. */
  mobile: string | null;
  verified: boolean;
  customerGuid: string | null;
  mobileError: string | null;
  codeError: string | null;
  /** A failed send or verify, shown as 'Error occured! {message}'. */
  error: string | null;
  fieldErrors: FieldErrors;
  /** When the last code went out (epoch ms), for the resend countdown. */
  sentAt: number | null;
  /** YYYY-MM-DD, for the age rule. */
  today: string;
  signedIn: boolean;
}

export type RegistrationEvent =
  | { type: 'mobile.submit'; mobile: string }
  | { type: 'mobile.reset' }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'account.submit'; form: RegistrationForm };

export interface RegisteredMember {
  customerGuid: string;
  firstname: string;
  lastname: string;
  emailAddress: string;
  phoneMobile: string;
}

const fieldErrorsOf = (error: unknown): FieldErrors =>
  (error as { errors?: FieldErrors } | null)?.errors ?? {};

/**
 * /register (member spec, sections 2 and 4): Check Mobile, Verify Mobile, Register Account, Result. The
 * step follows the state: no mobile yet, a mobile not verified, verified and not registered, registered.
 * Signed-in members are sent to their dashboard instead.
 */
export const registrationMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as { signedIn: boolean; today: string },
  },
  actors: {
    checkMobile: fromPromise<string, { mobile: string }>(async () => {
      throw new Error('checkMobile not provided');
    }),
    /** Answers when the code went out (epoch ms), which starts the resend countdown. */
    sendCode: fromPromise<{ sentAt: number }, { mobile: string }>(async () => {
      throw new Error('sendCode not provided');
    }),
    verifyCode: fromPromise<unknown, { mobile: string; code: string }>(async () => {
      throw new Error('verifyCode not provided');
    }),
    register: fromPromise<RegisteredMember, RegistrationPayload>(async () => {
      throw new Error('register not provided');
    }),
  },
  actions: {
    goToDashboard: () => {},
    saveProfile: (_, _member: RegisteredMember) => {},
    clearMobile: assign({ mobile: null, verified: false, codeError: null, error: null, mobileError: null }),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    mobileValid: ({ event }) => event.type === 'mobile.submit' && mobileFieldError(event.mobile) === null,
    codeWellFormed: ({ event }) => event.type === 'code.submit' && codeFieldError(event.code) === null,
    codeAccepted: (_, params: { answer: unknown }) => Boolean(params.answer),
    formValid: ({ context, event }) =>
      event.type === 'account.submit' &&
      Object.keys(registrationErrors(event.form, context.today)).length === 0,
  },
  delays: {
    resendLock: RESEND_SECONDS * 1000,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    mobile: null,
    verified: false,
    customerGuid: null,
    mobileError: null,
    codeError: null,
    error: null,
    fieldErrors: {},
    sentAt: null,
    today: input.today,
    signedIn: input.signedIn,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'signedIn', target: 'signedIn' }, { target: 'checkMobile' }],
    },
    signedIn: { type: 'final', entry: 'goToDashboard' },
    checkMobile: {
      tags: 'step.checkMobile',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'mobile.submit': [
              { guard: 'mobileValid', target: 'checking', actions: assign({ mobileError: null }) },
              {
                actions: assign({
                  mobileError: ({ event }) => mobileFieldError(event.mobile),
                }),
              },
            ],
          },
        },
        checking: {
          tags: 'busy',
          invoke: {
            id: 'checkMobile',
            src: 'checkMobile',
            input: ({ event }) => ({ mobile: event.type === 'mobile.submit' ? event.mobile : '' }),
            onDone: {
              target: '#registration.verifyMobile',
              actions: assign({ mobile: ({ event }) => event.output }),
            },
            onError: {
              target: 'editing',
              actions: assign({ mobileError: ({ event }) => failureMessage(event.error) }),
            },
          },
        },
      },
    },
    verifyMobile: {
      tags: 'step.verifyMobile',
      type: 'parallel',
      on: { 'mobile.reset': { target: 'checkMobile', actions: 'clearMobile' } },
      states: {
        code: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'code.submit': [
                  {
                    guard: 'codeWellFormed',
                    target: 'verifying',
                    actions: assign({ codeError: null, error: null }),
                  },
                  { actions: assign({ codeError: ({ event }) => codeFieldError(event.code) }) },
                ],
              },
            },
            verifying: {
              tags: 'busy',
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context, event }) => ({
                  mobile: context.mobile ?? '',
                  code: event.type === 'code.submit' ? event.code.trim() : '',
                }),
                onDone: [
                  {
                    guard: { type: 'codeAccepted', params: ({ event }) => ({ answer: event.output }) },
                    target: '#registration.registerAccount',
                    actions: assign({ verified: true }),
                  },
                  { target: 'editing', actions: assign({ codeError: 'Invalid verification code.' }) },
                ],
                onError: {
                  target: 'editing',
                  actions: assign({ error: ({ event }) => failureMessage(event.error) }),
                },
              },
            },
          },
        },
        resend: {
          initial: 'sending',
          states: {
            sending: {
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context }) => ({ mobile: context.mobile ?? '' }),
                onDone: { target: 'locked', actions: assign({ sentAt: ({ event }) => event.output.sentAt }) },
                onError: {
                  target: 'available',
                  actions: assign({ error: ({ event }) => failureMessage(event.error) }),
                },
              },
            },
            locked: { after: { resendLock: 'available' } },
            available: {
              on: {
                'code.resend': {
                  target: 'sending',
                  actions: assign({ verified: false, error: null, codeError: null }),
                },
              },
            },
          },
        },
      },
    },
    registerAccount: {
      tags: 'step.registerAccount',
      initial: 'editing',
      on: { 'mobile.reset': { target: 'checkMobile', actions: 'clearMobile' } },
      states: {
        editing: {
          on: {
            'account.submit': [
              { guard: 'formValid', target: 'submitting', actions: assign({ fieldErrors: {}, error: null }) },
              {
                actions: assign({
                  fieldErrors: ({ context, event }) => registrationErrors(event.form, context.today),
                }),
              },
            ],
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context, event }) => {
              const form = (event as Extract<RegistrationEvent, { type: 'account.submit' }>).form;
              return {
                firstName: form.firstName,
                lastName: form.lastName,
                password: form.password,
                mobile: context.mobile ?? '',
                email: form.email,
                stateId: form.stateId,
                postcode: form.postcode,
                birthday: parseDayMonthYear(form.birthday) ?? form.birthday,
                marketingConsent: form.marketingConsent,
              };
            },
            onDone: {
              target: '#registration.result',
              actions: [
                assign({ customerGuid: ({ event }) => event.output.customerGuid }),
                { type: 'saveProfile', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'editing',
              actions: assign({
                error: ({ event }) => failureMessage(event.error),
                fieldErrors: ({ event }) => fieldErrorsOf(event.error),
              }),
            },
          },
        },
      },
    },
    result: { tags: 'step.result', type: 'final' },
  },
});
