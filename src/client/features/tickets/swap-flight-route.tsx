import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { swapFlightMachine } from '../../../../machines/swap-flight';
import { requireSession } from '../../api/require-session';
import { inspectOptions } from '../../components/inspector';
import { useBrowserNavigate } from '../../ssr/browser-navigate';
import { useSsrActor } from '../../ssr/ssr-actors';
import { loadFlights, loadTicket, swapFlight } from './api';
import { SwapFlightContext, SwapFlightPage } from './SwapFlightPage';

export const loader = requireSession();

/** /tickets/swap-flight/{gameMembership} and /voucher/swap-flight/{voucherGuid}. */
export function Component() {
  const navigate = useBrowserNavigate();
  const { gameMembership, voucherGuid } = useParams();
  const kind = gameMembership ? 'ticket' : 'voucher';
  const guid = gameMembership ?? voucherGuid ?? '';
  const logic = useMemo(
    () =>
      swapFlightMachine.provide({
        actors: {
          load: fromPromise(async ({ input, signal }) => {
            const ticket = await loadTicket(input.kind, input.guid, signal);
            const flights = ticket.eventTicket
              ? await loadFlights(input.kind, input.guid, ticket.eventTicket.id, signal)
              : [];
            return { ticket, flights };
          }),
          swap: fromPromise(({ input, signal }) =>
            swapFlight(input.kind, input.guid, input.newEventId, signal),
          ),
        },
        actions: { goToProfile: () => navigate('/profile', { replace: true }) },
      }),
    [navigate],
  );
  return (
    <SwapFlightContext.Provider
      key={guid}
      logic={logic}
      options={useSsrActor(logic, { input: { kind, guid }, ...inspectOptions() })}
    >
      <SwapFlightPage />
    </SwapFlightContext.Provider>
  );
}
