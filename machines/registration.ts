import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../src/shared/error-message';
import { codeFieldError, mobileFieldError } from '../src/shared/mobile';
import {
  parseDayMonthYear,
  type RegistrationField,
  type RegistrationPayload,
  registrationErrors,
} from '../src/shared/registration-rules';

export interface RegistrationForm extends Omit<RegistrationPayload, 'mobile'> {
  confirmPassword: string;
  terms: boolean;
}

export const EMPTY_REGISTRATION_FORM: RegistrationForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  stateId: null,
  postcode: '',
  birthday: '',
  marketingConsent: true,
  terms: false,
};

/**
 * What of a registration in progress outlives a reload of the page (kept for the tab by the route): the
 * step's facts and the form, never the password.
 */
export interface RegistrationDraft {
  mobile: string | null;
  verified: boolean;
  resendAt: number | null;
  form: Omit<RegistrationForm, 'password' | 'confirmPassword'>;
  customerGuid: string | null;
  membershipId: number | null;
}

export type FieldErrors = Partial<Record<RegistrationField, string>>;

export interface RegistrationContext {
  /** The mobile as the server accepted it (canonical); null until the duplicate check passed. */
  mobile: string | null;
  /** The Mobile field as the person types it. */
  mobileDraft: string;
  /** The Verification code field as the person types it. */
  codeDraft: string;
  verified: boolean;
  customerGuid: string | null;
  mobileError: string | null;
  codeError: string | null;
  /** A failed send or verify, shown as 'Error occured! {message}'. */
  error: string | null;
  fieldErrors: FieldErrors;
  /** When another code may be asked for (epoch ms), as the server said; null before the first send. */
  resendAt: number | null;
  /** The account form as the member fills it in. */
  form: RegistrationForm;
  /** The new member's number, from the server's answer, for the Result step. */
  membershipId: number | null;
  /** YYYY-MM-DD, for the age rule. */
  today: string;
  signedIn: boolean;
}

export type RegistrationEvent =
  | { type: 'mobile.change'; mobile: string }
  | { type: 'mobile.submit' }
  | { type: 'mobile.reset' }
  | { type: 'code.change'; code: string }
  | { type: 'code.submit' }
  | { type: 'code.resend' }
  | { type: 'form.change'; form: Partial<RegistrationForm> }
  | { type: 'account.submit'; form: RegistrationForm };

export interface RegisteredMember {
  customerGuid: string;
  membershipId: number;
  firstname: string;
  lastname: string;
  emailAddress: string;
  phoneMobile: string;
}

const fieldErrorsOf = (error: unknown): FieldErrors =>
  (error as { errors?: FieldErrors } | null)?.errors ?? {};

/** The draft of a registration's context: the password and its confirmation stay out. */
export function draftOf(context: RegistrationContext): RegistrationDraft {
  const { password: _password, confirmPassword: _confirm, ...form } = context.form;
  return {
    mobile: context.mobile,
    verified: context.verified,
    resendAt: context.resendAt,
    form,
    customerGuid: context.customerGuid,
    membershipId: context.membershipId,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A stored draft read back, or null when it is not one (an older shape, edited storage). */
export function parseDraft(value: unknown): RegistrationDraft | null {
  if (!isObject(value) || !isObject(value.form)) return null;
  const { mobile, verified, resendAt, customerGuid, membershipId, form } = value;
  const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '');
  if (mobile !== null && typeof mobile !== 'string') return null;
  if (typeof verified !== 'boolean') return null;
  return {
    mobile,
    verified: verified && mobile !== null,
    resendAt: typeof resendAt === 'number' ? resendAt : null,
    form: {
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      stateId: typeof form.stateId === 'number' ? form.stateId : null,
      postcode: text('postcode'),
      birthday: text('birthday'),
      marketingConsent: form.marketingConsent !== false,
      terms: form.terms === true,
    },
    customerGuid: typeof customerGuid === 'string' ? customerGuid : null,
    membershipId: typeof membershipId === 'number' ? membershipId : null,
  };
}

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
    /** The draft kept for this tab (null when there is none): read once the page is the browser's own. */
    readDraft: fromPromise<RegistrationDraft | null>(async () => {
      throw new Error('readDraft not provided');
    }),
    checkMobile: fromPromise<string, { mobile: string }>(async () => {
      throw new Error('checkMobile not provided');
    }),
    /**
     * Asks for a code: answers when another may be asked for (epoch ms, from the server's answer), and the
     * server's refusal to show when it sent none for longer than the resend interval.
     */
    sendCode: fromPromise<{ resendAt: number; refusal: string | null }, { mobile: string }>(async () => {
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
    /** Keeps draftOf(context) for the tab, so a reload comes back to the same step and form. */
    keepDraft: () => {},
    clearMobile: assign({
      mobile: null,
      codeDraft: '',
      verified: false,
      resendAt: null,
      codeError: null,
      error: null,
      mobileError: null,
    }),
    takeMobile: assign({
      mobileDraft: ({ context, event }) =>
        event.type === 'mobile.change' ? event.mobile : context.mobileDraft,
    }),
    takeCode: assign({
      codeDraft: ({ context, event }) => (event.type === 'code.change' ? event.code : context.codeDraft),
    }),
    takeForm: assign({
      form: ({ context, event }) =>
        event.type === 'form.change' || event.type === 'account.submit'
          ? { ...context.form, ...event.form }
          : context.form,
    }),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    registered: ({ context }) => context.customerGuid !== null,
    verified: ({ context }) => context.mobile !== null && context.verified,
    mobileChecked: ({ context }) => context.mobile !== null,
    codeSent: ({ context }) => context.resendAt !== null,
    mobileValid: ({ context }) => mobileFieldError(context.mobileDraft) === null,
    codeWellFormed: ({ context }) => codeFieldError(context.codeDraft) === null,
    codeAccepted: (_, params: { answer: unknown }) => Boolean(params.answer),
    formValid: ({ context, event }) =>
      event.type === 'account.submit' &&
      Object.keys(registrationErrors(event.form, context.today)).length === 0,
  },
  delays: {
    // The lock ends when the server said it would, also after a reload.
    resendLock: ({ context }) => Math.max(0, (context.resendAt ?? 0) - Date.now()),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    mobile: null,
    mobileDraft: '',
    codeDraft: '',
    verified: false,
    customerGuid: null,
    membershipId: null,
    mobileError: null,
    codeError: null,
    error: null,
    fieldErrors: {},
    resendAt: null,
    form: EMPTY_REGISTRATION_FORM,
    today: input.today,
    signedIn: input.signedIn,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'signedIn', target: 'signedIn' }, { target: 'restoring' }],
    },
    // Drawn as Check Mobile, as the server draws the page: the draft is read once the browser has it.
    restoring: {
      tags: 'step.checkMobile',
      // The field is drawn already: what is typed while the draft is read is kept.
      on: { 'mobile.change': { actions: 'takeMobile' } },
      invoke: {
        id: 'readDraft',
        src: 'readDraft',
        onDone: {
          target: 'resuming',
          actions: assign(({ event }) => {
            const draft = event.output;
            if (!draft) return {};
            return {
              mobile: draft.mobile,
              verified: draft.verified,
              resendAt: draft.resendAt,
              form: { ...EMPTY_REGISTRATION_FORM, ...draft.form },
              customerGuid: draft.customerGuid,
              membershipId: draft.membershipId,
            };
          }),
        },
        onError: { target: 'checkMobile' },
      },
    },
    // The step follows what is known (member spec, section 2), so a draft kept across a reload resumes it.
    resuming: {
      always: [
        { guard: 'registered', target: 'result' },
        { guard: 'verified', target: 'registerAccount' },
        { guard: 'mobileChecked', target: 'verifyMobile' },
        { target: 'checkMobile' },
      ],
    },
    signedIn: { type: 'final', entry: 'goToDashboard' },
    checkMobile: {
      tags: 'step.checkMobile',
      on: { 'mobile.change': { actions: 'takeMobile' } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'mobile.submit': [
              { guard: 'mobileValid', target: 'checking', actions: assign({ mobileError: null }) },
              {
                actions: assign({
                  mobileError: ({ context }) => mobileFieldError(context.mobileDraft),
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
            input: ({ context }) => ({ mobile: context.mobileDraft }),
            onDone: {
              target: '#registration.verifyMobile',
              actions: [assign({ mobile: ({ event }) => event.output, resendAt: null }), 'keepDraft'],
            },
            onError: {
              target: 'editing',
              actions: assign({ mobileError: ({ event }) => messageOf(event.error) }),
            },
          },
        },
      },
    },
    verifyMobile: {
      tags: 'step.verifyMobile',
      type: 'parallel',
      on: {
        'mobile.reset': { target: 'checkMobile', actions: ['clearMobile', 'keepDraft'] },
        'code.change': { actions: 'takeCode' },
      },
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
                  { actions: assign({ codeError: ({ context }) => codeFieldError(context.codeDraft) }) },
                ],
              },
            },
            verifying: {
              tags: 'busy',
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({ mobile: context.mobile ?? '', code: context.codeDraft.trim() }),
                onDone: [
                  {
                    guard: { type: 'codeAccepted', params: ({ event }) => ({ answer: event.output }) },
                    target: '#registration.registerAccount',
                    actions: [assign({ verified: true }), 'keepDraft'],
                  },
                  { target: 'editing', actions: assign({ codeError: 'Invalid verification code.' }) },
                ],
                onError: {
                  target: 'editing',
                  actions: assign({ error: ({ event }) => messageOf(event.error) }),
                },
              },
            },
          },
        },
        resend: {
          initial: 'start',
          states: {
            // A code already asked for (a draft after a reload) is not sent again: its lock runs on.
            start: { always: [{ guard: 'codeSent', target: 'locked' }, { target: 'sending' }] },
            sending: {
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context }) => ({ mobile: context.mobile ?? '' }),
                onDone: {
                  target: 'locked',
                  actions: [
                    assign({
                      resendAt: ({ event }) => event.output.resendAt,
                      error: ({ context, event }) => event.output.refusal ?? context.error,
                    }),
                    'keepDraft',
                  ],
                },
                onError: {
                  target: 'available',
                  actions: assign({ error: ({ event }) => messageOf(event.error) }),
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
      on: { 'mobile.reset': { target: 'checkMobile', actions: ['clearMobile', 'keepDraft'] } },
      states: {
        editing: {
          on: {
            'form.change': { actions: ['takeForm', 'keepDraft'] },
            'account.submit': [
              {
                guard: 'formValid',
                target: 'submitting',
                actions: ['takeForm', assign({ fieldErrors: {}, error: null }), 'keepDraft'],
              },
              {
                actions: [
                  'takeForm',
                  assign({
                    fieldErrors: ({ context, event }) => registrationErrors(event.form, context.today),
                  }),
                  'keepDraft',
                ],
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
                assign({
                  customerGuid: ({ event }) => event.output.customerGuid,
                  membershipId: ({ event }) => event.output.membershipId,
                  form: EMPTY_REGISTRATION_FORM,
                }),
                { type: 'saveProfile', params: ({ event }) => event.output },
                'keepDraft',
              ],
            },
            onError: {
              target: 'editing',
              actions: assign({
                error: ({ event }) => messageOf(event.error),
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
