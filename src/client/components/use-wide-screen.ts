import { useMediaQuery } from '@mantine/hooks';
import { renderedForPhone } from '../ssr/page-data';

const WIDE = '(min-width: 62em)';

/**
 * A screen 992 px wide or more. Known from the first render, not after an effect: mounting the other layout first
 * would load its sections twice. A page the server drew starts from the server's guess (a phone's browser says
 * so) and corrects it after taking the markup over.
 */
export function useWideScreen(): boolean {
  const phone = renderedForPhone();
  return useMediaQuery(WIDE, phone === undefined ? window.matchMedia(WIDE).matches : !phone);
}
