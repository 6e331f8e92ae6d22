import { fromCallback, fromPromise } from 'xstate';
import { ptcTransferMachine } from '../../../../machines/ptc-transfer';
import { memberActor } from '../../components/member';
import { getPtcSummary, listConsumePtc, searchPlayers, transferPtc } from './api';

/** The transfer wizard wired to the server and to the signed-in member. */
export const livePtcTransferMachine = ptcTransferMachine.provide({
  actors: {
    loadSummary: fromPromise(({ signal }) => getPtcSummary(signal)),
    searchPlayers: fromPromise(({ input, signal }) => searchPlayers(input, signal)),
    loadConsume: fromPromise(({ input, signal }) => listConsumePtc(input.amount, signal)),
    transferPtc: fromPromise(({ input, signal }) =>
      transferPtc(input.amount, input.destMembershipId, signal),
    ),
    watchMember: fromCallback(({ sendBack }) => {
      const subscription = memberActor.subscribe((snapshot) => {
        if (snapshot.status === 'done')
          sendBack({ type: 'member.changed', memberId: snapshot.output?.id ?? null });
      });
      return () => subscription.unsubscribe();
    }),
  },
});
