import type { APIRequestContext } from '@playwright/test';
import { expect } from './test-clock';

/**
 * The codes the local SMS outbox holds for one mobile, newest first (the development outbox page, asked for that
 * mobile only: other tests' messages, and the league's own reminders, never push this one's out of the page).
 */
export async function codesFor(request: APIRequestContext, mobile: string) {
  const answer = await request.get(`/dev/sms-outbox?to=${mobile}`);
  const outbox = (await answer.json()) as { to: string; body: string }[];
  return outbox.map((m) => /(\d{6})/.exec(m.body)?.[1] ?? '');
}

/** The latest code sent to a mobile, once the outbox has it. */
export async function codeFor(request: APIRequestContext, mobile: string) {
  let code = '';
  await expect(async () => {
    [code = ''] = await codesFor(request, mobile);
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return code;
}
