import { type ComponentType, lazy } from 'react';
import { onServer, serverRequest } from '../ssr/server-request';

const loaders = new Map<string, () => Promise<unknown>>();

/**
 * A part of a page whose code loads when it is first drawn (React.lazy), by name. The server, which draws it
 * whole, lists the parts it drew; the browser loads their code before taking the page over (src/client/app/
 * main.tsx), so those parts answer a click at once instead of waiting for their code.
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  loaders.set(name, load);
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Part(props: P) {
    if (onServer) serverRequest()?.renderedParts.add(name);
    return <Lazy {...props} />;
  };
}

/** Loads the code of the parts the server drew (each named by lazyPart, once its module has run). */
export const loadRenderedParts = (names: string[]) => Promise.all(names.map((name) => loaders.get(name)?.()));
