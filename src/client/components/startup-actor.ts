import { useSelector } from '@xstate/react';
import { type Actor, createActor, type PromiseActorLogic, type PromiseSnapshot } from 'xstate';
import { type PageData, pageData } from '../ssr/page-data';
import { onServer, serverRequest } from '../ssr/server-request';

/** What the server knows of the visitor when it draws a page, and writes into it (PageData). */
type Drawn = Pick<PageData, 'member' | 'aboutPages'>;

/**
 * A call the app makes once at start (main.tsx starts the actor), and its answer for views. On a page the server
 * drew, it has already answered: with what the server drew the page with (the page's data in the browser, the
 * request being drawn on the server).
 */
export function startupActor<T>(logic: PromiseActorLogic<T>, renderedValue: (drawn: Drawn) => T, none: T) {
  const drawn = pageData();
  const actor: Actor<PromiseActorLogic<T>> = createActor(
    logic,
    drawn ? { snapshot: { status: 'done', output: renderedValue(drawn), error: undefined } } : undefined,
  );
  const answerOf = (snapshot: PromiseSnapshot<T, unknown>) =>
    snapshot.status === 'done' ? snapshot.output : none;
  function useValue(): T {
    const value = useSelector(actor, answerOf);
    const request = onServer ? serverRequest() : undefined;
    return request ? renderedValue(request) : value;
  }
  return { actor, useValue };
}
