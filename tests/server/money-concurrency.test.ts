import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { members, sandboxCharges, ticketPurchases, vouchers } from '../../src/server/db/schema';
import { sandboxPaymentProvider } from '../../src/server/providers/payments';
import {
  expectLedgerHolds,
  MEMBER_ID,
  type MemberSession,
  memberSession,
  openEvents,
  RIVAL_ID,
} from './money-session';
import { describeOnEachDatabase } from './test-app';

describeOnEachDatabase(
  'Money under concurrency: one lock order, deadlocks retried, tokens used once',
  (ctx) => {
    const member = () => memberSession(ctx.app, 'member@example.com', 'Member#2026');
    const rival = () => memberSession(ctx.app, 'rival@example.com', 'Rival#2026');
    const balances = async () => {
      const rows = await ctx.database.db
        .select({ membershipId: members.membershipId, ptc: members.ptcBalance })
        .from(members)
        .where(inArray(members.membershipId, [MEMBER_ID, RIVAL_ID]));
      return rows.reduce((total, row) => total + row.ptc, 0);
    };

    /** Buys a ticket by card and answers its gameMembershipGuid. */
    async function ticketFor(session: MemberSession, eventId: number, price: number) {
      const response = await session.purchase({
        eventId,
        ptcAmount: 0,
        creditCardAmount: price * 100,
        cardToken: await session.cardToken(),
        idempotencyKey: randomUUID(),
      });
      expect(response.statusCode).toBe(200);
      const [ticket] = await ctx.database.db
        .select({ guid: vouchers.gameMembershipGuid })
        .from(vouchers)
        .where(eq(vouchers.redeemCode, response.json().redeemCode));
      return ticket?.guid ?? '';
    }

    it('ticket transfers, PTC transfers both ways and purchases between the same two members at once: no 5xx, the ledger holds', async () => {
      const [alex, riley] = await Promise.all([member(), rival()]);
      const [event, other] = (await openEvents(ctx.database, sql`buy_in_amount <= 60`)) as [
        { id: number; buy_in_amount: number },
        { id: number; buy_in_amount: number },
      ];
      const price = event.buy_in_amount;
      const alexTickets: string[] = [];
      const rileyTickets: string[] = [];
      for (let i = 0; i < 4; i++) {
        alexTickets.push(await ticketFor(alex, event.id, price));
        rileyTickets.push(await ticketFor(riley, other.id, other.buy_in_amount));
      }
      const tokens = await Promise.all([
        alex.cardToken(),
        alex.cardToken(),
        riley.cardToken(),
        riley.cardToken(),
      ]);
      const before = await balances();
      const [newest] = await ctx.database.db
        .select({ id: sql<number>`coalesce(max(${ticketPurchases.id}), 0)`.mapWith(Number) })
        .from(ticketPurchases);
      const lastPurchase = newest?.id ?? 0;

      const transferTicket = (from: MemberSession, guid: string, to: number) =>
        from.post('/membership/transferTicket', { gameMembershipGuid: guid, toMembershipId: to });
      const transferPtc = (from: MemberSession, to: number) =>
        from.post('/membership/transferPTC', { PTCAmount: 5, destMembershipId: to });
      const requests = [
        ...alexTickets.flatMap((guid) => [
          transferTicket(alex, guid, RIVAL_ID),
          transferTicket(riley, guid, MEMBER_ID),
        ]),
        ...rileyTickets.flatMap((guid) => [
          transferTicket(riley, guid, MEMBER_ID),
          transferTicket(alex, guid, RIVAL_ID),
        ]),
        ...Array.from({ length: 8 }, () => transferPtc(alex, RIVAL_ID)),
        ...Array.from({ length: 8 }, () => transferPtc(riley, MEMBER_ID)),
        ...tokens.map((cardToken, i) =>
          (i < 2 ? alex : riley).purchase({
            eventId: event.id,
            ptcAmount: 5,
            creditCardAmount: (price - 5) * 100,
            cardToken,
            idempotencyKey: randomUUID(),
          }),
        ),
        ...Array.from({ length: 4 }, () =>
          alex.purchase({
            eventId: event.id,
            ptcAmount: price,
            creditCardAmount: 0,
            idempotencyKey: randomUUID(),
          }),
        ),
        ...Array.from({ length: 2 }, () =>
          riley.purchase({
            eventId: other.id,
            ptcAmount: other.buy_in_amount,
            creditCardAmount: 0,
            idempotencyKey: randomUUID(),
          }),
        ),
      ];
      const answers = await Promise.all(requests);
      const failures = answers.filter((a) => a.statusCode >= 500).map((a) => `${a.statusCode} ${a.body}`);
      expect(failures).toEqual([]);
      expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThan(answers.length / 3);

      // PTC only ever left the pair through the purchases of the burst that issued a ticket.
      const issued = await ctx.database.db
        .select({ ptc: ticketPurchases.ptcAmount })
        .from(ticketPurchases)
        .where(and(gt(ticketPurchases.id, lastPurchase), eq(ticketPurchases.status, 'issued')));
      expect(issued.length).toBeGreaterThan(0);
      expect(await balances()).toBe(before - issued.reduce((total, row) => total + row.ptc, 0));
      await expectLedgerHolds(ctx.database);
      // Every ticket has one holder, and none was lost or doubled.
      const held = await ctx.database.db
        .select({ guid: vouchers.gameMembershipGuid })
        .from(vouchers)
        .where(inArray(vouchers.gameMembershipGuid, [...alexTickets, ...rileyTickets]));
      expect(held).toHaveLength(8);
    });

    it('a single-use card token sent in parallel under different idempotency keys is charged once', async () => {
      const alex = await member();
      const [event] = (await openEvents(ctx.database)) as [{ id: number; buy_in_amount: number }];
      const cardToken = await alex.cardToken();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          alex.purchase({
            eventId: event.id,
            ptcAmount: 0,
            creditCardAmount: event.buy_in_amount * 100,
            cardToken,
            idempotencyKey: randomUUID(),
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
      for (const refused of answers.filter((a) => a.statusCode === 400))
        expect(refused.json().message).toBe('The card details were already used. Please enter them again.');
      const charges = await ctx.database.db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.token, cardToken));
      expect(charges).toHaveLength(1);
    });

    it('the sandbox processor itself approves one of several charges of one token at once, whatever their keys', async () => {
      const alex = await member();
      const cardToken = await alex.cardToken();
      const sandbox = sandboxPaymentProvider(ctx.database.db);
      const now = new Date();
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          sandbox.charge(
            { cardToken, amountCents: 1000, ip: '127.0.0.1', orderId: `T${i}`, idempotencyKey: randomUUID() },
            now,
          ),
        ),
      );
      expect(outcomes.filter((o) => o.approved)).toHaveLength(1);
      const charges = await ctx.database.db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.token, cardToken));
      expect(charges).toHaveLength(1);
    });
  },
);
