import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { eventsTakingPtcAndCards } from './redeemable-events';
import { expect, logIn, newContextAtTestTime, test } from './test-clock';

/**
 * The staff queues (issue 34): a league admin approves a member's avatar, then processes that member's
 * account deletion request (verify, erase); the member can no longer sign in, and the leaderboards still add up.
 * Each viewport has a player of its own (seeded ACT players with results), so the projects never meet.
 */
const API = '/umbraco/api';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PLAYERS = {
  mobile: { email: 'leaving@example.com', password: 'Leaving#2026', first: 'Leah', last: 'Vance' },
  desktop: { email: 'departing@example.com', password: 'Departing#2026', first: 'Dylan', last: 'Porter' },
};
const ACT = 8;

interface Row {
  id: number;
  name: string;
  pts: number;
  winnings: number;
}
const board = async (request: APIRequestContext) => {
  const answer = await request.post(`${API}/Leaderboard/search`, { headers: XHR, data: { stateId: ACT } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Row[];
};

async function expectNoHorizontalScrollAt320(page: Page) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  if (viewport) await page.setViewportSize(viewport);
}

test('an admin approves an avatar and erases a member on their deletion request; the boards still add up', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const player = info.project.name === 'mobile' ? PLAYERS.mobile : PLAYERS.desktop;
  const name = `${player.first} ${player.last}`;

  // The player: signed in, their own row on the ACT board, an avatar sent for approval, then the deletion form.
  await logIn(page, player.email, player.password, '/accountDeleteRequest');
  const me = (await (await page.request.get(`${API}/account/getLoggedMember`)).json()) as { id: number };
  const own = (await board(page.request)).find((row) => row.id === me.id);
  expect(own?.pts, 'the player has standings to keep').toBeGreaterThan(0);
  const uploaded = await page.request.post(`${API}/Membership/UploadAvatar`, {
    headers: XHR,
    multipart: { uploadAvatar: { name: 'me.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.status()).toBe(200);
  const avatarUrl = ((await uploaded.json()) as { pendingAvatarUrl: string }).pendingAvatarUrl;

  await expect(page.getByRole('heading', { level: 1, name: 'Delete Account Request' })).toBeVisible();
  await page.getByLabel('First name').fill(player.first);
  await page.getByLabel('Last name').fill(player.last);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Reason').fill('I am moving overseas.');
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByRole('heading', { name: 'Account Deletion Request Received' })).toBeVisible();

  const visitor = await newContextAtTestTime(browser);
  const boardBefore = await board(visitor.request);

  // The league admin: the office's menu leads to the queues.
  const office = await newContextAtTestTime(browser, {
    viewport: page.viewportSize() ?? undefined,
    isMobile: info.project.name === 'mobile',
    hasTouch: info.project.name === 'mobile',
  });
  const admin = await office.newPage();
  await logIn(admin, 'admin@example.com', 'Admin#2026', '/admin');
  await admin
    .getByRole('navigation', { name: 'League office' })
    .getByRole('link', { name: 'Staff queues' })
    .click();
  await expect(admin).toHaveURL(/\/admin\/queues$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Staff queues' })).toBeVisible();
  await expect(admin.getByRole('img', { name: `Avatar uploaded by ${name}` })).toBeVisible();
  await expectNoSeriousViolations(admin);
  await expectNoHorizontalScrollAt320(admin);

  await admin.getByRole('button', { name: `Approve the avatar of ${name}` }).click();
  await expect(admin.getByRole('status')).toContainText('Avatar approved.');
  await expect(admin.getByRole('img', { name: `Avatar uploaded by ${name}` })).toHaveCount(0);
  const settings = await page.request.get(`${API}/Membership/GetPlayerAccountSettings`);
  expect(((await settings.json()) as { avatarUrl: string }).avatarUrl).toBe(avatarUrl);

  // The request beside the account its e-mail names; verify, then erase after the confirmation.
  const account = admin.getByText(`Account: ${name}, member `);
  await expect(account).toContainText(player.email);
  await admin.getByRole('button', { name: `Verify the request of ${name}` }).click();
  await expect(admin.getByRole('status')).toContainText('The request is verified');
  await admin.getByRole('button', { name: `Erase the account of ${name}` }).click();
  const confirm = admin.getByRole('group', { name: `Erase ${name}?` });
  await expect(confirm).toBeVisible();
  await expectNoSeriousViolations(admin);
  await confirm.getByRole('button', { name: 'Erase personal data' }).click();
  const pseudonym = `Deleted player ${me.id}`;
  await expect(admin.getByRole('status')).toContainText(`they are now ${pseudonym}`);
  await expect(admin.getByRole('heading', { level: 2, name: /^Erased recently/ })).toBeVisible();
  await expect(admin.getByText(pseudonym, { exact: true })).toBeVisible();
  await expect(admin.getByRole('button', { name: `Erase the account of ${name}` })).toHaveCount(0);
  await expectNoSeriousViolations(admin);
  await office.close();

  // The member's session is over, and their password no longer signs in.
  expect((await page.request.get(`${API}/account/getLoggedMember`)).status()).toBe(401);
  const again = await visitor.newPage();
  await again.goto('/login?returnUrl=%2Fprofile');
  await again.getByLabel('Email, mobile or membership number').fill(player.email);
  await again.getByLabel('Password').fill(player.password);
  await again.getByRole('button', { name: 'Login' }).click();
  await expect(again.getByRole('alert')).toBeVisible();
  await expect(again).toHaveURL(/\/login/);
  // Their approved avatar is gone with them.
  expect((await visitor.request.get(avatarUrl)).status()).toBe(404);

  // The ACT board: the same players, points and winnings in the same order; the erased player under the pseudonym.
  const boardAfter = await board(visitor.request);
  expect(boardAfter.map((r) => [r.id, r.pts, r.winnings])).toEqual(
    boardBefore.map((r) => [r.id, r.pts, r.winnings]),
  );
  for (const row of boardAfter.filter((r) => r.id === me.id)) expect(row.name).toBe(pseudonym);
  expect(boardAfter.some((r) => r.name === name)).toBe(false);
  await visitor.close();
});

test('an admin refunds a ticket bought with PTC and a card: the ticket is voided and the PTC come back', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  // The member buys a ticket with 5 PTC and the rest by card (the sandbox's test Visa).
  await logIn(page, 'member@example.com', 'Member#2026', '/profile');
  // Each viewport buys a ticket to an event of its own.
  const other = (await eventsTakingPtcAndCards(page.request, 2))[info.project.name === 'mobile' ? 0 : 1];
  if (!other) throw new Error('no event to buy');
  const access = (await (await page.request.get(`${API}/membership/getSecurePayToken`)).json()) as {
    access_token: string;
  };
  const card = await page.request.post(`${API}/payment/tokenizeCard`, {
    headers: XHR,
    data: {
      accessToken: access.access_token,
      cardNumber: '4111111111111111',
      expiryMonth: 12,
      expiryYear: 2099,
      cvv: '123',
      cardholderName: 'Mia Callaghan',
    },
  });
  expect(card.status()).toBe(200);
  const bought = await page.request.post(`${API}/Membership/PurchaseEventTicket`, {
    headers: XHR,
    data: {
      eventId: other.id,
      ptcAmount: 5,
      creditCardAmount: (other.buyInAmount - 5) * 100,
      cardToken: ((await card.json()) as { token: string }).token,
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(bought.status()).toBe(200);
  const { redeemCode, purchaseGuid } = (await bought.json()) as { redeemCode: string; purchaseGuid: string };
  const receipt = (await (
    await page.request.get(`${API}/membership/purchaseReceipt?purchaseGuid=${purchaseGuid}`)
  ).json()) as { orderId: string };
  const orderId = receipt.orderId;

  // The league admin finds it by its order number and refunds it with a reason.
  const office = await newContextAtTestTime(browser, {
    viewport: page.viewportSize() ?? undefined,
    isMobile: info.project.name === 'mobile',
    hasTouch: info.project.name === 'mobile',
  });
  const admin = await office.newPage();
  await logIn(admin, 'admin@example.com', 'Admin#2026', '/admin/queues');
  await expect(admin.getByRole('heading', { level: 1, name: 'Staff queues' })).toBeVisible();
  await admin.getByLabel('Order number, membership number or e-mail').fill(orderId);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 2, name: 'Ticket purchases (1)' })).toBeVisible();
  await admin.getByRole('button', { name: `Refund ${orderId}` }).click();
  await admin.getByRole('button', { name: 'Refund purchase' }).click();
  await expect(admin.getByText('Please give the member a reason.')).toBeVisible();
  await admin.getByLabel('Reason for the refund').fill('The night was cancelled.');
  await expectNoSeriousViolations(admin);
  await admin.getByRole('button', { name: 'Refund purchase' }).click();
  await expect(admin.getByRole('status')).toContainText(`${orderId} is refunded`);
  await expect(admin.getByText(`${orderId}: `, { exact: false })).toBeVisible();
  await expect(admin.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(admin.getByRole('button', { name: `Refund ${orderId}` })).toHaveCount(0);
  await office.close();

  // The member's ticket is gone from their tickets, and the PTC are back in their ledger.
  const tickets = (await (await page.request.get(`${API}/Membership/EventTickets`)).json()) as {
    redeemCode: string | null;
  }[];
  expect(tickets.some((t) => t.redeemCode === redeemCode)).toBe(false);
  const summary = (await (await page.request.get(`${API}/Membership/GetPTCSummary`)).json()) as {
    transactions: { description: string; totalCredit: number }[];
  };
  expect(summary.transactions).toContainEqual(
    expect.objectContaining({ description: expect.stringContaining(`(${orderId})`), totalCredit: 5 }),
  );
});
