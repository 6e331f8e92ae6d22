import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { transferTicketMachine } from '../../../../machines/transfer-ticket';
import { requireSession } from '../../api/require-session';
import { inspectOptions } from '../../components/inspector';
import { useBrowserNavigate } from '../../ssr/browser-navigate';
import { useSsrActor } from '../../ssr/ssr-actors';
import { loadTicket, searchPlayers, transferTicket } from './api';
import { TransferTicketContext, TransferTicketPage } from './TransferTicketPage';

export const loader = requireSession();

/** /tickets/transfer/{gameMembership} and /voucher/transfer/{voucherGuid}. */
export function Component() {
  const navigate = useBrowserNavigate();
  const { gameMembership, voucherGuid } = useParams();
  const kind = gameMembership ? 'ticket' : 'voucher';
  const guid = gameMembership ?? voucherGuid ?? '';
  const logic = useMemo(
    () =>
      transferTicketMachine.provide({
        actors: {
          loadTicket: fromPromise(({ input, signal }) => loadTicket(input.kind, input.guid, signal)),
          searchPlayers: fromPromise(({ input, signal }) => searchPlayers(input, signal)),
          transfer: fromPromise(({ input, signal }) =>
            transferTicket(input.kind, input.guid, input.toMembershipId, signal),
          ),
        },
        actions: { goToProfile: () => navigate('/profile', { replace: true }) },
      }),
    [navigate],
  );
  return (
    <TransferTicketContext.Provider
      key={guid}
      logic={logic}
      options={useSsrActor(logic, { input: { kind, guid }, ...inspectOptions() })}
    >
      <TransferTicketPage />
    </TransferTicketContext.Provider>
  );
}
