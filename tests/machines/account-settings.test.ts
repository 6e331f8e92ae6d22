import { describe, expect, it } from 'vitest';
import { type Actor, createActor, fromPromise } from 'xstate';
import {
  type AccountSettingsDraft,
  type AvatarFile,
  accountSettingsMachine,
  type FieldChange,
  updateBody,
} from '../../machines/account-settings';
import type { AccountSettings, UpdateAccountSettingsBody } from '../../src/shared/contract/account-settings';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the page: tests/client/account-settings-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const TODAY = '2026-11-18';
const GROUPS = [
  {
    subscriptionGroupId: 1,
    name: 'League news',
    description: '',
    channel: 'email' as const,
    subscribed: true,
  },
  {
    subscriptionGroupId: 2,
    name: 'Game reminders',
    description: '',
    channel: 'sms' as const,
    subscribed: false,
  },
];
const SETTINGS: AccountSettings = {
  customerGuid: '6f1c2a8e-5b0d-4d8e-9a41-3c2f7d9b1e20',
  membershipNumber: 100123,
  username: '100123',
  cardNumber: '100123',
  emailAddress: 'mia@example.com',
  firstname: 'Mia',
  lastname: 'Callaghan',
  phoneMobile: '0412345678',
  mobileVerified: true,
  suburb: 'Carlton',
  stateId: 1,
  postcode: '3053',
  dateBirth: '1991-03-02',
  gender: 'F',
  useAvatar: true,
  avatarUrl: '/images/default-avatar.svg',
  pendingAvatarUrl: null,
  preferEmail: true,
  preferSms: false,
  unsubscribeSettings: { status: true, message: '', subscriptionGroups: GROUPS },
};
const FORM = {
  firstname: ' Mia ',
  lastname: 'Callaghan ',
  emailAddress: ' mia@example.org',
  phoneMobile: '0412 345 678 ',
  suburb: ' Fitzroy',
  stateId: 1,
  postcode: '3065 ',
  dateBirth: '15/06/1990',
  gender: 'F' as const,
  password: 'Callaghan#27',
  confirmPassword: 'Callaghan#27',
  useAvatar: true,
  subscriptions: { 1: true, 2: false } as Record<number, boolean>,
};
/** The form as SETTINGS load: the mobile spaced, the birthday as DD/MM/YYYY, no new password. */
const LOADED: AccountSettingsDraft = {
  firstname: 'Mia',
  lastname: 'Callaghan',
  emailAddress: 'mia@example.com',
  phoneMobile: '0412 345 678',
  suburb: 'Carlton',
  stateId: 1,
  postcode: '3053',
  dateBirth: '02/03/1991',
  gender: 'F',
  password: '',
  confirmPassword: '',
  useAvatar: true,
  subscriptions: { 1: true, 2: false },
};
const BODY: UpdateAccountSettingsBody = {
  membershipNumber: 100123,
  emailAddress: 'mia@example.org',
  firstname: 'Mia',
  lastname: 'Callaghan',
  phoneMobile: '0412 345 678',
  suburb: 'Fitzroy',
  stateId: 1,
  postcode: '3065',
  dateBirth: '1990-06-15',
  gender: 'F',
  useAvatar: true,
  preferEmail: true,
  preferSms: false,
  unsubscribeSettings: {
    subscriptionGroups: [
      { subscriptionGroupId: 1, subscribed: true },
      { subscriptionGroupId: 2, subscribed: false },
    ],
  },
};
const PNG: AvatarFile = { name: 'me.png', type: 'image/png', size: 1000 };
const SAVED: AccountSettings = { ...SETTINGS, suburb: 'Fitzroy' };

/** The content check the route makes (settings-api's checkAvatar): here, by the file's name. */
const TEXT_AS_PNG = 'notes.txt.png';
const checkAvatar = fromPromise<string | null, { file: AvatarFile }>(async ({ input }) =>
  input.file.name === TEXT_AS_PNG ? 'Only upload JPG/PNG file is allowed.' : null,
);

type SettingsActor = Actor<typeof accountSettingsMachine>;

/** Types, picks and ticks the form's fields as a person does (one event per field). */
function edit(actor: SettingsActor, form: Partial<AccountSettingsDraft>) {
  for (const [field, value] of Object.entries(form)) {
    if (field === 'subscriptions') {
      for (const [groupId, subscribed] of Object.entries(value as Record<number, boolean>))
        actor.send({ type: 'subscription.change', groupId: Number(groupId), subscribed });
    } else actor.send({ type: 'field.change', field, value } as FieldChange);
  }
}

/** Fills the form in, then presses Save. */
function save(actor: SettingsActor, form: AccountSettingsDraft) {
  edit(actor, form);
  actor.send({ type: 'settings.save' });
}

function start() {
  const loadSettings = fakeActor<AccountSettings>('loadSettings');
  const saveSettings = fakeActor<AccountSettings, UpdateAccountSettingsBody>('saveSettings');
  const uploadAvatar = fakeActor<{ pendingAvatarUrl: string; message: string }, { file: AvatarFile }>(
    'uploadAvatar',
  );
  const actor = createActor(
    accountSettingsMachine.provide({
      actors: {
        loadSettings: loadSettings.logic,
        saveSettings: saveSettings.logic,
        uploadAvatar: uploadAvatar.logic,
        checkAvatar,
      },
    }),
    { input: { today: TODAY } },
  ).start();
  return { actor, loadSettings, saveSettings, uploadAvatar };
}

async function editing() {
  const fake = start();
  fake.loadSettings.settle({ type: 'xstate.done.actor.loadSettings', output: SETTINGS });
  await flush();
  return fake;
}

describe('what a save sends', () => {
  it('the form trimmed, the birthday as YYYY-MM-DD and the subscriptions with the channels they make preferred', () => {
    expect(updateBody(SETTINGS, FORM, false)).toEqual(BODY);
  });

  it('subscriptions the form leaves out keep their setting; the password only when it is being changed', () => {
    const body = updateBody(SETTINGS, { ...FORM, subscriptions: { 2: true }, dateBirth: '1990-06-15' }, true);
    expect(body).toEqual({
      ...BODY,
      preferEmail: true,
      preferSms: true,
      unsubscribeSettings: {
        subscriptionGroups: [
          { subscriptionGroupId: 1, subscribed: true },
          { subscriptionGroupId: 2, subscribed: true },
        ],
      },
      password: 'Callaghan#27',
      confirmPassword: 'Callaghan#27',
    });
    expect(updateBody(SETTINGS, { ...FORM, subscriptions: { 1: false } }, false)).toMatchObject({
      preferEmail: false,
      preferSms: false,
    });
    expect(updateBody(SETTINGS, { ...FORM, dateBirth: 'someday' }, false).dateBirth).toBe('someday');
  });
});

describe('account settings', () => {
  it('loads the settings to edit', async () => {
    const { actor, loadSettings } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      today: TODAY,
      settings: null,
      form: null,
      changePassword: false,
      avatarFile: null,
      fieldErrors: {},
      avatarError: null,
      notice: null,
      error: null,
    });
    loadSettings.settle({ type: 'xstate.done.actor.loadSettings', output: SETTINGS });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.settings).toEqual(SETTINGS);
    expect(actor.getSnapshot().context.form).toEqual(LOADED);
  });

  it('keeps each edit in the draft, also while a save runs; the save sends the draft as it was', async () => {
    const { actor, saveSettings } = await editing();
    edit(actor, { suburb: 'Fitzroy', stateId: 2, gender: 'X', useAvatar: false });
    actor.send({ type: 'subscription.change', groupId: 2, subscribed: true });
    expect(actor.getSnapshot().context.form).toEqual({
      ...LOADED,
      suburb: 'Fitzroy',
      stateId: 2,
      gender: 'X',
      useAvatar: false,
      subscriptions: { 1: true, 2: true },
    });
    actor.send({ type: 'settings.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    edit(actor, { suburb: 'Carlton North' });
    expect(actor.getSnapshot().context.form?.suburb).toBe('Carlton North');
    expect(saveSettings.inputs()).toEqual([
      {
        ...BODY,
        emailAddress: 'mia@example.com',
        suburb: 'Fitzroy',
        stateId: 2,
        postcode: '3053',
        dateBirth: '1991-03-02',
        gender: 'X',
        useAvatar: false,
        preferSms: true,
        unsubscribeSettings: {
          subscriptionGroups: [
            { subscriptionGroupId: 1, subscribed: true },
            { subscriptionGroupId: 2, subscribed: true },
          ],
        },
      },
    ]);
  });

  it('takes edits of the fields drawn only: none before the load, the new password while it is changed', async () => {
    const { actor, loadSettings } = start();
    const suburb = { type: 'field.change', field: 'suburb', value: 'Fitzroy' } as const;
    const password = { type: 'field.change', field: 'password', value: 'Callaghan#27' } as const;
    expect(actor.getSnapshot().can(suburb)).toBe(false);
    expect(actor.getSnapshot().can({ type: 'subscription.change', groupId: 2, subscribed: true })).toBe(
      false,
    );
    loadSettings.settle({ type: 'xstate.done.actor.loadSettings', output: SETTINGS });
    await flush();
    expect(actor.getSnapshot().can(suburb)).toBe(true);
    expect(actor.getSnapshot().can({ type: 'subscription.change', groupId: 2, subscribed: true })).toBe(true);
    expect(actor.getSnapshot().can(password)).toBe(false);
    actor.send(password);
    expect(actor.getSnapshot().context.form?.password).toBe('');
    actor.send({ type: 'password.toggle' });
    expect(actor.getSnapshot().can(password)).toBe(true);
  });

  it('opening or closing the password change empties the new password typed', async () => {
    const { actor } = await editing();
    actor.send({ type: 'password.toggle' });
    edit(actor, { password: 'Callaghan#27', confirmPassword: 'Callaghan#27' });
    actor.send({ type: 'password.toggle' });
    expect(actor.getSnapshot().context.form).toMatchObject({ password: '', confirmPassword: '' });
    actor.send({ type: 'password.toggle' });
    edit(actor, { password: 'Callaghan#27' });
    actor.send({ type: 'password.toggle' });
    expect(actor.getSnapshot().context.form).toEqual(LOADED);
  });

  it('a failed load shows its message; Try again clears it and loads again', async () => {
    const { actor, loadSettings } = start();
    loadSettings.settle({ type: 'xstate.error.actor.loadSettings', error: new Error('Session expired') });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Session expired');
    actor.send({ type: 'settings.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(loadSettings.calls).toHaveLength(2);
  });

  it('an invalid form shows the field errors (the password ones only while changing it) and saves nothing', async () => {
    const { actor, saveSettings } = await editing();
    const weak = { ...FORM, suburb: '', password: 'weak1', confirmPassword: 'other' };
    save(actor, weak);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ suburb: 'Suburb is required.' });
    actor.send({ type: 'password.toggle' });
    expect(actor.getSnapshot().context.changePassword).toBe(true);
    save(actor, weak);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      suburb: 'Suburb is required.',
      password: 'Invalid password. Password not strong enough',
      confirmPassword: 'Two passwords that you enter is inconsistent!',
    });
    actor.send({ type: 'password.toggle' });
    expect(actor.getSnapshot().context.changePassword).toBe(false);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ suburb: 'Suburb is required.' });
    save(actor, { ...FORM, dateBirth: '19/11/2010' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      dateBirth: 'You must be at least 18 years of age',
    });
    expect(saveSettings.calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it("saves the form and says 'Profile saved!', leaving the password change closed", async () => {
    const { actor, saveSettings } = await editing();
    save(actor, { ...FORM, suburb: '' });
    actor.send({ type: 'password.toggle' });
    save(actor, FORM);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(saveSettings.inputs()).toEqual([
      { ...BODY, password: FORM.password, confirmPassword: FORM.confirmPassword },
    ]);
    saveSettings.settle({ type: 'xstate.done.actor.saveSettings', output: SAVED });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      settings: SAVED,
      changePassword: false,
      notice: 'saved',
    });
  });

  it('a chosen avatar must be a JPG or PNG of at most 10 MB', async () => {
    const { actor } = await editing();
    actor.send({ type: 'avatar.choose', file: { name: 'me.gif', type: 'image/gif', size: 10 } });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      avatarFile: null,
      avatarError: 'Only upload JPG/PNG file is allowed.',
    });
    actor.send({ type: 'avatar.choose', file: PNG });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ avatarFile: PNG, avatarError: null });
    actor.send({ type: 'avatar.choose', file: { ...PNG, size: 11 * 1024 * 1024 } });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      avatarFile: null,
      avatarError: 'Maximum avatar size is 10MB.',
    });
  });

  it('a file whose content is not a JPG or PNG is refused whatever its name, and never uploaded', async () => {
    const { actor, saveSettings, uploadAvatar } = await editing();
    actor.send({ type: 'avatar.choose', file: { ...PNG, name: TEXT_AS_PNG } });
    expect(actor.getSnapshot().hasTag('checkingAvatar')).toBe(true);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      avatarFile: null,
      avatarError: 'Only upload JPG/PNG file is allowed.',
    });
    save(actor, FORM);
    saveSettings.settle({ type: 'xstate.done.actor.saveSettings', output: SETTINGS });
    await flush();
    expect(uploadAvatar.calls).toHaveLength(0);
  });

  it('a content check that fails refuses the file', async () => {
    const actor = createActor(
      accountSettingsMachine.provide({
        actors: {
          loadSettings: fromPromise(async () => SETTINGS),
          checkAvatar: fromPromise<string | null, { file: AvatarFile }>(async () => {
            throw new Error('NotReadableError');
          }),
        },
      }),
      { input: { today: TODAY } },
    ).start();
    await flush();
    actor.send({ type: 'avatar.choose', file: PNG });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      avatarFile: null,
      avatarError: 'Only upload JPG/PNG file is allowed.',
    });
  });

  it('uploads the chosen avatar after the save when the member uses one, then says saved', async () => {
    const { actor, saveSettings, uploadAvatar } = await editing();
    actor.send({ type: 'avatar.choose', file: PNG });
    await flush();
    actor.send({ type: 'password.toggle' });
    save(actor, FORM);
    saveSettings.settle({ type: 'xstate.done.actor.saveSettings', output: SAVED });
    await flush();
    expect(actor.getSnapshot().value).toBe('uploading');
    // The password was saved with the form: its change closes before the upload.
    expect(actor.getSnapshot().context.changePassword).toBe(false);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(uploadAvatar.inputs()).toEqual([{ file: PNG }]);
    uploadAvatar.settle({
      type: 'xstate.done.actor.uploadAvatar',
      output: { pendingAvatarUrl: '/a/1.png', message: '' },
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      settings: { ...SAVED, pendingAvatarUrl: '/a/1.png' },
      avatarFile: null,
      notice: 'saved',
    });
  });

  it('does not upload the avatar when the save turned avatars off', async () => {
    const { actor, saveSettings, uploadAvatar } = await editing();
    actor.send({ type: 'avatar.choose', file: PNG });
    await flush();
    save(actor, { ...FORM, useAvatar: false });
    saveSettings.settle({ type: 'xstate.done.actor.saveSettings', output: { ...SAVED, useAvatar: false } });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.notice).toBe('saved');
    expect(uploadAvatar.calls).toHaveLength(0);
  });

  it("a failed upload shows the server's avatar message, else the failure, with 'Fail to save profile!'", async () => {
    const { actor, saveSettings, uploadAvatar } = await editing();
    actor.send({ type: 'avatar.choose', file: PNG });
    await flush();
    save(actor, FORM);
    saveSettings.settle({ type: 'xstate.done.actor.saveSettings', output: SAVED });
    await flush();
    uploadAvatar.settle({
      type: 'xstate.error.actor.uploadAvatar',
      error: Object.assign(new Error('Bad request'), { errors: { uploadAvatar: 'The image is corrupt.' } }),
    });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      avatarError: 'The image is corrupt.',
      notice: 'failed',
    });
    save(actor, FORM);
    saveSettings.settle({ type: 'xstate.done.actor.saveSettings', output: SAVED });
    await flush();
    uploadAvatar.settle({ type: 'xstate.error.actor.uploadAvatar', error: new Error('Too large') });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ avatarError: 'Too large', notice: 'failed' });
  });

  it("a refused save shows the server's field errors under the fields, else its message", async () => {
    const { actor, saveSettings } = await editing();
    save(actor, FORM);
    saveSettings.settle({
      type: 'xstate.error.actor.saveSettings',
      error: Object.assign(new Error('Invalid'), {
        errors: { emailAddress: 'Email already used', uploadAvatar: 'ignored here' },
      }),
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { emailAddress: 'Email already used' },
      error: null,
      notice: 'failed',
    });
    save(actor, FORM);
    // fieldErrors by toEqual: toMatchObject's `{}` would match errors left behind.
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(actor.getSnapshot().context).toMatchObject({ notice: null, error: null });
    saveSettings.settle({ type: 'xstate.error.actor.saveSettings', error: new Error('Server busy') });
    await flush();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Server busy', notice: 'failed' });
  });

  it('choosing an avatar or sending an invalid form clears the last notice', async () => {
    const { actor, saveSettings } = await editing();
    save(actor, FORM);
    saveSettings.settle({ type: 'xstate.done.actor.saveSettings', output: SAVED });
    await flush();
    actor.send({ type: 'avatar.choose', file: PNG });
    await flush();
    expect(actor.getSnapshot().context.notice).toBeNull();
    save(actor, FORM);
    saveSettings.settle({ type: 'xstate.error.actor.saveSettings', error: new Error('x') });
    await flush();
    actor.send({ type: 'avatar.choose', file: { ...PNG, type: 'text/plain' } });
    await flush();
    expect(actor.getSnapshot().context.notice).toBeNull();
    save(actor, FORM);
    saveSettings.settle({ type: 'xstate.error.actor.saveSettings', error: new Error('x') });
    await flush();
    save(actor, { ...FORM, firstname: '' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(accountSettingsMachine)).toEqual({
      checkAvatar: 'checkAvatar not provided',
      loadSettings: 'loadSettings not provided',
      saveSettings: 'saveSettings not provided',
      uploadAvatar: 'uploadAvatar not provided',
    });
  });
});
