import type { Locator, Page } from '@playwright/test';
import { expect } from './test-clock';

/**
 * A step's heading as a person sees it: inside the window, below the sticky header and above a bar fixed at the
 * bottom (the phone's tabs), and holding the focus.
 */
export async function expectStepHeading(heading: Locator) {
  await expect(heading).toBeFocused();
  const where = await heading.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    let top = 0;
    let bottom = window.innerHeight;
    for (const bar of document.querySelectorAll('header, nav')) {
      const { position } = getComputedStyle(bar);
      if (position !== 'sticky' && position !== 'fixed') continue;
      const box = bar.getBoundingClientRect();
      if (box.height === 0) continue;
      if (box.top <= 0) top = Math.max(top, box.bottom);
      else if (box.bottom >= window.innerHeight) bottom = Math.min(bottom, box.top);
    }
    return { top: rect.top, bottom: rect.bottom, clearTop: top, clearBottom: bottom };
  });
  expect(where.top, 'below the sticky header').toBeGreaterThanOrEqual(where.clearTop);
  expect(where.bottom, 'above the bottom of the window').toBeLessThanOrEqual(where.clearBottom);
}

/** Scrolls to the page's end, where a step's buttons are: the next step's heading must then come into view. */
export const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
