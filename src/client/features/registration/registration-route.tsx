import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import {
  draftOf,
  parseDraft,
  type RegisteredMember,
  type RegistrationContext as RegistrationState,
  registrationMachine,
} from '../../../../machines/registration';
import { dateKeyIn } from '../../../shared/event-dates';
import { inspectOptions } from '../../components/inspector';
import { isLoggedIn } from '../../config/runtime-config';
import { checkMobile, registerMembership, sendRegistrationCode, verifyRegistrationCode } from './api';
import { RegistrationContext, RegistrationPage } from './RegistrationPage';

/** Where the new member's profile is kept on this device (member spec: "saved locally"). */
const PROFILE_KEY = 'apl.registeredMember';

/** Where a registration in progress is kept for this tab, so a reload resumes it (never the password). */
const DRAFT_KEY = 'apl.registrationDraft';

function readDraft() {
  try {
    return parseDraft(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

function keepDraft(context: RegistrationState) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draftOf(context)));
  } catch {
    // Storage refused (private browsing, full): the registration goes on, only a reload loses it.
  }
}

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
          readDraft: fromPromise(async () => readDraft()),
          checkMobile: fromPromise(({ input, signal }) => checkMobile(input.mobile, signal)),
          sendCode: fromPromise(({ input, signal }) => sendRegistrationCode(input.mobile, signal)),
          verifyCode: fromPromise(({ input, signal }) =>
            verifyRegistrationCode(input.mobile, input.code, signal),
          ),
          register: fromPromise(({ input, signal }) => registerMembership(input, signal)),
        },
        actions: {
          goToDashboard: () => navigate('/profile?section=dashboard', { replace: true }),
          saveProfile: (_, member) => saveProfile(member),
          keepDraft: ({ context }) => keepDraft(context),
        },
      }),
    [navigate],
  );
  return (
    <RegistrationContext.Provider
      logic={logic}
      options={{
        input: { signedIn: isLoggedIn(), today: dateKeyIn(new Date()) },
        ...inspectOptions(),
      }}
    >
      <RegistrationPage />
    </RegistrationContext.Provider>
  );
}
