import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { events } from '../../src/server/db/schema';
import { API, memberSession, openEvents } from './money-session';
import { describeOnEachDatabase } from './test-app';

const GUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describeOnEachDatabase("A purchase's receipt comes from the server", (ctx) => {
  const member = () => memberSession(ctx.app, 'member@example.com', 'Member#2026');
  const rival = () => memberSession(ctx.app, 'rival@example.com', 'Rival#2026');

  /** An open event whose buy-in is set to $20 here, so the amounts below are the spec's own arithmetic. */
  async function twentyDollarEvent(index: number) {
    const event = (await openEvents(ctx.database))[index];
    if (!event) throw new Error('no open event');
    await ctx.database.db.update(events).set({ buyInAmount: 20 }).where(eq(events.id, event.id));
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, event.id));
    return { id: event.id, title: row?.title ?? '' };
  }

  it('a card purchase answers its receipt: $20 buy-in, no PTC, $20.00 on the card, $0.40 surcharge, $20.40 charged', async () => {
    const session = await member();
    const event = await twentyDollarEvent(0);
    const bought = await session.purchase({
      eventId: event.id,
      ptcAmount: 0,
      creditCardAmount: 2000,
      cardToken: await session.cardToken(),
    });
    expect(bought.statusCode).toBe(200);
    const { redeemCode, eventName, purchaseGuid } = bought.json();
    expect(eventName).toBe(event.title);
    expect(purchaseGuid).toMatch(GUID_SHAPE);

    const receipt = await session.get(`/membership/purchaseReceipt?purchaseGuid=${purchaseGuid}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({
      purchaseGuid,
      redeemCode,
      orderId: expect.stringMatching(/^APL-T\d+$/),
      event: { id: event.id, title: event.title },
      buyInAmount: 20,
      ptcAmount: 0,
      cardAmountCents: 2000,
      surchargeCents: 40,
      chargedCents: 2040,
    });
  });

  it('a mixed purchase: 5 PTC and $15.00 by card, $0.30 surcharge, $15.30 charged; PTC only charges nothing', async () => {
    const session = await member();
    const mixedEvent = await twentyDollarEvent(1);
    const mixed = await session.purchase({
      eventId: mixedEvent.id,
      ptcAmount: 5,
      creditCardAmount: 1500,
      cardToken: await session.cardToken(),
    });
    expect(mixed.statusCode).toBe(200);
    const mixedReceipt = await session.get(
      `/membership/purchaseReceipt?purchaseGuid=${mixed.json().purchaseGuid}`,
    );
    expect(mixedReceipt.json()).toMatchObject({
      ptcAmount: 5,
      cardAmountCents: 1500,
      surchargeCents: 30,
      chargedCents: 1530,
    });

    const ptcEvent = await twentyDollarEvent(2);
    const ptcOnly = await session.purchase({
      eventId: ptcEvent.id,
      ptcAmount: 20,
      creditCardAmount: 0,
      idempotencyKey: 'receipt-ptc-only',
    });
    expect(ptcOnly.statusCode).toBe(200);
    const ptcReceipt = await session.get(
      `/membership/purchaseReceipt?purchaseGuid=${ptcOnly.json().purchaseGuid}`,
    );
    expect(ptcReceipt.json()).toMatchObject({
      ptcAmount: 20,
      cardAmountCents: 0,
      surchargeCents: 0,
      chargedCents: 0,
    });
  });

  it('the Voucher History lists the bought ticket with the same receipt', async () => {
    const session = await member();
    const event = await twentyDollarEvent(3);
    const bought = await session.purchase({
      eventId: event.id,
      ptcAmount: 0,
      creditCardAmount: 2000,
      cardToken: await session.cardToken(),
    });
    const { purchaseGuid, redeemCode } = bought.json();
    const received = (await session.get('/membership/playerVoucherReceiveHistory')).json() as {
      shopOrderId: string | null;
      receipt: { purchaseGuid: string } | null;
    }[];
    const item = received.find((entry) => entry.receipt?.purchaseGuid === purchaseGuid);
    expect(item?.receipt).toMatchObject({ redeemCode, chargedCents: 2040, event: { id: event.id } });
    expect(item?.shopOrderId).toMatch(/^APL-T\d+$/);
    // Vouchers not bought online carry no receipt.
    expect(
      received.filter((entry) => entry.shopOrderId === null).every((entry) => entry.receipt === null),
    ).toBe(true);
  });

  it('only the buyer reads it: another member and an unknown guid answer 404, a visitor 401, a malformed guid 400', async () => {
    const session = await member();
    const event = await twentyDollarEvent(4);
    const bought = await session.purchase({
      eventId: event.id,
      ptcAmount: 20,
      creditCardAmount: 0,
      idempotencyKey: 'receipt-privacy',
    });
    const { purchaseGuid } = bought.json();
    const other = await (await rival()).get(`/membership/purchaseReceipt?purchaseGuid=${purchaseGuid}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('No such purchase.');
    const unknown = await session.get(
      '/membership/purchaseReceipt?purchaseGuid=00000000-0000-4000-8000-000000000999',
    );
    expect(unknown.statusCode).toBe(404);
    const visitor = await ctx.app.inject({
      method: 'GET',
      url: `${API}/membership/purchaseReceipt?purchaseGuid=not-a-guid`,
    });
    expect(visitor.statusCode).toBe(401);
    const malformed = await session.get('/membership/purchaseReceipt?purchaseGuid=not-a-guid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('purchaseGuid');
  });

  it('a purchase that was not issued has no receipt', async () => {
    const session = await member();
    const event = await twentyDollarEvent(5);
    const declined = await session.purchase({
      eventId: event.id,
      ptcAmount: 0,
      creditCardAmount: 2000,
      cardToken: await session.cardToken('4000 0000 0000 0002'),
    });
    expect(declined.statusCode).toBe(400);
    const { rows } = (await ctx.database.db.execute(
      sql`select guid from ticket_purchases where event_id = ${event.id} and status = 'failed'`,
    )) as unknown as { rows: { guid: string }[] };
    expect(rows).toHaveLength(1);
    const receipt = await session.get(`/membership/purchaseReceipt?purchaseGuid=${rows[0]?.guid}`);
    expect(receipt.statusCode).toBe(404);
  });
});
