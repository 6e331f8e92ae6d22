import { fromPromise } from 'xstate';
import { transferTicketMachine } from '../../../../machines/transfer-ticket';
import { requireSession } from '../../api/require-session';
import { loadTicket, searchPlayers, transferTicket } from './api';
import { TransferTicketContext, TransferTicketPage } from './TransferTicketPage';
import { useTicketWizard } from './ticket-wizard';

export const loader = requireSession();

const withCalls = (goToProfile: () => void) =>
  transferTicketMachine.provide({
    actors: {
      loadTicket: fromPromise(({ input, signal }) => loadTicket(input.kind, input.guid, signal)),
      searchPlayers: fromPromise(({ input, signal }) => searchPlayers(input, signal)),
      transfer: fromPromise(({ input, signal }) =>
        transferTicket(input.kind, input.guid, input.toMembershipId, signal),
      ),
    },
    actions: { goToProfile },
  });

/** /tickets/transfer/{gameMembership} and /voucher/transfer/{voucherGuid}. */
export function Component() {
  const { guid, logic, options } = useTicketWizard(withCalls);
  return (
    <TransferTicketContext.Provider key={guid} logic={logic} options={options}>
      <TransferTicketPage />
    </TransferTicketContext.Provider>
  );
}
