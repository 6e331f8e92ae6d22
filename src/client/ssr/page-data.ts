import type { HydrationState } from 'react-router-dom';
import type { Snapshot } from 'xstate';
import type { StoredLocation } from '../../../machines/location';
import type { LoggedMember } from '../../shared/contract/account';
import type { MenuArticle } from '../../shared/contract/article';
import { PAGE_DATA_ID } from '../../shared/server-rendering';
import { onServer, serverRequest } from './server-request';

/**
 * What the server used to draw the page (src/client/app/entry-server.tsx), written into it as JSON: the browser's
 * first render starts from the same values, so it takes over the server's markup instead of drawing anew.
 */
export interface PageData {
  /** The route loaders' answers, for the router to start from. */
  router: HydrationState;
  member: LoggedMember | null;
  aboutPages: MenuArticle[];
  /** The page's data actors as the server ran them (src/client/ssr/ssr-actors.ts). */
  actors: Record<string, Snapshot<unknown>>;
  /** The lazily loaded parts the server drew, loaded before the browser takes the page over. */
  parts: string[];
  now: number;
  mobile: boolean;
  /** The visitor's chosen place the page was drawn for (its cookie), null for none. */
  location: StoredLocation | null;
}

let read = false;
let data: PageData | null = null;

/** The page's data when the server drew it; null for a page the browser draws itself (or outside a browser). */
export function pageData(): PageData | null {
  if (!read && typeof document !== 'undefined') {
    read = true;
    const text = document.getElementById(PAGE_DATA_ID)?.textContent;
    data = text ? (JSON.parse(text) as PageData) : null;
  }
  return data;
}

let stillOnServerRenderedPage = true;

/**
 * Still on the page the server drew: parts of it hydrate as their code arrives (React hydrates each Suspense
 * boundary on its own), each from the server's values. Over at the first navigation.
 */
export const onServerRenderedPage = () => stillOnServerRenderedPage;

export function leaveServerRenderedPage() {
  stillOnServerRenderedPage = false;
}

/**
 * Whether the page is being drawn for a phone while the server draws it and while the browser is still on the
 * page the server drew (so both draw the same); undefined otherwise, when the browser's own answer counts at once.
 */
export function renderedForPhone(): boolean | undefined {
  if (onServer) return serverRequest()?.mobile;
  return stillOnServerRenderedPage ? pageData()?.mobile : undefined;
}
