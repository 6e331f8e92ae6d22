import { useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { purchaseReceiptMachine } from '../../../../machines/purchase-receipt';
import { requireSession } from '../../api/require-session';
import { inspectOptions } from '../../components/inspector';
import { useSsrActor } from '../../ssr/ssr-actors';
import { getPurchaseReceipt } from './api';
import { PurchaseReceiptContext, ReceiptPage } from './ReceiptPage';

export const loader = requireSession('redeem');

const liveReceiptMachine = purchaseReceiptMachine.provide({
  actors: {
    loadReceipt: fromPromise(({ input, signal }) => getPurchaseReceipt(input.purchaseGuid, signal)),
  },
});

/** /redeem/receipt/{purchaseGuid}: a finished purchase's own address (the member's only). */
export function Component() {
  const purchaseGuid = useParams().purchaseGuid ?? '';
  return (
    <PurchaseReceiptContext.Provider
      key={purchaseGuid}
      logic={liveReceiptMachine}
      options={useSsrActor(liveReceiptMachine, { input: { purchaseGuid }, ...inspectOptions() })}
    >
      <ReceiptPage />
    </PurchaseReceiptContext.Provider>
  );
}
