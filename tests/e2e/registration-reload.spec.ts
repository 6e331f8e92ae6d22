import type { Page } from '@playwright/test';
import { codesFor } from './sms-outbox';
import { appStarted, expect, submitLogin, test } from './test-clock';

async function reload(page: Page) {
  await page.reload();
  await appStarted(page);
}

const countdown = (page: Page) => page.getByText(/^Re-send verification code in \d\d:\d\d seconds$/);
const secondsLeft = async (page: Page) => {
  const [, mm, ss] = /(\d\d):(\d\d)/.exec((await countdown(page).textContent()) ?? '') ?? [];
  return Number(mm) * 60 + Number(ss);
};

test('a registration survives reloads: the step, the form and the resend lock come back, the password does not', async ({
  page,
  request,
}) => {
  // Three reloads and a first sign-in on 2 busy cores.
  test.slow();
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const mobile = `04${digits}`;
  const typed = `${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`;
  const steps = page.getByTestId('register-steps');

  await page.goto('/register');
  await appStarted(page);
  await page.getByLabel('Mobile').fill(typed);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(steps.locator('button[data-progress]')).toContainText('Verify Mobile');
  await expect(countdown(page)).toBeVisible();
  await expect.poll(() => codesFor(request, mobile)).toHaveLength(1);

  // A reload keeps Verify Mobile and the lock of the code already sent; no second code goes out.
  await reload(page);
  await expect(steps.locator('button[data-progress]')).toContainText('Verify Mobile');
  await expect(page.getByText(mobile, { exact: true })).toBeVisible();
  await expect(countdown(page)).toBeVisible();
  expect(await secondsLeft(page)).toBeLessThanOrEqual(90);
  expect(await secondsLeft(page)).toBeGreaterThan(30);
  expect(await codesFor(request, mobile)).toHaveLength(1);

  // The same mobile again within the lock: the server sends none and says how long; no error, and the code
  // sent first still verifies.
  await page.getByRole('button', { name: 'Change mobile' }).click();
  await page.getByLabel('Mobile').fill(typed);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(steps.locator('button[data-progress]')).toContainText('Verify Mobile');
  await expect(countdown(page)).toBeVisible();
  expect(await secondsLeft(page)).toBeLessThanOrEqual(90);
  await expect(page.getByText(/Error occured!/)).toHaveCount(0);
  const [code] = await codesFor(request, mobile);
  expect(await codesFor(request, mobile)).toHaveLength(1);
  await page.getByLabel('Verification code').fill(code as string);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(steps.locator('button[data-progress]')).toContainText('Register Account');

  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Reload');
  await page.getByLabel('Email (optional)').fill(`robin.${digits}@example.org`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Robin#Reload26');
  await page.getByLabel('Confirm password').fill('Robin#Reload26');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'VIC - Victoria' }).click();
  await page.getByLabel('Postcode').fill('3000');
  await page.getByLabel('Date of birth').fill('15/06/1990');
  const kept = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(kept).toContain('Robin');
  expect(kept).not.toContain('Robin#Reload26');

  // A reload keeps Register Account and what was typed, except the password.
  await reload(page);
  await expect(steps.locator('button[data-progress]')).toContainText('Register Account');
  await expect(page.getByLabel('First name')).toHaveValue('Robin');
  await expect(page.getByLabel('Last name')).toHaveValue('Reload');
  await expect(page.getByLabel('Postcode')).toHaveValue('3000');
  await expect(page.getByLabel('Date of birth')).toHaveValue('15/06/1990');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('VIC - Victoria');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Robin#Reload26');
  await page.getByLabel('Confirm password').fill('Robin#Reload26');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  // The Result names the membership number, also after a reload, and it signs in.
  await expect(page.getByText('Welcome to the league!')).toBeVisible();
  const membershipNumber = (await page.getByTestId('membership-number').textContent()) ?? '';
  expect(membershipNumber).toMatch(/^\d+$/);
  await reload(page);
  await expect(page.getByTestId('membership-number')).toHaveText(membershipNumber);
  await page.getByRole('link', { name: 'Log in' }).click();
  await submitLogin(page, membershipNumber, 'Robin#Reload26');
  await expect(page).toHaveURL(/\/profile\?section=dashboard$/);
});
