import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { type RegisteredMember, registrationMachine } from '../../../../machines/registration';
import { dateKeyIn } from '../../../shared/event-dates';
import { isLoggedIn } from '../../app/runtime-config';
import { inspectOptions } from '../../components/inspector';
import { checkMobile, registerMembership, sendRegistrationCode, verifyRegistrationCode } from './api';
import { RegisterPage, RegistrationContext } from './RegisterPage';

/** Where the new member's profile is kept on this device (member spec: "saved locally"). */
const PROFILE_KEY = 'apl.registeredMember';

function saveProfile(member: RegisteredMember) {
  try {
    localStorage.setItem(PROFILE_KEY, JSON.stringify(member));
  } catch {
    // Private browsing may refuse storage; the account exists either way.
  }
}

/** /register: the registration flow (machines/registration.ts); members go to their dashboard. */
export function Component() {
  const navigate = useNavigate();
  const logic = useMemo(
    () =>
      registrationMachine.provide({
        actors: {
          checkMobile: fromPromise(({ input, signal }) => checkMobile(input.mobile, signal)),
          sendCode: fromPromise(async ({ input, signal }) => {
            await sendRegistrationCode(input.mobile, signal);
            return { sentAt: Date.now() };
          }),
          verifyCode: fromPromise(({ input, signal }) =>
            verifyRegistrationCode(input.mobile, input.code, signal),
          ),
          register: fromPromise(({ input, signal }) => registerMembership(input, signal)),
        },
        actions: {
          goToDashboard: () => navigate('/profile?section=dashboard', { replace: true }),
          saveProfile: (_, member) => saveProfile(member),
        },
      }),
    [navigate],
  );
  return (
    <RegistrationContext.Provider
      logic={logic}
      options={{ input: { signedIn: isLoggedIn(), today: dateKeyIn(new Date()) }, ...inspectOptions() }}
    >
      <RegisterPage />
    </RegistrationContext.Provider>
  );
}
