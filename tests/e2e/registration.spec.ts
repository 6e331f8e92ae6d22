import { codeFor } from './sms-outbox';
import { expectStepHeading } from './step-heading';
import { expect, submitLogin, test } from './test-clock';

test('a new visitor registers with an SMS code and signs in with the new account', async ({
  page,
  request,
}) => {
  // The whole registration, an SMS code, and a first sign-in: on 2 busy cores it runs past 30 s.
  test.slow();
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const mobile = `04${digits}`;
  const typed = `${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`;

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register Account' })).toBeVisible();
  const steps = page.getByTestId('register-steps');
  await expect(steps.locator('button[data-progress]')).toContainText('Check Mobile');
  // Each step's heading comes into view below the sticky header and takes the focus.
  const stepHeading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
  await expectStepHeading(stepHeading('Check Mobile'));

  await page.getByLabel('Mobile').fill('0350 000 000');
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Invalid mobile number format')).toBeVisible();
  await page.getByLabel('Mobile').fill(typed);
  await page.getByRole('button', { name: 'Send Code' }).click();

  await expect(steps.locator('button[data-progress]')).toContainText('Verify Mobile');
  await expectStepHeading(stepHeading('Verify Mobile'));
  await expect(page.getByText(/Re-send verification code in 01:(30|29) seconds/)).toBeVisible();
  const code = await codeFor(request, mobile);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Invalid verification code.')).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(steps.locator('button[data-progress]')).toContainText('Register Account');
  await expectStepHeading(stepHeading('Register Account'));
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('casey1');
  await expect(page.getByTestId('password-strength')).toHaveText('Weak');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Casey#Tester26');
  await expect(page.getByTestId('password-strength')).toHaveText('Very Strong');
  await page.getByLabel('Confirm password').fill('Casey#Tester26');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'VIC - Victoria' }).click();
  await page.getByLabel('Postcode').fill('3000');
  await page.getByLabel('Date of birth').fill('15/06/1990');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Please tick the checkbox')).toBeVisible();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expectStepHeading(stepHeading('Welcome to the league!'));
  await page.getByRole('link', { name: 'Log in' }).click();
  await submitLogin(page, typed, 'Casey#Tester26');
  await expect(page).toHaveURL(/\/profile\?section=dashboard$/);
  const me = await page.request.get('/umbraco/api/account/getLoggedMember');
  expect(await me.json()).toMatchObject({ firstName: 'Casey', mobile, mobileVerified: true });
});

test('a visitor asks for an account to be deleted', async ({ page }) => {
  await page.goto('/accountDeleteRequest');
  await expect(page.getByRole('heading', { level: 1, name: 'Delete Account Request' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expect(page.getByText('Type is required')).toBeVisible();
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email', { exact: false }).first().fill('sam.lee@example.org');
  await page.getByLabel('Reason').fill('I have moved overseas.');
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByRole('heading', { name: 'Account Deletion Request Received' })).toBeVisible();
});
