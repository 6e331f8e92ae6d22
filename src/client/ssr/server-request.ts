import type { MenuArticle } from '../../shared/contract/article';
import type { PageRequestShape } from '../../shared/server-rendering';

/**
 * What the server knows of the request a page is drawn for (src/client/app/entry-server.tsx). The same values
 * reach the browser in the page's data (src/client/ssr/page-data.ts), so its first render matches the server's.
 */
export interface ServerRequest extends PageRequestShape {
  aboutPages: MenuArticle[];
  /** The lazily loaded parts drawn (src/client/components/lazy-part.tsx). */
  renderedParts: Set<string>;
  /** Where a page drawn sends the visitor instead (src/client/components/PageRedirect.tsx). */
  redirect?: string;
}

/** True in Node, where pages are drawn for their first paint; the same module runs in the browser. */
export const onServer = import.meta.env.SSR && typeof window === 'undefined';

let source: () => ServerRequest | undefined = () => undefined;

/** The request being drawn, on the server; undefined in the browser. */
export const serverRequest = (): ServerRequest | undefined => source();

/** Where serverRequest reads from: the server's per-request storage (set once by entry-server). */
export function readServerRequestFrom(read: () => ServerRequest | undefined) {
  source = read;
}
