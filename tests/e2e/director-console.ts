import type { Browser } from '@playwright/test';
import { expect, logIn, newContextAtTestTime } from './test-clock';

/** The demo director signed in on a phone at the event's console; close `context` when done. */
export async function openDirectorConsole(browser: Browser, eventId: number) {
  const context = await newContextAtTestTime(browser, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await logIn(page, 'director@example.com', 'Director#2026', `/event/${eventId}/director`);
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/director$`));
  return { context, page };
}
