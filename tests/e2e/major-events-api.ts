import type { Page } from '@playwright/test';
import { expect } from './test-clock';

/** The name of the state's first major event, as the API lists them (the home page's first banner). */
export async function firstMajorEvent(page: Page, state: string): Promise<string> {
  const answer = await page.request.get(`/umbraco/api/majorevent/getall?state=${state}`);
  const events = (await answer.json()) as { name: string }[];
  expect(events.length, `${state} has major events`).toBeGreaterThan(0);
  return events[0]?.name ?? '';
}
