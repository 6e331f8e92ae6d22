import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { events, sandboxCharges, ticketPurchases, vouchers } from '../../src/server/db/schema';
import { recoverPurchases } from '../../src/server/jobs/purchase-recovery';
import { type PaymentProvider, sandboxPaymentProvider } from '../../src/server/providers/payments';
import { outboxSmsSender } from '../../src/server/providers/sms';
import { EVENT_STATUS } from '../../src/shared/event-types';
import { expectLedgerHolds, memberSession, openEvents } from './money-session';
import { describeOnEachDatabase, type TestApp } from './test-app';

type Crash = 'after-charge' | 'before-charge';

describeOnEachDatabase(
  'Purchase recovery: every interrupted purchase ends in a ticket or a refund',
  (ctx) => {
    const sandbox = () => sandboxPaymentProvider(ctx.database.db);
    const deps = (payments: PaymentProvider = sandbox()) => ({
      db: ctx.database.db,
      payments,
      sms: outboxSmsSender(ctx.database.db),
    });
    const recover = (payments?: PaymentProvider) => recoverPurchases(deps(payments), () => new Date(), 0);

    /** An app whose processor connection dies around the charge, as a crash of the server would leave it. */
    async function crashingApp(crash: Crash) {
      const real = sandbox();
      const payments: PaymentProvider = {
        ...real,
        async charge(request, now) {
          if (crash === 'after-charge') await real.charge(request, now);
          throw new Error('the connection to the processor was lost');
        },
      };
      return buildApp({ db: ctx.database.db, payments });
    }

    /** A card purchase whose request was interrupted: answered 409, left unfinished in the database. */
    async function interruptedPurchase(app: TestApp, eventId: number, price: number) {
      const session = await memberSession(app, 'member@example.com', 'Member#2026');
      const body = {
        eventId,
        ptcAmount: 5,
        creditCardAmount: (price - 5) * 100,
        cardToken: await session.cardToken(),
        idempotencyKey: randomUUID(),
      };
      const answer = await session.purchase(body);
      expect(answer.statusCode).toBe(409);
      const [row] = await ctx.database.db
        .select()
        .from(ticketPurchases)
        .where(eq(ticketPurchases.idempotencyKey, body.idempotencyKey));
      expect(row?.status).toBe('charging');
      return { body, id: row?.id ?? 0 };
    }

    const purchase = async (id: number) =>
      (await ctx.database.db.select().from(ticketPurchases).where(eq(ticketPurchases.id, id)))[0];
    const ticketsOf = (id: number) =>
      ctx.database.db
        .select()
        .from(vouchers)
        .where(eq(vouchers.shopOrderId, `APL-T${id}`));
    const chargesOf = (token: string) =>
      ctx.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.token, token));

    it.each<Crash>(['after-charge', 'before-charge'])(
      'a purchase interrupted %s is issued by the recovery, charged once; a retry answers its code',
      async (crash) => {
        const event = (await openEvents(ctx.database, sql`buy_in_amount between 10 and 60`))[0];
        if (!event) throw new Error('no open event');
        const broken = await crashingApp(crash);
        const { body, id } = await interruptedPurchase(broken, event.id, event.buy_in_amount);
        await broken.close();
        expect(await chargesOf(body.cardToken)).toHaveLength(crash === 'after-charge' ? 1 : 0);

        const report = await recover();
        expect(report.finished.issued).toBe(1);
        expect(await purchase(id)).toMatchObject({ status: 'issued', refunded: false });
        expect(await ticketsOf(id)).toHaveLength(1);
        const charges = await chargesOf(body.cardToken);
        expect(charges).toHaveLength(1);
        expect(charges[0]).toMatchObject({ status: 'approved', refundedAt: null });

        const session = await memberSession(ctx.app, 'member@example.com', 'Member#2026');
        const retry = await session.purchase(body);
        expect(retry.statusCode).toBe(200);
        expect(retry.json().redeemCode).toBe((await purchase(id))?.redeemCode);
        expect(await chargesOf(body.cardToken)).toHaveLength(1);
        await expectLedgerHolds(ctx.database);
      },
    );

    it('refunds a charged purchase whose event no longer takes it, retrying a refund the processor refused', async () => {
      const event = (await openEvents(ctx.database, sql`buy_in_amount between 10 and 60`))[1];
      if (!event) throw new Error('no open event');
      const broken = await crashingApp('after-charge');
      const { body, id } = await interruptedPurchase(broken, event.id, event.buy_in_amount);
      await broken.close();
      await ctx.database.db
        .update(events)
        .set({ eventStatusId: EVENT_STATUS.onHold })
        .where(eq(events.id, event.id));
      try {
        const real = sandbox();
        const down: PaymentProvider = {
          ...real,
          refund: () => Promise.reject(new Error('the processor is down')),
        };
        const first = await recover(down);
        expect(first.deferred).toBe(1);
        expect((await purchase(id))?.status).toBe('refunding');
        expect((await chargesOf(body.cardToken))[0]?.refundedAt).toBeNull();

        const second = await recover();
        expect(second.finished.refunded).toBe(1);
        expect(await purchase(id)).toMatchObject({ status: 'refunded', refunded: true, voucherId: null });
        expect(await ticketsOf(id)).toEqual([]);
        const [charge] = await chargesOf(body.cardToken);
        expect(charge?.refundedAt).toBeInstanceOf(Date);

        const session = await memberSession(ctx.app, 'member@example.com', 'Member#2026');
        const retry = await session.purchase(body);
        expect(retry.statusCode).toBe(400);
        expect(retry.json().message).toMatch(/Your card payment was refunded\.$/);
        await expectLedgerHolds(ctx.database);
      } finally {
        await ctx.database.db
          .update(events)
          .set({ eventStatusId: EVENT_STATUS.active })
          .where(eq(events.id, event.id));
      }
    });

    it('fails a purchase that never reached the processor and frees its card token', async () => {
      const event = (await openEvents(ctx.database, sql`buy_in_amount between 10 and 60`))[2];
      if (!event) throw new Error('no open event');
      const session = await memberSession(ctx.app, 'member@example.com', 'Member#2026');
      const cardToken = await session.cardToken();
      const { rows } = (await ctx.database.db.execute(
        sql`select id from members where membership_id = 100000`,
      )) as unknown as { rows: { id: number }[] };
      const now = new Date();
      const [row] = await ctx.database.db
        .insert(ticketPurchases)
        .values({
          memberId: rows[0]?.id ?? 0,
          eventId: event.id,
          idempotencyKey: randomUUID(),
          status: 'created',
          cardToken,
          ptcAmount: 0,
          cardAmountCents: event.buy_in_amount * 100,
          surchargeCents: event.buy_in_amount * 2,
          provider: 'sandbox',
          ip: '127.0.0.1',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      expect((await recover()).finished.failed).toBe(1);
      expect(await purchase(row?.id ?? 0)).toMatchObject({ status: 'failed', cardToken: null });
      expect(await chargesOf(cardToken)).toEqual([]);
      const again = await session.purchase({
        eventId: event.id,
        ptcAmount: 0,
        creditCardAmount: event.buy_in_amount * 100,
        cardToken,
        idempotencyKey: randomUUID(),
      });
      expect(again.statusCode).toBe(200);
    });

    it('two recoveries at once (two instances) finish each purchase exactly once', async () => {
      const event = (await openEvents(ctx.database, sql`buy_in_amount between 10 and 60`))[0];
      if (!event) throw new Error('no open event');
      const broken = await crashingApp('after-charge');
      const ids: number[] = [];
      for (let i = 0; i < 4; i++)
        ids.push((await interruptedPurchase(broken, event.id, event.buy_in_amount)).id);
      await broken.close();
      const reports = await Promise.all([recover(), recover()]);
      expect(reports.reduce((total, report) => total + report.finished.issued, 0)).toBe(4);
      for (const id of ids) {
        expect((await purchase(id))?.status).toBe('issued');
        expect(await ticketsOf(id)).toHaveLength(1);
      }
      await expectLedgerHolds(ctx.database);
    });

    it('the app runs the recovery as a job from start-up and stops it on close', async () => {
      const event = (await openEvents(ctx.database, sql`buy_in_amount between 10 and 60`))[0];
      if (!event) throw new Error('no open event');
      const broken = await crashingApp('after-charge');
      const { id } = await interruptedPurchase(broken, event.id, event.buy_in_amount);
      await broken.close();
      const restarted = await buildApp({
        db: ctx.database.db,
        purchaseRecovery: { staleAfterMs: 0, everyMs: 60_000 },
      });
      try {
        await restarted.ready();
        await vi.waitFor(async () => expect((await purchase(id))?.status).toBe('issued'), {
          timeout: 30_000,
          interval: 100,
        });
        expect(await ticketsOf(id)).toHaveLength(1);
      } finally {
        await restarted.close();
      }
    });
  },
);
