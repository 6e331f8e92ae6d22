import { fromPromise } from 'xstate';
import { swapFlightMachine } from '../../../../machines/swap-flight';
import { requireSession } from '../../api/require-session';
import { loadFlights, loadTicket, swapFlight } from './api';
import { SwapFlightContext, SwapFlightPage } from './SwapFlightPage';
import { useTicketWizard } from './ticket-wizard';

export const loader = requireSession();

const withCalls = (goToProfile: () => void) =>
  swapFlightMachine.provide({
    actors: {
      load: fromPromise(async ({ input, signal }) => {
        const ticket = await loadTicket(input.kind, input.guid, signal);
        const flights = ticket.eventTicket
          ? await loadFlights(input.kind, input.guid, ticket.eventTicket.id, signal)
          : [];
        return { ticket, flights };
      }),
      swap: fromPromise(({ input, signal }) => swapFlight(input.kind, input.guid, input.newEventId, signal)),
    },
    actions: { goToProfile },
  });

/** /tickets/swap-flight/{gameMembership} and /voucher/swap-flight/{voucherGuid}. */
export function Component() {
  const { guid, logic, options } = useTicketWizard(withCalls);
  return (
    <SwapFlightContext.Provider key={guid} logic={logic} options={options}>
      <SwapFlightPage />
    </SwapFlightContext.Provider>
  );
}
