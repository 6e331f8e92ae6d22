import { assign, fromPromise, setup } from 'xstate';
import {
  type AccountSettingsField,
  type AccountSettingsForm,
  AVATAR_TYPE_MESSAGE,
  accountSettingsErrors,
  avatarFileError,
  isoBirthday,
} from '../src/shared/account-settings-rules';
import type { AccountSettings, UpdateAccountSettingsBody } from '../src/shared/contract/account-settings';
import { messageOf } from '../src/shared/error-message';
import { formatMobile } from '../src/shared/mobile';
import { toDayMonthYear } from '../src/shared/registration-rules';

/** The chosen image as the browser describes it (a File in the page). */
export interface AvatarFile {
  name: string;
  type: string;
  size: number;
}

export type SaveNotice = 'saved' | 'failed';

/** The form as the member edits it (the password change is the machine's own `changePassword`). */
export type AccountSettingsDraft = Omit<AccountSettingsForm, 'changePassword'>;
/** The draft's fields a single value edits (the subscriptions are ticked one group at a time). */
export type DraftField = Exclude<keyof AccountSettingsDraft, 'subscriptions'>;

/** The form as the settings were loaded: the mobile spaced, the birthday as DD/MM/YYYY, no new password. */
export function formFrom(settings: AccountSettings): AccountSettingsDraft {
  return {
    firstname: settings.firstname,
    lastname: settings.lastname,
    emailAddress: settings.emailAddress,
    phoneMobile: settings.phoneMobile ? formatMobile(settings.phoneMobile) : '',
    suburb: settings.suburb,
    stateId: settings.stateId,
    postcode: settings.postcode,
    dateBirth: settings.dateBirth ? toDayMonthYear(settings.dateBirth) : '',
    gender: settings.gender,
    password: '',
    confirmPassword: '',
    useAvatar: settings.useAvatar,
    subscriptions: Object.fromEntries(
      settings.unsubscribeSettings.subscriptionGroups.map((g) => [g.subscriptionGroupId, g.subscribed]),
    ),
  };
}

export interface AccountSettingsContext {
  /** YYYY-MM-DD, for the age rule. */
  today: string;
  settings: AccountSettings | null;
  /** The form as the member edits it: from the settings loaded, null before. */
  form: AccountSettingsDraft | null;
  changePassword: boolean;
  /** A JPG/PNG chosen and waiting for Save. */
  avatarFile: AvatarFile | null;
  fieldErrors: Partial<Record<AccountSettingsField, string>>;
  avatarError: string | null;
  /** The toast after a save: 'Profile saved!' or 'Fail to save profile!'. */
  notice: SaveNotice | null;
  /** A failure the fields cannot show (the network, the server's general message). */
  error: string | null;
}

/** One field edited: `{ field: 'suburb', value: 'Fitzroy' }`, the value of that field's type. */
export type FieldChange = {
  [K in DraftField]: { type: 'field.change'; field: K; value: AccountSettingsDraft[K] };
}[DraftField];

export type AccountSettingsEvent =
  | { type: 'settings.retry' }
  | FieldChange
  | { type: 'subscription.change'; groupId: number; subscribed: boolean }
  | { type: 'password.toggle' }
  | { type: 'avatar.choose'; file: AvatarFile }
  | { type: 'settings.save' };

/** A failed call's field-to-message map (the client's ApiError carries it as `errors`). */
const errorsOf = (error: unknown) =>
  ((error as { errors?: Record<string, string> } | null)?.errors ?? {}) as Partial<
    Record<AccountSettingsField | 'uploadAvatar', string>
  >;

/** What UpdatePlayerAccountSettings gets (member spec, section 7): dateBirth as YYYY-MM-DD. */
export function updateBody(
  settings: AccountSettings,
  form: AccountSettingsDraft,
  changePassword: boolean,
): UpdateAccountSettingsBody {
  const groups = settings.unsubscribeSettings.subscriptionGroups.map((group) => ({
    subscriptionGroupId: group.subscriptionGroupId,
    subscribed: form.subscriptions[group.subscriptionGroupId] ?? group.subscribed,
  }));
  const subscribedTo = (channel: 'email' | 'sms') =>
    settings.unsubscribeSettings.subscriptionGroups.some(
      (g) => g.channel === channel && (form.subscriptions[g.subscriptionGroupId] ?? g.subscribed),
    );
  return {
    membershipNumber: settings.membershipNumber,
    emailAddress: form.emailAddress.trim(),
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    phoneMobile: form.phoneMobile.trim(),
    suburb: form.suburb.trim(),
    stateId: form.stateId,
    postcode: form.postcode.trim(),
    dateBirth: isoBirthday(form.dateBirth) ?? form.dateBirth,
    gender: form.gender,
    useAvatar: form.useAvatar,
    preferEmail: subscribedTo('email'),
    preferSms: subscribedTo('sms'),
    unsubscribeSettings: { subscriptionGroups: groups },
    ...(changePassword ? { password: form.password, confirmPassword: form.confirmPassword } : {}),
  };
}

/**
 * /profile/account (member spec, "Account settings"): the settings load; the form is checked with the
 * section 5 rules, saved, and a chosen avatar is uploaded after the save only when the member uses an
 * avatar; the server's field errors show under the fields. Toggling the password change clears it. The form
 * is a draft here, from the settings loaded: edited wherever it is drawn (while an avatar is checked and a save
 * runs too), and what is typed into the page the server drew before the app takes it over is kept.
 */
export const accountSettingsMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as AccountSettingsContext,
    events: {} as AccountSettingsEvent,
    input: {} as { today: string },
  },
  actors: {
    loadSettings: fromPromise<AccountSettings>(async () => {
      throw new Error('loadSettings not provided');
    }),
    saveSettings: fromPromise<AccountSettings, UpdateAccountSettingsBody>(async () => {
      throw new Error('saveSettings not provided');
    }),
    /**
     * Reads the chosen file's content: answers the message that refuses it (not a JPG or PNG whatever its
     * name says, or an image that cannot be read), or null.
     */
    checkAvatar: fromPromise<string | null, { file: AvatarFile }>(async () => {
      throw new Error('checkAvatar not provided');
    }),
    uploadAvatar: fromPromise<{ pendingAvatarUrl: string; message: string }, { file: AvatarFile }>(
      async () => {
        throw new Error('uploadAvatar not provided');
      },
    ),
  },
  actions: {
    takeField: assign({
      form: ({ context, event }) =>
        event.type === 'field.change' && context.form
          ? { ...context.form, [event.field]: event.value }
          : context.form,
    }),
    takeSubscription: assign({
      form: ({ context, event }) =>
        event.type === 'subscription.change' && context.form
          ? {
              ...context.form,
              subscriptions: { ...context.form.subscriptions, [event.groupId]: event.subscribed },
            }
          : context.form,
    }),
  },
  guards: {
    /** The field edited is drawn: the form once loaded, the new password only while it is being changed. */
    fieldShown: ({ context, event }) =>
      context.form !== null &&
      (event.type !== 'field.change' ||
        (event.field !== 'password' && event.field !== 'confirmPassword') ||
        context.changePassword),
    formValid: ({ context }) =>
      context.form !== null &&
      Object.keys(
        accountSettingsErrors({ ...context.form, changePassword: context.changePassword }, context.today),
      ).length === 0,
    avatarFileValid: ({ event }) => event.type === 'avatar.choose' && avatarFileError(event.file) === null,
    avatarContentAccepted: (_, params: { refusal: string | null }) => params.refusal === null,
    avatarToUpload: ({ context }, params: { saved: AccountSettings }) =>
      context.avatarFile !== null && params.saved.useAvatar,
  },
}).createMachine({
  id: 'accountSettings',
  context: ({ input }) => ({
    today: input.today,
    settings: null,
    form: null,
    changePassword: false,
    avatarFile: null,
    fieldErrors: {},
    avatarError: null,
    notice: null,
    error: null,
  }),
  initial: 'loading',
  // The form is drawn in every state once loaded (while an avatar is checked and a save runs too).
  on: {
    'field.change': { guard: 'fieldShown', actions: 'takeField' },
    'subscription.change': { guard: 'fieldShown', actions: 'takeSubscription' },
  },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: {
          target: 'editing',
          actions: assign({
            settings: ({ event }) => event.output,
            form: ({ event }) => formFrom(event.output),
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: { 'settings.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    editing: {
      on: {
        'password.toggle': {
          actions: assign({
            changePassword: ({ context }) => !context.changePassword,
            // Opened or closed, the new password starts empty.
            form: ({ context }) => context.form && { ...context.form, password: '', confirmPassword: '' },
            fieldErrors: ({ context }) => {
              const { password: _p, confirmPassword: _c, ...others } = context.fieldErrors;
              return others;
            },
          }),
        },
        'avatar.choose': [
          {
            guard: 'avatarFileValid',
            target: 'checkingAvatar',
            actions: assign({ avatarFile: ({ event }) => event.file, avatarError: null, notice: null }),
          },
          {
            actions: assign({
              avatarFile: null,
              avatarError: ({ event }) => avatarFileError(event.file),
              notice: null,
            }),
          },
        ],
        'settings.save': [
          {
            guard: 'formValid',
            target: 'saving',
            actions: assign({ fieldErrors: {}, notice: null, error: null }),
          },
          {
            actions: assign({
              fieldErrors: ({ context }) =>
                context.form
                  ? accountSettingsErrors(
                      { ...context.form, changePassword: context.changePassword },
                      context.today,
                    )
                  : {},
              notice: null,
            }),
          },
        ],
      },
    },
    // The name and type the browser gives are only the file's name: its first bytes tell what it is.
    checkingAvatar: {
      tags: 'checkingAvatar',
      invoke: {
        id: 'checkAvatar',
        src: 'checkAvatar',
        input: ({ context }) => ({ file: context.avatarFile as AvatarFile }),
        onDone: [
          {
            guard: { type: 'avatarContentAccepted', params: ({ event }) => ({ refusal: event.output }) },
            target: 'editing',
          },
          {
            target: 'editing',
            actions: assign({ avatarFile: null, avatarError: ({ event }) => event.output }),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({ avatarFile: null, avatarError: AVATAR_TYPE_MESSAGE }),
        },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) =>
          updateBody(
            context.settings as AccountSettings,
            context.form as AccountSettingsDraft,
            context.changePassword,
          ),
        onDone: [
          {
            guard: { type: 'avatarToUpload', params: ({ event }) => ({ saved: event.output }) },
            target: 'uploading',
            actions: assign({ settings: ({ event }) => event.output, changePassword: false }),
          },
          {
            target: 'editing',
            actions: assign({
              settings: ({ event }) => event.output,
              changePassword: false,
              notice: 'saved',
            }),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({
            fieldErrors: ({ event }) => {
              const { uploadAvatar: _, ...fields } = errorsOf(event.error);
              return fields;
            },
            error: ({ event }) =>
              Object.keys(errorsOf(event.error)).length === 0 ? messageOf(event.error) : null,
            notice: 'failed',
          }),
        },
      },
    },
    uploading: {
      tags: 'busy',
      invoke: {
        id: 'uploadAvatar',
        src: 'uploadAvatar',
        input: ({ context }) => ({ file: context.avatarFile as AvatarFile }),
        onDone: {
          target: 'editing',
          actions: assign({
            settings: ({ context, event }) =>
              context.settings && { ...context.settings, pendingAvatarUrl: event.output.pendingAvatarUrl },
            avatarFile: null,
            notice: 'saved',
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            avatarError: ({ event }) => errorsOf(event.error).uploadAvatar ?? messageOf(event.error),
            notice: 'failed',
          }),
        },
      },
    },
  },
});
