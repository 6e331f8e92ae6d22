import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { redeemMachine } from '../../../../machines/redeem';
import { parseExpiry } from '../../../shared/card-rules';
import { requireSession } from '../../api/require-session';
import { inspectOptions } from '../../components/inspector';
import { useBrowserNavigate } from '../../ssr/browser-navigate';
import { useSsrActor } from '../../ssr/ssr-actors';
import {
  getCardForm,
  getLoggedMember,
  getSecurePayToken,
  purchaseEventTicket,
  searchRedeemableEvents,
  tokenizeCard,
} from './api';
import { RedeemContext, RedeemPage } from './RedeemPage';
import { securePayCardForm } from './securepay-card-form';

export const loader = requireSession('redeem');

const TOKEN_COOKIE = 'secure-pay-access_token';

/** The card form's access token: the cookie while it lasts, else a new one (which sets the cookie). */
async function accessToken(signal: AbortSignal) {
  const cached = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${TOKEN_COOKIE}=`))
    ?.slice(TOKEN_COOKIE.length + 1);
  return cached ? decodeURIComponent(cached) : (await getSecurePayToken(signal)).access_token;
}

/** /redeem/event/{id}: buy a ticket with PTC and/or a card. */
export function Component() {
  const navigate = useBrowserNavigate();
  const location = useLocation();
  const { id } = useParams();
  const eventId = /^\d{1,10}$/.test(id ?? '') ? Number(id) : 0;
  const logic = useMemo(
    () =>
      redeemMachine.provide({
        actors: {
          loadMember: fromPromise(({ signal }) => getLoggedMember(signal)),
          loadEvents: fromPromise(({ input, signal }) =>
            input.eventId > 0 ? searchRedeemableEvents(input.eventId, signal) : Promise.resolve([]),
          ),
          loadCardForm: fromPromise(({ signal }) => getCardForm(signal)),
          hostedCardForm: securePayCardForm,
          tokenizeCard: fromPromise(async ({ input, signal }) => {
            const expiry = parseExpiry(input.card.expiry);
            const body = {
              accessToken: await accessToken(signal),
              cardNumber: input.card.number.replace(/\s/g, ''),
              expiryMonth: expiry?.month ?? 0,
              expiryYear: expiry?.year ?? 0,
              cvv: input.card.cvv,
              cardholderName: input.card.name,
            };
            return (await tokenizeCard(body, signal)).token;
          }),
          purchase: fromPromise(({ input, signal }) =>
            purchaseEventTicket(
              {
                eventId: input.eventId,
                ptcAmount: input.ptcAmount,
                creditCardAmount: input.creditCardAmount,
                ...(input.cardToken ? { cardToken: input.cardToken } : {}),
                currentTimeMilliseconds: Date.now(),
                // One key per attempt: a retried request is answered from the first one.
                idempotencyKey: crypto.randomUUID(),
              },
              signal,
            ),
          ),
        },
        actions: {
          goToVerify: () =>
            navigate(`/redeem/verify?returnUrl=${encodeURIComponent(location.pathname)}`, { replace: true }),
          // In place of the payment form: Back leaves for the page before, a reload shows the code again.
          showReceipt: ({ context }) =>
            navigate(`/redeem/receipt/${context.result?.purchaseGuid}`, { replace: true }),
          scrollToTop: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
          // The member spec: a card the processor cannot tokenise is logged only (its form shows why).
          logCardError: (_, errors) => console.error('SecurePay could not tokenise the card', errors),
        },
      }),
    [navigate, location.pathname],
  );
  // A page opened directly has no history entry of ours to return to.
  const onBack = () => (location.key !== 'default' ? navigate(-1) : navigate(`/event/${eventId}`));
  return (
    <RedeemContext.Provider
      key={eventId}
      logic={logic}
      options={useSsrActor(logic, { input: { eventId, now: Date.now() }, ...inspectOptions() })}
    >
      <RedeemPage onBack={onBack} />
    </RedeemContext.Provider>
  );
}
