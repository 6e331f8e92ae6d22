import type { APIRequestContext, Page } from '@playwright/test';
import { eventsTakingPtcAndCards, type Redeemable } from './redeemable-events';
import { expectStepHeading, scrollToBottom } from './step-heading';
import { expect, PHONE_ONLY, submitLogin, test } from './test-clock';

/** Redeemable events are a member's question: asked here by the demo member, beside the visitor's page. */
async function eventForVisitor(
  playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
) {
  const member = await playwright.request.newContext({ baseURL });
  const signedIn = await member.post('/login', {
    form: { username: 'member@example.com', password: 'Member#2026', returnUrl: '/' },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  const [event] = (await eventsTakingPtcAndCards(member, 1)) as Redeemable[];
  await member.dispose();
  return event as Redeemable;
}

async function fillCard(page: Page) {
  await page.getByLabel('Name on card').fill('Mia Callaghan');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill('12/29');
  await page.getByLabel('CVV').fill('123');
}

/** What the spec's 2% surcharge makes of a card's part in whole dollars: "$20.40 AUD". */
const charged = (dollars: number) => `$${((dollars * 102) / 100).toFixed(2)} AUD`;

test('a visitor’s Purchase Ticket signs in, comes back to the purchase, and the code stays in view and on reload', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const event = await eventForVisitor(playwright, baseURL);
  const id = event?.id ?? 0;
  await page.goto(`/event/${id}`);
  await page.getByRole('link', { name: 'Purchase Ticket' }).first().click();
  await page.waitForURL(/\/login\?/);
  // The spec's /redeem/verify?returnUrl=/redeem/event/{id}, its own returnUrl encoded.
  const back = new URL(new URL(page.url()).searchParams.get('returnUrl') ?? '', page.url());
  expect([back.pathname, back.searchParams.get('returnUrl')]).toEqual([
    '/redeem/verify',
    `/redeem/event/${id}`,
  ]);
  await submitLogin(page, 'member@example.com', 'Member#2026');
  // The member's mobile is verified: the verify step goes straight on to the purchase.
  await expect(page).toHaveURL(new RegExp(`/redeem/event/${id}$`));
  await expect(page.getByRole('heading', { name: 'Total Amount' })).toBeVisible();
  await expectStepHeading(page.getByRole('heading', { name: 'Redeem Event Ticket' }));

  await page.getByRole('slider').focus();
  await page.getByRole('slider').press('Home');
  await expect(page.getByTestId('total-amount')).toHaveText(`0 PTC + $${event?.buyInAmount} AUD`);
  await fillCard(page);
  await scrollToBottom(page);
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await page.waitForURL(/\/redeem\/receipt\/[0-9a-f-]{36}$/);
  const success = page.getByRole('heading', { name: /^Success! Your code is [A-Z2-9]{6}$/ });
  await expectStepHeading(success);
  const heading = (await success.textContent()) ?? '';
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByRole('row', { name: /^Charged to your card/ })).toHaveText(
    `Charged to your card${charged(event?.buyInAmount ?? 0)}`,
  );
  await expect(receipt.getByRole('row', { name: /^PTC used/ })).toHaveText('PTC used0 PTC');

  await scrollToBottom(page);
  await page.reload();
  await expectStepHeading(page.getByRole('heading', { name: heading }));
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await expect(page.getByTestId('receipt').getByRole('row', { name: /^Charged to your card/ })).toHaveText(
    `Charged to your card${charged(event?.buyInAmount ?? 0)}`,
  );

  // The Voucher History keeps the receipt, with a way back to the purchase's address.
  const address = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Voucher History' }).click();
  await expect(page).toHaveURL(/\/profile\/ticketChange$/);
  const link = page.locator(`a[href="${address}"]`);
  await expect(link).toHaveCount(1);
  const card = page.locator('[data-kind]').filter({ has: link });
  await expect(card.getByText(`Code: ${heading.replace('Success! Your code is ', '')}`)).toBeVisible();
  await expect(card.getByText(`Charged to your card: ${charged(event?.buyInAmount ?? 0)}`)).toBeVisible();
  await link.click();
  await expectStepHeading(page.getByRole('heading', { name: heading }));
});

test('a visitor whose mobile is not verified signs in to Verify Your Mobile, which keeps the purchase as its return', async ({
  page,
  playwright,
  baseURL,
}, info) => {
  // Members of its own, one per viewport: account.spec.ts verifies the other unverified demo members meanwhile.
  const [username, password] =
    info.project.name === 'mobile'
      ? ['traveller@example.com', 'Traveller#2026']
      : ['wanderer@example.com', 'Wanderer#2026'];
  const event = await eventForVisitor(playwright, baseURL);
  await page.goto(`/event/${event?.id}`);
  await page.getByRole('link', { name: 'Purchase Ticket' }).first().click();
  await page.waitForURL(/\/login\?/);
  await submitLogin(page, username, password);
  await page.waitForURL(/\/redeem\/verify\?/);
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(`/redeem/event/${event?.id}`);
  // The form, not a pass straight on to the purchase: the member's mobile is still to be verified.
  await expect(page.getByLabel('Mobile')).toBeVisible();
  await expectStepHeading(page.getByRole('heading', { name: 'Verify Your Mobile' }));
});

test('the PROFILE tab signs a visitor in and returns to the profile', PHONE_ONLY, async ({ page }) => {
  // The tabs are the phone layout's.
  await page.goto('/leaderboards');
  await page.getByRole('navigation', { name: 'Tabs' }).getByText('PROFILE').click();
  await page.waitForURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/profile');
  await submitLogin(page, 'rival@example.com', 'Rival#2026');
  await expect(page).toHaveURL(/\/profile$/);
});
