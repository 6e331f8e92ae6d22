import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { codeFor } from './sms-outbox';
import { AT_ONE_SIZE, expect, logIn, submitLogin, test } from './test-clock';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function expectNoHorizontalScrollAt320(page: Page) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 700 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
  if (viewport) await page.setViewportSize(viewport);
}

test('the demo member changes the suburb and uploads an avatar, pending approval', async ({ page }, info) => {
  await logIn(page, 'member@example.com', 'Member#2026', '/profile/account');
  await expect(page).toHaveURL(/^[^?]*\/profile\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  for (const section of ['Personal details', 'Login', 'Contact', 'Avatar', 'Marketing preferences'])
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScrollAt320(page);

  const suburb = `Fitzroy ${info.project.name}`;
  await page.getByLabel('Suburb').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Suburb is required.')).toBeVisible();

  await page.getByLabel('Suburb').fill(suburb);
  await page
    .getByLabel('Avatar image')
    .setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    page.getByText(
      'Your avatar is ready to upload. Please click the Save button below to upload the avatar.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved!')).toBeVisible();
  const pending = page.getByTestId('avatar-pending');
  await expect(pending.getByText('Pending approval')).toBeVisible();
  await expect(pending.getByRole('img', { name: 'Your new avatar' })).toHaveAttribute(
    'src',
    /^\/avatars\/[a-f0-9]{32}\.png\?v=\d+$/,
  );

  await page.reload();
  await expect(page.getByLabel('Suburb')).toHaveValue(suburb);
  await expect(page.getByTestId('avatar-pending')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a file that is not JPG or PNG is refused before saving', AT_ONE_SIZE, async ({ page }) => {
  await logIn(page, 'director@example.com', 'Director#2026', '/profile/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await page
    .getByLabel('Avatar image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Only upload JPG/PNG file is allowed.')).toBeVisible();
});

test('an unverified demo member verifies the mobile and goes on to the profile', async ({ page }, info) => {
  // One seeded unverified member per viewport, so the projects running side by side do not meet.
  const account =
    info.project.name === 'mobile'
      ? { email: 'newcomer@example.com', password: 'Newcomer#2026', mobile: '0445678901' }
      : { email: 'guest@example.com', password: 'Guest#2026', mobile: '0456789012' };
  await logIn(page, account.email, account.password, '/redeem/verify?returnUrl=/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Mobile' })).toBeVisible();
  await expect(page.getByLabel('Mobile')).toHaveValue(
    `${account.mobile.slice(0, 4)} ${account.mobile.slice(4, 7)} ${account.mobile.slice(7)}`,
  );
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText(/Re-send verification code in 01:(30|29) seconds/)).toBeVisible();
  const code = await codeFor(page.request, account.mobile);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page).toHaveURL(/^[^?]*\/profile$/);
  const me = await page.request.get('/umbraco/api/account/getLoggedMember');
  expect(await me.json()).toMatchObject({ mobile: account.mobile, mobileVerified: true });
});

test('a member who forgot the password resets it with a code sent to the verified mobile', async ({
  page,
}, info) => {
  const account =
    info.project.name === 'mobile'
      ? { email: 'forgetful@example.com', mobile: '0467890123', firstName: 'Oscar' }
      : { email: 'absent@example.com', mobile: '0478901234', firstName: 'Sky' };
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScrollAt320(page);

  await page.getByLabel('Mobile').fill(`${account.mobile.slice(0, 4)} ${account.mobile.slice(4)}`);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Re-send code' })).toBeDisabled();
  const code = await codeFor(page.request, account.mobile);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('weakpass');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('weakpass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Invalid password. Password not strong enough')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh#Start26');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Fresh#Start26');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await submitLogin(page, account.email, 'Fresh#Start26');
  const me = await page.request.get('/umbraco/api/account/getLoggedMember');
  expect(await me.json()).toMatchObject({ firstName: account.firstName, mobile: account.mobile });
});
