import { fromPromise } from 'xstate';
import { ptcSummaryMachine } from '../../../../machines/ptc-summary';
import { useSsrActor } from '../../ssr/ssr-actors';
import { getPtcSummary } from './api';
import { PtcSummaryContext, PtcSummaryPage } from './PtcSummaryPage';

const livePtcSummaryMachine = ptcSummaryMachine.provide({
  actors: { loadSummary: fromPromise(({ signal }) => getPtcSummary(signal)) },
});

/** /profile/ptc (own only; the router asks visitors to log in). */
export function Component() {
  return (
    <PtcSummaryContext.Provider
      logic={livePtcSummaryMachine}
      options={useSsrActor(livePtcSummaryMachine, {})}
    >
      <PtcSummaryPage />
    </PtcSummaryContext.Provider>
  );
}
