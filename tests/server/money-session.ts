import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { SANDBOX_TEST_CARDS } from '../../src/server/providers/payments';
import { daysFromNow, signIn, type TestApp } from './test-app';

export const API = '/umbraco/api';
export const MEMBER_ID = 100_000;
export const RIVAL_ID = 100_001;

/** A signed-in member calling the API through app.inject, as the app would. */
export async function memberSession(app: TestApp, email: string, password: string) {
  const cookie = await signIn(app, email, password);
  const post = (url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `${API}${url}`,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      payload,
    });
  return {
    get: (url: string) => app.inject({ method: 'GET', url: `${API}${url}`, headers: { cookie } }),
    post,
    purchase: (body: object) => post('/Membership/PurchaseEventTicket', body),
    /** A single-use token from the sandbox's card form for this card number. */
    async cardToken(cardNumber: string = SANDBOX_TEST_CARDS.approveVisa) {
      const access = await app.inject({
        method: 'GET',
        url: `${API}/membership/getSecurePayToken`,
        headers: { cookie },
      });
      const response = await post('/payment/tokenizeCard', {
        accessToken: access.json().access_token,
        cardNumber,
        expiryMonth: 12,
        expiryYear: 2099,
        cvv: '123',
        cardholderName: 'Alex Member',
      });
      expect(response.statusCode).toBe(200);
      return response.json().token as string;
    },
  };
}
export type MemberSession = Awaited<ReturnType<typeof memberSession>>;

export interface OpenEvent {
  id: number;
  buy_in_amount: number;
}

/** Events open for registration that take both PTC and cards, soonest first. */
export async function openEvents(database: Database, where = sql`true`) {
  const { rows } = (await database.db.execute(sql`
    select id, buy_in_amount from events
    where event_status_id = 1 and starts_at > ${daysFromNow(2)} and buy_in_amount > 0
      and ptc_redeemable and credit_card_redeemable and ${where}
    order by starts_at, id limit 20`)) as unknown as { rows: OpenEvent[] };
  expect(rows.length).toBeGreaterThan(2);
  return rows;
}

/** Every member's balance is the sum of their ledger, and never below zero. */
export async function expectLedgerHolds(database: Database) {
  const { rows } = (await database.db.execute(sql`
    select m.id from members m where m.ptc_balance < 0 or m.ptc_balance <>
      coalesce((select sum(amount) from ptc_ledger l where l.member_id = m.id), 0)`)) as unknown as {
    rows: unknown[];
  };
  expect(rows).toEqual([]);
}
