import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { members, sandboxCharges, ticketPurchases, vouchers } from '../../src/server/db/schema';
import { recoverPurchases } from '../../src/server/jobs/purchase-recovery';
import { type PaymentProvider, sandboxPaymentProvider } from '../../src/server/providers/payments';
import { outboxSmsSender } from '../../src/server/providers/sms';
import { refundPurchase } from '../../src/server/services/purchase-refunds';
import { expectLedgerHolds, memberSession, openEvents } from './money-session';
import { describeOnEachDatabase, signIn } from './test-app';

const API = '/umbraco/api';
const CLIENT = { 'x-requested-with': 'XMLHttpRequest' };
const LIST = `${API}/Admin/Purchases`;
const REFUND = `${API}/Admin/RefundPurchase`;

type Crash = 'before-refund' | 'after-refund';

describeOnEachDatabase('Refunds of ticket purchases (issue 34): a refund or none, never half-way', (ctx) => {
  const db = () => ctx.database.db;
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { ...CLIENT, ...(cookie ? { cookie } : {}) }, payload });
  const purchase = async (id: number) =>
    (await db().select().from(ticketPurchases).where(eq(ticketPurchases.id, id)))[0];
  const ticketOf = async (id: number) =>
    (
      await db()
        .select()
        .from(vouchers)
        .where(eq(vouchers.shopOrderId, `APL-T${id}`))
    )[0];
  const chargeOf = async (id: number) => {
    const row = await purchase(id);
    return (
      await db()
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.id, row?.chargeId ?? ''))
    )[0];
  };
  const balance = async () => {
    const session = await memberSession(ctx.app, 'member@example.com', 'Member#2026');
    return (await session.get('/Membership/GetPTCSummary')).json().currentBalance as number;
  };

  /** The demo member buys a ticket with 5 PTC and the rest by card; answers the purchase's id. */
  async function bought(index: number) {
    const event = (await openEvents(ctx.database, sql`buy_in_amount between 10 and 60`))[index];
    if (!event) throw new Error('no open event');
    const session = await memberSession(ctx.app, 'member@example.com', 'Member#2026');
    const body = {
      eventId: event.id,
      ptcAmount: 5,
      creditCardAmount: (event.buy_in_amount - 5) * 100,
      cardToken: await session.cardToken(),
      idempotencyKey: randomUUID(),
    };
    const answer = await session.purchase(body);
    expect(answer.statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(ticketPurchases)
      .where(eq(ticketPurchases.idempotencyKey, body.idempotencyKey));
    expect(row?.status).toBe('issued');
    return row?.id ?? 0;
  }

  it('answers a visitor 401, a member or a venue director 403, bad input 400, an unknown purchase 404', async () => {
    const member = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    for (const [method, url] of [
      ['GET', LIST],
      ['POST', REFUND],
    ] as const) {
      expect((await call(method, url, undefined, {})).statusCode, url).toBe(401);
      expect((await call(method, url, member, {})).statusCode, url).toBe(403);
      expect((await call(method, url, director, {})).statusCode, url).toBe(403);
    }
    const admin = await signIn(ctx.app, 'admin@example.com', 'Admin#2026');
    const bad = await call('POST', REFUND, admin, { id: 0, reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['id', 'reason']);
    expect((await call('POST', REFUND, admin, { id: 2_000_000_000, reason: 'x' })).statusCode).toBe(404);
  });

  it('an admin refunds a purchase: the card part through the processor, the ticket voided, the PTC back, audited', async () => {
    const before = await balance();
    const id = await bought(0);
    expect(await balance()).toBe(before - 5);
    const admin = await signIn(ctx.app, 'admin@example.com', 'Admin#2026');
    const listed = (await call('GET', `${LIST}?q=APL-T${id}`, admin)).json();
    expect(listed).toEqual([
      expect.objectContaining({
        id,
        orderId: `APL-T${id}`,
        status: 'issued',
        ptcAmount: 5,
        ticketUsed: false,
      }),
    ]);

    const answer = await call('POST', REFUND, admin, { id, reason: 'The venue closed that night.' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, status: 'refunded' });
    expect(await purchase(id)).toMatchObject({ status: 'refunded', refunded: true });
    expect((await chargeOf(id))?.refundedAt).not.toBeNull();
    expect(await ticketOf(id)).toMatchObject({ consumedType: 'Refunded', redeemCode: null });
    expect(await balance()).toBe(before);
    await expectLedgerHolds(ctx.database);
    // Once only.
    expect((await call('POST', REFUND, admin, { id, reason: 'Again' })).statusCode).toBe(409);
    const trail = (await call('GET', `${API}/Admin/Audit?entity=purchase`, admin)).json();
    expect(trail.rows[0]).toMatchObject({
      actorName: 'Alex Moreau',
      action: 'purchase.refund',
      entityId: String(id),
      after: { status: 'refunding', ticket: 'Refunded', ptcReturned: 5 },
    });
    // The member's retry of the purchase answers that it was refunded, never a code.
    const mine = (await call('GET', `${LIST}?q=100000`, admin)).json() as { id: number; status: string }[];
    expect(mine.find((p) => p.id === id)?.status).toBe('refunded');
  });

  it.each<Crash>(['before-refund', 'after-refund'])(
    'a refund whose server dies %s the processor is asked ends refunded by the recovery, refunded once',
    async (crash) => {
      const before = await balance();
      const id = await bought(crash === 'before-refund' ? 1 : 2);
      const real = sandboxPaymentProvider(db());
      let refunds = 0;
      const dying: PaymentProvider = {
        ...real,
        async refund(chargeId, amountCents, orderId, now) {
          if (crash === 'after-refund') {
            await real.refund(chargeId, amountCents, orderId, now);
            refunds++;
          }
          // The process is gone before it records the outcome.
          throw new Error('the server died');
        },
      };
      const deps = { db: db(), payments: dying, sms: outboxSmsSender(db()) };
      const [admin] = await db()
        .select({ id: members.id })
        .from(members)
        .where(eq(members.email, 'admin@example.com'));
      const adminId = admin?.id ?? 0;
      const answer = await refundPurchase(deps, adminId, { id, reason: 'Cancelled night.' });
      expect(answer.status).toBe('refunding');
      // What the crash left: recorded as refunding, the ticket voided, the PTC back; the card refunded or not.
      expect(await purchase(id)).toMatchObject({ status: 'refunding', refunded: false });
      expect((await ticketOf(id))?.consumedType).toBe('Refunded');
      expect(await balance()).toBe(before);
      const charged = await chargeOf(id);
      expect(charged?.refundedAt === null).toBe(crash === 'before-refund');
      await expectLedgerHolds(ctx.database);

      // The recovery finishes it with the real processor: refunded, the processor's refund made once.
      let sent = 0;
      const counting: PaymentProvider = {
        ...real,
        async refund(chargeId, amountCents, orderId, now) {
          sent++;
          await real.refund(chargeId, amountCents, orderId, now);
        },
      };
      const report = await recoverPurchases(
        { db: db(), payments: counting, sms: outboxSmsSender(db()) },
        () => new Date(Date.now() + 120_000),
        60_000,
      );
      expect(report.finished.refunded).toBeGreaterThanOrEqual(1);
      expect(sent).toBeGreaterThanOrEqual(1);
      expect(await purchase(id)).toMatchObject({ status: 'refunded', refunded: true });
      const after = await chargeOf(id);
      expect(after?.refundedAt).not.toBeNull();
      if (crash === 'after-refund') {
        expect(refunds).toBe(1);
        // A refund sent again changed nothing at the processor: the first refund's time stands.
        expect(after?.refundedAt).toEqual(charged?.refundedAt);
      }
      expect(await balance()).toBe(before);
      await expectLedgerHolds(ctx.database);
    },
  );

  it('the sandbox refuses to refund a charge it never approved, or more than it took', async () => {
    const id = await bought(3);
    const row = await purchase(id);
    const real = sandboxPaymentProvider(db());
    await expect(real.refund('no-such-charge', 100, 'APL-T0', new Date())).rejects.toThrow();
    await expect(
      real.refund(
        row?.chargeId ?? '',
        (row?.cardAmountCents ?? 0) + (row?.surchargeCents ?? 0) + 1,
        'x',
        new Date(),
      ),
    ).rejects.toThrow();
    expect((await chargeOf(id))?.refundedAt).toBeNull();
  });
});
