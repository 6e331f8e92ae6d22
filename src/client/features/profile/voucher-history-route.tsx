import { fromPromise } from 'xstate';
import { voucherHistoryMachine } from '../../../../machines/voucher-history';
import { useSsrActor } from '../../ssr/ssr-actors';
import { loadVoucherHistory } from './api';
import { VoucherHistoryContext, VoucherHistoryPage } from './VoucherHistoryPage';

const liveVoucherHistoryMachine = voucherHistoryMachine.provide({
  actors: { loadHistory: fromPromise(({ signal }) => loadVoucherHistory(signal)) },
});

/** /profile/ticketChange (own only; the router asks visitors to log in). */
export function Component() {
  return (
    <VoucherHistoryContext.Provider
      logic={liveVoucherHistoryMachine}
      options={useSsrActor(liveVoucherHistoryMachine, {})}
    >
      <VoucherHistoryPage />
    </VoucherHistoryContext.Provider>
  );
}
