import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { mobileVerificationMachine } from '../../../../machines/mobile-verification';
import { needsFullPageLoad } from '../../../shared/full-load-paths';
import { safeReturnUrl } from '../../../shared/safe-return-url';
import { requireSession } from '../../api/require-session';
import { inspectOptions } from '../../components/inspector';
import { useBrowserNavigate } from '../../ssr/browser-navigate';
import { generateTotp, getLoggedMember, verifyTotp } from './api';
import { MobileVerificationContext, MobileVerificationPage } from './MobileVerificationPage';

/** The last send, kept so a reload keeps the 90 s lock (member spec, section 4). */
const SENT_AT_KEY = 'apl.verifyCodeSentAt';

function readSentAt(): number | null {
  try {
    const value = Number(localStorage.getItem(SENT_AT_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function keepSentAt(sentAt: number) {
  try {
    localStorage.setItem(SENT_AT_KEY, String(sentAt));
  } catch {
    // Without storage the lock lasts until a reload; the server refuses early sends anyway.
  }
}

export const loader = requireSession('redeem');

/** /redeem/verify?returnUrl=: verify the mobile, then go on to returnUrl (same site only) or /profile. */
export function Component() {
  const navigate = useBrowserNavigate();
  const [search] = useSearchParams();
  const returnUrl = safeReturnUrl(search.get('returnUrl'), '/profile');
  const logic = useMemo(
    () =>
      mobileVerificationMachine.provide({
        actors: {
          loadMember: fromPromise(({ signal }) => getLoggedMember(signal)),
          sendCode: fromPromise(async ({ input, signal }) => {
            await generateTotp(input.mobile, signal);
            return { sentAt: Date.now() };
          }),
          verifyCode: fromPromise(({ input, signal }) => verifyTotp(input.mobile, input.code, signal)),
        },
        actions: {
          goOn: () =>
            needsFullPageLoad(returnUrl)
              ? window.location.assign(returnUrl)
              : navigate(returnUrl, { replace: true }),
          keepSentAt: (_, sentAt) => keepSentAt(sentAt),
        },
      }),
    [navigate, returnUrl],
  );
  return (
    <MobileVerificationContext.Provider
      logic={logic}
      options={{ input: { lastSentAt: readSentAt(), now: Date.now() }, ...inspectOptions() }}
    >
      <MobileVerificationPage />
    </MobileVerificationContext.Provider>
  );
}
