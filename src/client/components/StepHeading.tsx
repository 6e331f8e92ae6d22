import { Title, type TitleProps } from '@mantine/core';

/** Room left between the sticky header and a heading brought into view. */
const GAP_PX = 12;

/** Fields a person types into: a heading drawn while they type (the app taking the page over) leaves them be. */
const TYPING =
  'input:not([type=button]):not([type=submit]):not([type=checkbox]):not([type=radio]), textarea, select';

const pinned = (element: Element) => {
  const { position } = getComputedStyle(element);
  return position === 'sticky' || position === 'fixed';
};

/** The band of the window no sticky header or fixed bottom bar covers. */
function clearBand() {
  let top = 0;
  let bottom = window.innerHeight;
  for (const bar of document.querySelectorAll('header, nav')) {
    if (!pinned(bar)) continue;
    const rect = bar.getBoundingClientRect();
    if (rect.height === 0) continue;
    if (rect.top <= 0) top = Math.max(top, rect.bottom);
    else if (rect.bottom >= window.innerHeight) bottom = Math.min(bottom, rect.top);
  }
  return { top, bottom };
}

function bringIntoView(heading: HTMLElement) {
  const active = document.activeElement;
  if (active instanceof HTMLElement && (active.matches(TYPING) || active.isContentEditable)) return;
  const band = clearBand();
  const rect = heading.getBoundingClientRect();
  if (rect.top < band.top || rect.bottom > band.bottom)
    window.scrollTo({ top: window.scrollY + rect.top - band.top - GAP_PX });
  heading.focus({ preventScroll: true });
}

/** One function for every heading: React calls a ref again only when it changes, i.e. when the heading is new. */
const takeView = (heading: HTMLHeadingElement | null) => {
  if (heading) bringIntoView(heading);
};

/**
 * The heading of a wizard's step or of a flow's result. Drawn when the flow enters the step, it comes into view
 * below the sticky header and takes the focus, so the page does not stay scrolled to the step before and a
 * screen reader reads where the person now is.
 */
export function StepHeading(props: TitleProps) {
  return <Title {...props} tabIndex={-1} ref={takeView} />;
}
