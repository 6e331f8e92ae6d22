import { useMember } from '../../components/member';
import { livePtcTransferMachine } from './live-ptc-transfer';
import { PtcTransferContext, PtcTransferPage } from './PtcTransferPage';

/** /profile/ptctransfer (and /profile/ptcTransfer): the wizard for the signed-in member. */
export function Component() {
  const member = useMember();
  return (
    <PtcTransferContext.Provider
      logic={livePtcTransferMachine}
      options={{ input: { memberId: member?.id ?? null } }}
    >
      <PtcTransferPage />
    </PtcTransferContext.Provider>
  );
}
