import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../src/shared/error-message';
import {
  CODE_RESEND_SECONDS,
  codeFieldError,
  formatMobile,
  mobileFieldError,
  normaliseMobile,
} from '../src/shared/mobile';

/** Resend is locked this long after the last send (member spec, section 9). */
export const RESEND_SECONDS = CODE_RESEND_SECONDS;

export interface MemberMobile {
  mobile: string;
  mobileVerified: boolean;
}

export interface MobileVerificationContext {
  /** The Mobile field as the member types it, prefilled with their mobile as loaded (0412 345 678). */
  mobileDraft: string;
  /** The Verification code field as the member types it. */
  codeDraft: string;
  /** When the last code went out (epoch ms), also kept on the device so a reload keeps the lock. */
  sentAt: number | null;
  mobileError: string | null;
  codeError: string | null;
  /** A failed call: the server's message, shown as 'Error occured! {message}'. */
  error: string | null;
}

export type MobileVerificationEvent =
  | { type: 'mobile.change'; mobile: string }
  | { type: 'code.send' }
  | { type: 'code.change'; code: string }
  | { type: 'code.verify' };

/** The same number however spaced (0412345678 and 0412 345 678; +61 412 345 678 too once complete). */
const asNumber = (mobile: string) => normaliseMobile(mobile) ?? mobile.replace(/\s/g, '');
const sameMobile = (a: string, b: string) => asNumber(a) === asNumber(b);

/**
 * /redeem/verify (member spec, sections 2 and 4): the member is loaded; an already verified mobile goes
 * straight on to the return address. Otherwise a code is sent (resend locked 90 s after the last send,
 * across reloads) and verified, then the member goes on. The code is verified with the mobile in the field, so
 * another number typed forgets the code typed for the one before.
 */
export const mobileVerificationMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as MobileVerificationContext,
    events: {} as MobileVerificationEvent,
    input: {} as { lastSentAt: number | null; now: number },
  },
  actors: {
    loadMember: fromPromise<MemberMobile>(async () => {
      throw new Error('loadMember not provided');
    }),
    /** Answers when the code went out (epoch ms). */
    sendCode: fromPromise<{ sentAt: number }, { mobile: string }>(async () => {
      throw new Error('sendCode not provided');
    }),
    verifyCode: fromPromise<unknown, { mobile: string; code: string }>(async () => {
      throw new Error('verifyCode not provided');
    }),
  },
  actions: {
    goOn: () => {},
    keepSentAt: (_, _sentAt: number) => {},
    takeMobile: assign({
      mobileDraft: ({ context, event }) =>
        event.type === 'mobile.change' ? event.mobile : context.mobileDraft,
    }),
    forgetCode: assign({ codeDraft: '', codeError: null }),
    takeCode: assign({
      codeDraft: ({ context, event }) => (event.type === 'code.change' ? event.code : context.codeDraft),
    }),
  },
  guards: {
    alreadyVerified: (_, params: { member: MemberMobile }) => params.member.mobileVerified,
    recentlySent: ({ context }) => context.sentAt !== null,
    sameMobile: ({ context, event }) =>
      event.type === 'mobile.change' && sameMobile(event.mobile, context.mobileDraft),
    mobileValid: ({ context }) => mobileFieldError(context.mobileDraft) === null,
    codeWellFormed: ({ context }) => codeFieldError(context.codeDraft) === null,
  },
  delays: {
    resendLock: ({ context }) => Math.max(0, (context.sentAt ?? 0) + RESEND_SECONDS * 1000 - Date.now()),
  },
}).createMachine({
  id: 'mobileVerification',
  context: ({ input }) => ({
    mobileDraft: '',
    codeDraft: '',
    // A send older than the lock no longer matters.
    sentAt:
      input.lastSentAt !== null && input.now - input.lastSentAt < RESEND_SECONDS * 1000
        ? input.lastSentAt
        : null,
    mobileError: null,
    codeError: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: [
          {
            guard: { type: 'alreadyVerified', params: ({ event }) => ({ member: event.output }) },
            target: 'verified',
          },
          {
            target: 'ready',
            actions: assign({ mobileDraft: ({ event }) => formatMobile(event.output.mobile) }),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {},
    ready: {
      type: 'parallel',
      on: {
        'mobile.change': [
          // Spaces put in or taken out: still the number the code was sent to.
          { guard: 'sameMobile', actions: 'takeMobile' },
          { actions: ['takeMobile', 'forgetCode'] },
        ],
        'code.change': { actions: 'takeCode' },
      },
      states: {
        request: {
          initial: 'start',
          states: {
            start: { always: [{ guard: 'recentlySent', target: 'locked' }, { target: 'open' }] },
            open: {
              on: {
                'code.send': [
                  {
                    guard: 'mobileValid',
                    target: 'sending',
                    actions: assign({ mobileError: null, error: null }),
                  },
                  {
                    actions: assign({ mobileError: ({ context }) => mobileFieldError(context.mobileDraft) }),
                  },
                ],
              },
            },
            sending: {
              tags: 'sending',
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context }) => ({ mobile: context.mobileDraft }),
                onDone: {
                  target: 'locked',
                  actions: [
                    assign({ sentAt: ({ event }) => event.output.sentAt }),
                    { type: 'keepSentAt', params: ({ event }) => event.output.sentAt },
                  ],
                },
                onError: {
                  target: 'open',
                  actions: assign({ error: ({ event }) => messageOf(event.error) }),
                },
              },
            },
            locked: { after: { resendLock: 'open' } },
          },
        },
        code: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'code.verify': [
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
              tags: 'verifying',
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({ mobile: context.mobileDraft, code: context.codeDraft.trim() }),
                onDone: '#mobileVerification.verified',
                onError: {
                  target: 'idle',
                  actions: assign({ error: ({ event }) => messageOf(event.error) }),
                },
              },
            },
          },
        },
      },
    },
    verified: { type: 'final', entry: 'goOn' },
  },
});
