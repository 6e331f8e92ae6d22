// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  type AccountSettingsDraft,
  type AccountSettingsEvent,
  type AvatarFile,
  accountSettingsMachine,
} from '../../machines/account-settings';
import {
  AccountSettingsContext,
  AccountSettingsPage,
} from '../../src/client/features/account/AccountSettingsPage';
import type { AccountSettings, UpdateAccountSettingsBody } from '../../src/shared/contract/account-settings';
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

const TODAY = '2026-11-18';
const GROUPS = [
  {
    subscriptionGroupId: 1,
    name: 'League news',
    description: 'Major events, news and offers',
    channel: 'email' as const,
    subscribed: true,
  },
  {
    subscriptionGroupId: 2,
    name: 'Game reminders',
    description: 'Reminders of your saved games',
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
const MARKETING_MESSAGE =
  'Marketing emails are paused: our mailing list has not confirmed your new email address yet.';
/** Saved with a new email: the marketing store no longer takes it as valid. */
const SAVED: AccountSettings = {
  ...SETTINGS,
  suburb: 'Fitzroy',
  dateBirth: '1990-06-15',
  emailAddress: 'mia@example.org',
  unsubscribeSettings: { status: false, message: MARKETING_MESSAGE, subscriptionGroups: GROUPS },
};
/** Saved with the avatar turned off: a chosen image is not uploaded. */
const SAVED_NO_AVATAR: AccountSettings = {
  ...SAVED,
  useAvatar: false,
  unsubscribeSettings: SETTINGS.unsubscribeSettings,
};
const PENDING_URL = `/avatars/${'a'.repeat(32)}.png?v=7`;

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
const NEW_PASSWORD = 'Callaghan#27';
/** The birthdays typed, as a save sends them. */
const ISO_BIRTHDAY: Record<string, string> = { '02/03/1991': '1991-03-02', '15/06/1990': '1990-06-15' };
const SUBURB_REQUIRED = 'Suburb is required.';
const MOBILE_FORMAT = 'Invalid mobile number format';
const PASSWORD_WEAK = 'Invalid password. Password not strong enough';
const PASSWORD_MISMATCH = 'Two passwords that you enter is inconsistent!';
const PNG: AvatarFile = { name: 'me.png', type: 'image/png', size: 12 };
const EXE: AvatarFile = { name: 'virus.exe', type: 'application/x-msdownload', size: 12 };
const MOBILE_TAKEN = 'This mobile number is already registered. Please log in, or use another number.';
const refused = Object.assign(new Error(MOBILE_TAKEN), { errors: { phoneMobile: MOBILE_TAKEN } });
const offline = new Error('Failed to fetch');
const tooBig = Object.assign(new Error('Maximum avatar size is 10MB.'), {
  errors: { uploadAvatar: 'Maximum avatar size is 10MB.' },
});

type Outcome = EventObject & { output?: unknown; error?: unknown };
const USER_EVENTS: AccountSettingsEvent[] = [
  { type: 'settings.retry' },
  { type: 'password.toggle' },
  { type: 'avatar.choose', file: PNG },
  { type: 'avatar.choose', file: EXE },
  { type: 'settings.save' },
];
/** The edits: a valid change, the rules' refusals, the new password, the ticks. */
const EDITS: AccountSettingsEvent[] = [
  { type: 'field.change', field: 'suburb', value: 'Fitzroy' },
  { type: 'field.change', field: 'suburb', value: '' },
  { type: 'field.change', field: 'dateBirth', value: '15/06/1990' },
  { type: 'field.change', field: 'phoneMobile', value: '0350 000 000' },
  { type: 'field.change', field: 'password', value: NEW_PASSWORD },
  { type: 'field.change', field: 'confirmPassword', value: NEW_PASSWORD },
  { type: 'field.change', field: 'useAvatar', value: false },
  { type: 'subscription.change', groupId: 2, subscribed: true },
];
const OUTCOMES: Record<string, Outcome[]> = {
  loadSettings: [
    { type: 'xstate.done.actor.loadSettings', output: SETTINGS },
    { type: 'xstate.error.actor.loadSettings', error: offline },
  ],
  saveSettings: [
    { type: 'xstate.done.actor.saveSettings', output: SAVED },
    { type: 'xstate.done.actor.saveSettings', output: SAVED_NO_AVATAR },
    { type: 'xstate.error.actor.saveSettings', error: refused },
    { type: 'xstate.error.actor.saveSettings', error: offline },
  ],
  // The file's content: a JPG/PNG (null), a text file named .png, a file that could not be read.
  checkAvatar: [
    { type: 'xstate.done.actor.checkAvatar', output: null },
    { type: 'xstate.done.actor.checkAvatar', output: 'Only upload JPG/PNG file is allowed.' },
    { type: 'xstate.error.actor.checkAvatar', error: new Error('NotReadableError') },
  ],
  uploadAvatar: [
    { type: 'xstate.done.actor.uploadAvatar', output: { pendingAvatarUrl: PENDING_URL, message: 'Waiting' } },
    { type: 'xstate.error.actor.uploadAvatar', error: tooBig },
  ],
};
const cases = generatePathCases(accountSettingsMachine, {
  inputs: { member: { today: TODAY } },
  // A save with the password change on sends the new password: a move of its own.
  stateKey: (s) => JSON.stringify([s.value, (s.context as { changePassword: boolean }).changePassword]),
  events: (snapshot) => [
    ...USER_EVENTS,
    ...EDITS,
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
  ],
});

const coverage = createCoverage(accountSettingsMachine);
let loadSettings = fakeActor<AccountSettings>('loadSettings');
let saveSettings = fakeActor<AccountSettings, UpdateAccountSettingsBody>('saveSettings');
let uploadAvatar = fakeActor<{ pendingAvatarUrl: string; message: string }, { file: AvatarFile }>(
  'uploadAvatar',
);
let checkAvatar = fakeActor<string | null, { file: AvatarFile }>('checkAvatar');
beforeEach(() => {
  loadSettings = fakeActor('loadSettings');
  saveSettings = fakeActor('saveSettings');
  uploadAvatar = fakeActor('uploadAvatar');
  checkAvatar = fakeActor('checkAvatar');
});

function renderPage(input: unknown, inspect: Coverage['inspect']) {
  const logic = accountSettingsMachine.provide({
    actors: {
      loadSettings: loadSettings.logic,
      saveSettings: saveSettings.logic,
      uploadAvatar: uploadAvatar.logic,
      checkAvatar: checkAvatar.logic,
    },
  });
  return renderFlow(
    AccountSettingsContext,
    { logic: logic, options: { input: input as never, inspect }, at: '/' },
    <AccountSettingsPage />,
  );
}

// ---- What a person does ----
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const LABELS = {
  suburb: /^Suburb/,
  dateBirth: /^Date of birth/,
  phoneMobile: /^Mobile/,
  password: /^New password/,
  confirmPassword: /^Confirm new password/,
};
const saveButton = () => screen.queryByRole('button', { name: 'Save' }) as HTMLButtonElement | null;

const ACTIONS: Record<string, (event: EventObject) => unknown> = {
  'settings.retry': () => {
    const retry = screen.queryByRole('button', { name: 'Try again' });
    if (!retry) return NOT_OFFERED;
    fireEvent.click(retry);
  },
  'password.toggle': () => {
    const toggle = screen.queryByRole('switch', { name: 'Change password' }) as HTMLInputElement | null;
    if (!toggle || toggle.disabled) return NOT_OFFERED;
    fireEvent.click(toggle);
  },
  'avatar.choose': (event) => {
    const input = screen.queryByLabelText('Avatar image') as HTMLInputElement | null;
    if (!input || input.disabled) return NOT_OFFERED;
    const { file } = event as Extract<AccountSettingsEvent, { type: 'avatar.choose' }>;
    const chosen = new File(['x'.repeat(file.size)], file.name, { type: file.type });
    fireEvent.change(input, { target: { files: [chosen] } });
  },
  'field.change': (event) => {
    const { field: name, value } = event as Extract<AccountSettingsEvent, { type: 'field.change' }>;
    if (name === 'useAvatar') {
      const box = screen.queryByRole('checkbox', { name: /Show my avatar/ }) as HTMLInputElement | null;
      if (!box) return NOT_OFFERED;
      if (box.checked !== value) fireEvent.click(box);
      return;
    }
    const input = screen.queryByLabelText(LABELS[name as keyof typeof LABELS], { selector: 'input' });
    if (!input) return NOT_OFFERED;
    fireEvent.change(input, { target: { value } });
  },
  'subscription.change': (event) => {
    const { subscribed } = event as Extract<AccountSettingsEvent, { type: 'subscription.change' }>;
    const box = screen.queryByRole('checkbox', { name: /Game reminders/ }) as HTMLInputElement | null;
    if (!box) return NOT_OFFERED;
    if (box.checked !== subscribed) fireEvent.click(box);
  },
  'settings.save': () => {
    const save = saveButton();
    if (!save || save.disabled || save.hasAttribute('data-loading')) return NOT_OFFERED;
    fireEvent.click(save);
  },
};

// ---- What the user sees, from the fixtures and the steps so far ----
const lastOf = (history: readonly PathStep[], wanted: (e: Outcome) => boolean) =>
  [...history].reverse().find((s) => wanted(s.event as Outcome))?.event as Outcome | undefined;

/** The password change is on: toggled an odd number of times since the last successful save. */
function passwordOn(history: readonly PathStep[]) {
  let on = false;
  for (const { event } of history) {
    if (event.type === 'password.toggle') on = !on;
    if (event.type === 'xstate.done.actor.saveSettings') on = false;
  }
  return on;
}

/** The form as the member left it: as loaded, with each edit since; opening or closing the password change empties it. */
function typedForm(history: readonly PathStep[]): AccountSettingsDraft {
  let form = LOADED;
  for (const { event } of history) {
    if (event.type === 'xstate.done.actor.loadSettings') form = LOADED;
    if (event.type === 'password.toggle') form = { ...form, password: '', confirmPassword: '' };
    if (event.type === 'field.change') {
      const { field: name, value } = event as Extract<AccountSettingsEvent, { type: 'field.change' }>;
      form = { ...form, [name]: value };
    }
    if (event.type === 'subscription.change') {
      const { groupId, subscribed } = event as Extract<AccountSettingsEvent, { type: 'subscription.change' }>;
      form = { ...form, subscriptions: { ...form.subscriptions, [groupId]: subscribed } };
    }
  }
  return form;
}

/** The rules' messages for the form saved, for the values the edits type (the password ones while changing it). */
function ruleMessages(form: AccountSettingsDraft, changingPassword: boolean): string[] {
  const messages: string[] = [];
  if (form.suburb === '') messages.push(SUBURB_REQUIRED);
  if (form.phoneMobile === '0350 000 000') messages.push(MOBILE_FORMAT);
  if (changingPassword && form.password !== NEW_PASSWORD) messages.push(PASSWORD_WEAK);
  if (changingPassword && form.confirmPassword !== form.password) messages.push(PASSWORD_MISMATCH);
  return messages;
}

/** The messages under the fields: the last save's (its rules', or the server's refusal); a toggle drops the password ones. */
function expectedFieldMessages(history: readonly PathStep[]): string[] {
  let messages: string[] = [];
  history.forEach(({ event }, index) => {
    const before = history.slice(0, index);
    if (event.type === 'settings.save') messages = ruleMessages(typedForm(before), passwordOn(before));
    if (event.type === 'password.toggle')
      messages = messages.filter((m) => m !== PASSWORD_WEAK && m !== PASSWORD_MISMATCH);
    if (event.type === 'xstate.error.actor.saveSettings')
      messages = (event as Outcome).error === refused ? [MOBILE_TAKEN] : [];
  });
  return messages;
}

function expectFields(history: readonly PathStep[]) {
  const form = typedForm(history);
  expect(field(/^Suburb/).value).toBe(form.suburb);
  expect(field(/^Date of birth/).value).toBe(form.dateBirth);
  expect(field(/^Mobile/).value).toBe(form.phoneMobile);
  const newPassword = screen.queryByLabelText(/^New password/, {
    selector: 'input',
  }) as HTMLInputElement | null;
  const confirm = screen.queryByLabelText(/^Confirm new password/, {
    selector: 'input',
  }) as HTMLInputElement | null;
  expect(newPassword !== null).toBe(passwordOn(history));
  if (newPassword) expect(newPassword.value).toBe(form.password);
  if (confirm) expect(confirm.value).toBe(form.confirmPassword);
  expect((screen.getByRole('checkbox', { name: /Show my avatar/ }) as HTMLInputElement).checked).toBe(
    form.useAvatar,
  );
  expect((screen.getByRole('checkbox', { name: /Game reminders/ }) as HTMLInputElement).checked).toBe(
    form.subscriptions[2],
  );
}

function expectFieldErrors(history: readonly PathStep[]) {
  const messages = expectedFieldMessages(history);
  for (const message of [SUBURB_REQUIRED, MOBILE_FORMAT, PASSWORD_WEAK, PASSWORD_MISMATCH, MOBILE_TAKEN])
    expect(screen.queryByText(message) !== null, message).toBe(messages.includes(message));
}

function expectNotice(history: readonly PathStep[]) {
  const last = lastOf(history, (e) =>
    [
      'settings.save',
      'avatar.choose',
      'xstate.done.actor.saveSettings',
      'xstate.done.actor.uploadAvatar',
      'xstate.error.actor.saveSettings',
      'xstate.error.actor.uploadAvatar',
    ].includes(e.type),
  );
  const notice = screen.queryByTestId('save-notice');
  if (last?.type.startsWith('xstate.done.actor.')) expect(notice?.textContent).toBe('Profile saved!');
  else if (last?.type.startsWith('xstate.error.actor.')) {
    expect(notice?.textContent).toContain('Fail to save profile!');
    if (last.error === offline) expect(notice?.textContent).toContain('Failed to fetch');
  } else expect(notice).toBeNull();
}

/** A PNG chosen whose content passed the check, or the check's refusal (null while none). */
function contentCheck(history: readonly PathStep[]) {
  const check = lastOf(history, (e) => e.type.endsWith('.actor.checkAvatar'));
  if (!check) return null;
  return check.type === 'xstate.done.actor.checkAvatar' && check.output === null ? 'accepted' : 'refused';
}

function expectAvatar(history: readonly PathStep[]) {
  const choice = lastOf(
    history,
    (e) =>
      e.type === 'avatar.choose' ||
      e.type === 'xstate.done.actor.uploadAvatar' ||
      e.type.endsWith('.actor.checkAvatar'),
  );
  const ready = choice?.type === 'xstate.done.actor.checkAvatar' && contentCheck(history) === 'accepted';
  expect(screen.queryByText(/Your avatar is ready to upload/) !== null).toBe(ready);
  const problem = lastOf(
    history,
    (e) =>
      e.type === 'avatar.choose' ||
      e.type === 'xstate.error.actor.uploadAvatar' ||
      e.type.endsWith('.actor.checkAvatar'),
  );
  const error = screen.queryByTestId('avatar-error')?.textContent ?? null;
  if (problem?.type === 'xstate.error.actor.uploadAvatar') expect(error).toBe('Maximum avatar size is 10MB.');
  else if ((problem as { file?: AvatarFile } | undefined)?.file === EXE)
    expect(error).toBe('Only upload JPG/PNG file is allowed.');
  else if (problem?.type.endsWith('.actor.checkAvatar') && contentCheck(history) === 'refused')
    expect(error).toBe('Only upload JPG/PNG file is allowed.');
  else expect(error).toBeNull();
  const saved = lastOf(
    history,
    (e) => e.type === 'xstate.done.actor.saveSettings' || e.type === 'xstate.done.actor.uploadAvatar',
  );
  const pending = screen.queryByTestId('avatar-pending');
  expect(pending !== null).toBe(saved?.type === 'xstate.done.actor.uploadAvatar');
  if (pending) {
    expect(within(pending).getByText('Pending approval')).toBeTruthy();
    expect(within(pending).getByRole('img', { name: 'Your new avatar' }).getAttribute('src')).toBe(
      PENDING_URL,
    );
  }
}

function expectMarketing(history: readonly PathStep[]) {
  const saved = lastOf(history, (e) => e.type === 'xstate.done.actor.saveSettings');
  expect(screen.queryByTestId('marketing-alert')?.textContent ?? null).toBe(
    saved?.output === SAVED ? MARKETING_MESSAGE : null,
  );
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: () => {
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(saveButton()).toBeNull();
    expect(loadSettings.pending()).toHaveLength(1);
  },
  failed: () => {
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(saveButton()).toBeNull();
  },
  editing: (_, history) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeTruthy();
    for (const section of ['Personal details', 'Login', 'Contact', 'Avatar', 'Marketing preferences'])
      expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    expect(saveButton()?.hasAttribute('data-loading')).toBe(false);
    expect(field(/^Membership number/).value).toBe('100123');
    expect(screen.getByRole('checkbox', { name: /League news/ })).toBeTruthy();
    const on = passwordOn(history);
    expect((screen.getByRole('switch', { name: 'Change password' }) as HTMLInputElement).checked).toBe(on);
    // As loaded (the birthday as DD/MM/YYYY, the mobile spaced) with what was typed since.
    expectFields(history);
    expectFieldErrors(history);
    expectNotice(history);
    expectAvatar(history);
    expectMarketing(history);
  },
  saving: (_, history) => {
    expect(saveButton()?.hasAttribute('data-loading')).toBe(true);
    expect(saveSettings.pending()).toHaveLength(1);
    // The draft as it was when Save was pressed.
    const saved = history.findLastIndex((s) => s.event.type === 'settings.save');
    const form = typedForm(history.slice(0, saved));
    const body = saveSettings.inputs().at(-1) as UpdateAccountSettingsBody;
    expect(body).toMatchObject({
      membershipNumber: 100123,
      firstname: 'Mia',
      lastname: 'Callaghan',
      suburb: form.suburb,
      stateId: 1,
      postcode: '3053',
      dateBirth: ISO_BIRTHDAY[form.dateBirth],
      phoneMobile: '0412 345 678',
      emailAddress: 'mia@example.com',
      gender: 'F',
      useAvatar: form.useAvatar,
      preferEmail: true,
      preferSms: form.subscriptions[2],
      unsubscribeSettings: {
        subscriptionGroups: [
          { subscriptionGroupId: 1, subscribed: true },
          { subscriptionGroupId: 2, subscribed: form.subscriptions[2] },
        ],
      },
    });
    if (passwordOn(history.slice(0, saved)))
      expect(body).toMatchObject({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    else expect(body.password).toBeUndefined();
    expectFields(history);
    expect(screen.queryByTestId('save-notice')).toBeNull();
  },
  checkingAvatar: () => {
    expect(checkAvatar.pending()).toHaveLength(1);
    expect(checkAvatar.inputs().at(-1)?.file.name).toBe('me.png');
    expect(screen.queryByText(/Your avatar is ready to upload/)).toBeNull();
    expect(screen.queryByTestId('avatar-error')).toBeNull();
  },
  uploading: () => {
    expect(saveButton()?.hasAttribute('data-loading')).toBe(true);
    expect(uploadAvatar.pending()).toHaveLength(1);
    expect(uploadAvatar.inputs().at(-1)?.file.name).toBe('me.png');
  },
};

describe('account settings: the model’s paths on the page', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(accountSettingsMachine, c, {
      render: renderPage,
      events: ACTIONS,
      fakes: { loadSettings, saveSettings, uploadAvatar, checkAvatar },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
