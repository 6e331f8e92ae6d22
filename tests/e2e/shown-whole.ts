import type { Locator } from '@playwright/test';

/** Whether an element's text is shown whole: not cut by its own box or pushed past the window's edge. */
export function shownWhole(locator: Locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.scrollWidth <= el.clientWidth + 1 && box.right <= document.documentElement.clientWidth + 1;
  });
}
