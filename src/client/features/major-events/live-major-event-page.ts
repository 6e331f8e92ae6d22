import { fromPromise } from 'xstate';
import { majorEventPageMachine } from '../../../../machines/major-event-page';
import type { Qualifier } from '../../../shared/contract/major-event';
import { getAplptMajorEvent, getMajorEvent, getMajorEventQualifiers, getMasterQualifiers } from './api';

/** One name once: a qualifier of both the event and its linked event is listed once. */
function merge(lists: Qualifier[][]): Qualifier[] {
  const byName = new Map<string, Qualifier>();
  for (const q of lists.flat()) if (!byName.has(q.name)) byName.set(q.name, q);
  return [...byName.values()];
}

/** The major event page machine wired to the server. */
export const liveMajorEventPageMachine = majorEventPageMachine.provide({
  actors: {
    loadMajorEvent: fromPromise(({ input, signal }) =>
      input.aplpt ? getAplptMajorEvent(input.name, signal) : getMajorEvent(input.name, signal),
    ),
    loadQualifiers: fromPromise(async ({ input, signal }: { input: number[]; signal: AbortSignal }) =>
      merge(await Promise.all(input.map((id) => getMajorEventQualifiers(id, signal)))),
    ),
    loadMaster: fromPromise(({ input, signal }: { input: number; signal: AbortSignal }) =>
      getMasterQualifiers(input, signal),
    ),
  },
});
