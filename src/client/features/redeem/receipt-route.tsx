import { useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { purchaseReceiptMachine } from '../../../../machines/purchase-receipt';
import { useDrawnActor } from '../../app/drawn-actors';
import { requireSession } from '../../app/require-session';
import { inspectOptions } from '../../components/inspector';
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
      options={useDrawnActor(liveReceiptMachine, { input: { purchaseGuid }, ...inspectOptions() })}
    >
      <ReceiptPage />
    </PurchaseReceiptContext.Provider>
  );
}
