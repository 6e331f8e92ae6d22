import { fromPromise } from 'xstate';
import { passwordResetMachine } from '../../../../machines/password-reset';
import { inspectOptions } from '../../components/inspector';
import { ForgotPasswordPage, PasswordResetContext } from './ForgotPasswordPage';
import { resetPassword, sendResetCode } from './password-reset-api';

const liveMachine = passwordResetMachine.provide({
  actors: {
    sendCode: fromPromise(({ input, signal }) => sendResetCode(input.mobile, signal)),
    resetPassword: fromPromise(({ input, signal }) => resetPassword(input, signal)),
  },
});

/** /forgot-password, linked from the login page: a new password with a code sent by SMS. */
export function Component() {
  return (
    <PasswordResetContext.Provider logic={liveMachine} options={inspectOptions()}>
      <ForgotPasswordPage />
    </PasswordResetContext.Provider>
  );
}
