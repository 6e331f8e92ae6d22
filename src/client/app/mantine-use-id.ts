import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` for the browser's build (vite.config.ts swaps it in): the id React gives, as Mantine's own
 * starts with. Mantine's then swaps it for a random one in a layout effect, so every component with an id (each
 * input, chip, tab) draws a second time right after a page is taken over, in one long task. React's ids already
 * agree between the server's drawing and the browser and are unique on the page.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
