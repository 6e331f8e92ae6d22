import type { Browser } from '@playwright/test';
import { expect, newContextAtTestTime } from './test-clock';

/** The demo director signed in on a phone at the event's console; close `context` when done. */
export async function openDirectorConsole(browser: Browser, eventId: number) {
  const context = await newContextAtTestTime(browser, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/login?returnUrl=${encodeURIComponent(`/event/${eventId}/director`)}`);
  await page.getByLabel('Email, mobile or membership number').fill('director@example.com');
  await page.getByLabel('Password').fill('Director#2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/director$`));
  return { context, page };
}
