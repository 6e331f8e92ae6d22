import { fromPromise } from 'xstate';
import { accountSettingsMachine } from '../../../../machines/account-settings';
import { dateKeyIn } from '../../../shared/event-dates';
import { inspectOptions } from '../../components/inspector';
import { useSsrActor } from '../../ssr/ssr-actors';
import { AccountSettingsContext, AccountSettingsPage } from './AccountSettingsPage';
import { checkAvatar, getAccountSettings, saveAccountSettings, uploadAvatar } from './settings-api';

const liveMachine = accountSettingsMachine.provide({
  actors: {
    loadSettings: fromPromise(({ signal }) => getAccountSettings(signal)),
    saveSettings: fromPromise(({ input, signal }) => saveAccountSettings(input, signal)),
    // The machine holds the File the page chose.
    checkAvatar: fromPromise(({ input }) => checkAvatar(input.file as File)),
    uploadAvatar: fromPromise(({ input, signal }) => uploadAvatar(input.file as File, signal)),
  },
});

/** /profile/account: the member's account settings. */
export function Component() {
  return (
    <AccountSettingsContext.Provider
      logic={liveMachine}
      options={useSsrActor(liveMachine, { input: { today: dateKeyIn(new Date()) }, ...inspectOptions() })}
    >
      <AccountSettingsPage />
    </AccountSettingsContext.Provider>
  );
}
