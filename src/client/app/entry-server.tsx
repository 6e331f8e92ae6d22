import { AsyncLocalStorage } from 'node:async_hooks';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { type AnyActorRef, createActor, type Snapshot } from 'xstate';
import {
  type PageCall,
  type RenderedPageShape,
  type RenderPage,
  ssrCallKey,
} from '../../shared/server-rendering';
import { sanitiseIn } from '../components/rich-content';
import type { PageData } from '../ssr/page-data';
import { readServerRequestFrom, type ServerRequest } from '../ssr/server-request';
import type { SsrActors } from '../ssr/ssr-actors';
import { AppRoot } from './AppRoot';
import { listGeneralArticles } from './api';
import { readStoredLocation } from './location/location-storage';
import { routes } from './router';
import { menuPages } from './shell/about-pages';

const requests = new AsyncLocalStorage<ServerRequest>();
readServerRequestFrom(() => requests.getStore());
sanitiseIn(new JSDOM('').window);
const handler = createStaticHandler(routes);

/** The page is drawn again while actors met in the last drawing have run (a page's sections, then theirs). */
const MAX_DRAWINGS = 4;
/** How long the server waits for a page's calls before sending what it has (the browser goes on from there). */
const SETTLE_MS = 1_500;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The page's markup, once every part it loads (React.lazy) has loaded: a page drawn whole. */
async function markup(page: ReactNode): Promise<string> {
  // Each part inline, whatever its size: outlined parts would need React's inline scripts to show them.
  const { prelude } = await prerenderToNodeStream(page, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/**
 * Counts the calls in flight, so the server can tell when the page's actors have their answers, and keeps which
 * calls were made.
 */
function countingCalls(call: PageCall) {
  let inFlight = 0;
  const made = new Set<string>();
  const counted: PageCall = async (...args) => {
    made.add(ssrCallKey(...args));
    inFlight += 1;
    try {
      return await call(...args);
    } finally {
      inFlight -= 1;
    }
  };
  /** Resolves once no call has been in flight for two turns of the event loop, or at the deadline. */
  const settled = async (deadline: number) => {
    let quiet = 0;
    while (quiet < 2 && Date.now() < deadline) {
      await (inFlight > 0 ? new Promise((resolve) => setTimeout(resolve, 2)) : nextTurn());
      quiet = inFlight === 0 ? quiet + 1 : 0;
    }
  };
  return { counted, settled, made };
}

/** Runs the actors met in a drawing until their calls have answered; keeps each one's persisted snapshot. */
async function settleActors(drawn: SsrActors, settled: (deadline: number) => Promise<void>) {
  const started: [string, AnyActorRef][] = [];
  for (const [id, { logic, input }] of drawn.unsettled ?? []) {
    const actor = createActor(logic, { input });
    // A failing actor keeps its start (the browser runs it anew), not an error snapshot.
    actor.subscribe({ error: () => {} });
    actor.start();
    started.push([id, actor]);
  }
  drawn.unsettled?.clear();
  await settled(Date.now() + SETTLE_MS);
  for (const [id, actor] of started) {
    // A machine leaving the page (its state tagged `navigating`) is left to the browser, which runs it again:
    // navigating is something only the browser can do. One that has finished (an unknown venue) is kept: the page
    // it draws says where to go instead (PageRedirect).
    const snapshot = actor.getSnapshot() as Snapshot<unknown> & { hasTag?: (tag: string) => boolean };
    if ((snapshot.status === 'active' || snapshot.status === 'done') && !snapshot.hasTag?.('navigating'))
      drawn.snapshots[id] = actor.getPersistedSnapshot() as Snapshot<unknown>;
    actor.stop();
  }
}

/**
 * Draws a page on the server: the route's loaders and the page's data actors run against the API in-process,
 * then the page is drawn with their answers, which go with it (PageData) for the browser to take it over.
 */
export const renderPage: RenderPage = (page) => {
  const { counted, settled, made } = countingCalls(page.call);
  const request: ServerRequest = {
    ...page,
    call: counted,
    aboutPages: [],
    renderedParts: new Set(),
  };
  return requests.run(request, async (): Promise<RenderedPageShape> => {
    request.aboutPages = await listGeneralArticles()
      .then(menuPages)
      .catch(() => []);

    const context = await handler.query(new Request(new URL(page.url, 'http://localhost')));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    if (context.errors) return { kind: 'client' };
    const router = createStaticRouter(handler.dataRoutes, context);
    const drawn: SsrActors = { snapshots: {}, unsettled: new Map() };
    let html = '';
    for (let drawing = 1; drawing <= MAX_DRAWINGS; drawing++) {
      html = await markup(
        <AppRoot drawn={drawn}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppRoot>,
      );
      if (request.redirect) return { kind: 'redirect', status: 302, location: request.redirect };
      if (!drawn.unsettled?.size || drawing === MAX_DRAWINGS) break;
      await settleActors(drawn, settled);
    }
    const data: PageData = {
      router: { loaderData: context.loaderData, actionData: context.actionData },
      member: request.member,
      aboutPages: request.aboutPages,
      actors: drawn.snapshots,
      parts: [...request.renderedParts],
      now: page.now,
      mobile: page.mobile,
      location: readStoredLocation(),
    };
    const modules = context.matches.flatMap(({ route }) => {
      const module = (route.handle as { module?: string } | undefined)?.module;
      return module ? [module] : [];
    });
    return { kind: 'page', status: context.statusCode, html, data, modules, calls: [...made] };
  });
};
