import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { remoteListMachine } from '../../../machines/remote-list';
import { useSsrActor } from '../ssr/ssr-actors';
import { inspectOptions } from './inspector';

declare const listTypes: unique symbol;

/** The remote-list chart provided with a view's load: it remembers the types of its items and request. */
export type RemoteListLogic<TItem, TRequest> = typeof remoteListMachine & {
  readonly [listTypes]?: [TItem, TRequest];
};

/** The remote-list chart for one kind of list: `load` answers a request (and stops on `signal`). */
export function remoteListOf<TItem, TRequest>(
  load: (request: TRequest, signal: AbortSignal) => Promise<TItem[]>,
): RemoteListLogic<TItem, TRequest> {
  return remoteListMachine.provide({
    actors: { loadList: fromPromise(({ input, signal }) => load(input as TRequest, signal)) },
  });
}

/**
 * A view's remote list for one request: which state it is in, its items and the retry. The machine keeps
 * the request it started with: key the view by the request.
 */
export function useRemoteList<TItem, TRequest>(logic: RemoteListLogic<TItem, TRequest>, request: TRequest) {
  const actor = useActorRef(logic, useSsrActor(logic, { input: { request }, ...inspectOptions() }));
  const status = useSelector(actor, (s) => s.value);
  const items = useSelector(actor, (s) => s.context.items as TItem[]);
  return { status, items, retry: () => actor.send({ type: 'list.retry' }) };
}
