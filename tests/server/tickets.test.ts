import { randomUUID } from 'node:crypto';
import { eq, like, type SQL, sql } from 'drizzle-orm';
import pino from 'pino';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import {
  events,
  members,
  ptcLedger,
  sandboxCardTokens,
  sandboxCharges,
  ticketPurchases,
  vouchers,
} from '../../src/server/db/schema';
import {
  type PaymentProvider,
  SANDBOX_TEST_CARDS,
  sandboxPaymentProvider,
} from '../../src/server/providers/payments';
import { creditPtc, spendPtc, withLockedMembers } from '../../src/server/services/ptc-ledger';
import { openEvents as openEventsIn } from './money-session';
import { cookieFrom, daysFromNow, describeOnEachDatabase, signIn, type TestApp } from './test-app';

const API = '/umbraco/api';
const MEMBER_ID = 100_000;
const RIVAL_ID = 100_001;
const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** The demo member's seeded tickets and vouchers (src/server/seed/profile.ts). */
const SWAPPABLE_TICKET = guid(101);
const SWAPPABLE_VOUCHER = guid(2);
const MANUAL_VOUCHER = guid(3);

interface Row {
  id: number;
  buy_in_amount: number;
}

describeOnEachDatabase('Tickets: purchase, detail, swap and transfer', (ctx) => {
  const as = async (email: string, password: string, app: TestApp = ctx.app) => {
    const cookie = await signIn(app, email, password);
    return {
      get: (url: string) => app.inject({ method: 'GET', url: `${API}${url}`, headers: { cookie } }),
      post: (url: string, payload: object) =>
        app.inject({
          method: 'POST',
          url: `${API}${url}`,
          headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
          payload,
        }),
    };
  };
  type Session = Awaited<ReturnType<typeof as>>;
  const member = () => as('member@example.com', 'Member#2026');
  const rival = () => as('rival@example.com', 'Rival#2026');
  const director = () => as('director@example.com', 'Director#2026');
  // The staff queues are league admins' (issue 34): a venue director runs the floor of their venues only.
  const admin = () => as('admin@example.com', 'Admin#2026');

  const openEvents = (where?: SQL) => openEventsIn(ctx.database, where);
  const balanceOf = async (membershipId: number) =>
    (await ctx.database.db.select().from(members).where(eq(members.membershipId, membershipId)))[0]
      ?.ptcBalance ?? 0;
  const ticketCount = async () =>
    Number(
      (
        (await ctx.database.db.execute(sql`select count(*)::int as n from vouchers`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n,
    );
  async function expectLedgerHolds() {
    const { rows } = (await ctx.database.db.execute(sql`
      select m.id from members m where m.ptc_balance < 0 or m.ptc_balance <>
        coalesce((select sum(amount) from ptc_ledger l where l.member_id = m.id), 0)`)) as unknown as {
      rows: unknown[];
    };
    expect(rows).toEqual([]);
  }
  /** The card form's fields for a number, sent to the sandbox's tokeniser with a form access token. */
  const tokenise = (session: Session, accessToken: string, cardNumber: string) =>
    session.post('/payment/tokenizeCard', {
      accessToken,
      cardNumber,
      expiryMonth: 12,
      expiryYear: 2099,
      cvv: '123',
      cardholderName: 'Alex Member',
    });
  async function cardToken(session: Session, number: string = SANDBOX_TEST_CARDS.approveVisa) {
    const token = (await session.get('/membership/getSecurePayToken')).json().access_token;
    const response = await tokenise(session, token, number);
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  }
  const purchase = (session: Session, body: object) => session.post('/Membership/PurchaseEventTicket', body);

  it('answers an open event as redeemable, and nothing for a past one', async () => {
    const session = await member();
    const [event] = await openEvents();
    const found = await session.get(`/Event/SearchPTCRedeemableEvents?id=${event?.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([
      expect.objectContaining({ id: event?.id, buyInAmount: event?.buy_in_amount, ptcRedeemable: true }),
    ]);
    const { rows } = (await ctx.database.db.execute(
      sql`select id from events where starts_at < ${daysFromNow(-1)} and buy_in_amount > 0 limit 1`,
    )) as unknown as { rows: { id: number }[] };
    const past = await session.get(`/Event/SearchPTCRedeemableEvents?id=${rows[0]?.id}`);
    expect(past.json()).toEqual([]);
    expect((await session.get('/Event/SearchPTCRedeemableEvents?id=abc')).statusCode).toBe(400);
  });

  it('hands out an access token in the secure-pay-access_token cookie for expires_in seconds', async () => {
    const response = await (await member()).get('/membership/getSecurePayToken');
    expect(response.statusCode).toBe(200);
    const { access_token, expires_in } = response.json();
    expect(expires_in).toBeGreaterThan(0);
    const cookie = cookieFrom(response, 'secure-pay-access_token') ?? '';
    expect(cookie).toContain(`secure-pay-access_token=${access_token}`);
    expect(cookie).toContain(`Max-Age=${expires_in}`);
    expect(cookie).toContain('Path=/');
  });

  it('tokenises only valid, unexpired Visa and Mastercard numbers, and never keeps the number', async () => {
    const session = await member();
    const accessToken = (await session.get('/membership/getSecurePayToken')).json().access_token;
    const card = {
      accessToken,
      cardNumber: '4111 1111 1111 1111',
      expiryMonth: 12,
      expiryYear: 2099,
      cvv: '123',
      cardholderName: 'Alex Member',
    };
    const refused = async (change: object, message: string) => {
      const response = await session.post('/payment/tokenizeCard', { ...card, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    };
    await refused({ cardNumber: '4111111111111112' }, 'The card number is not valid.');
    await refused({ cardNumber: '378282246310005' }, 'Only Visa and Mastercard are accepted.');
    await refused({ expiryYear: 2020 }, 'The card has expired.');
    await refused({ accessToken: 'sbx.1.forged' }, 'The payment form has expired. Please reload the page.');
    const ok = await session.post('/payment/tokenizeCard', card);
    expect(ok.json()).toMatchObject({ brand: 'visa', last4: '1111' });
    const mastercard = await session.post('/payment/tokenizeCard', {
      ...card,
      cardNumber: SANDBOX_TEST_CARDS.approveMastercard,
    });
    expect(mastercard.json().brand).toBe('mastercard');
    const stored = await ctx.database.db.select().from(sandboxCardTokens);
    expect(JSON.stringify(stored)).not.toContain('4111111111111111');
    expect(JSON.stringify(stored)).not.toContain('5555555555554444');
  });

  it('never logs or stores a card number, through tokenising, a refused number, a sale and a decline', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      db: ctx.database.db,
      logger: pino({ level: 'trace' }, { write: (line: string) => lines.push(line) }),
    });
    try {
      const session = await as('member@example.com', 'Member#2026', logged);
      const event = (await openEvents(sql`buy_in_amount >= 20`))[2] as Row;
      const numbers = [SANDBOX_TEST_CARDS.approveVisa, SANDBOX_TEST_CARDS.decline, '4111111111111112'];
      const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');
      const accessToken = (await session.get('/membership/getSecurePayToken')).json().access_token;
      const tokenised = (cardNumber: string) => tokenise(session, accessToken, cardNumber);
      expect((await tokenised(spaced(numbers[2] as string))).statusCode).toBe(400);
      const sold = await purchase(session, {
        eventId: event.id,
        ptcAmount: 0,
        creditCardAmount: event.buy_in_amount * 100,
        cardToken: (await tokenised(spaced(numbers[0] as string))).json().token,
      });
      expect(sold.statusCode).toBe(200);
      const declined = await purchase(session, {
        eventId: event.id,
        ptcAmount: 0,
        creditCardAmount: event.buy_in_amount * 100,
        cardToken: (await tokenised(numbers[1] as string)).json().token,
      });
      expect(declined.statusCode).toBe(400);

      const log = lines.join('');
      expect(log).toContain('/payment/tokenizeCard');
      const { rows: tables } = (await ctx.database.db.execute(sql`
        select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as {
        rows: { table_name: string }[];
      };
      expect(tables.length).toBeGreaterThan(10);
      let stored = '';
      for (const { table_name } of tables) {
        const { rows } = (await ctx.database.db.execute(
          sql`select * from ${sql.identifier(table_name)}`,
        )) as unknown as { rows: unknown[] };
        stored += JSON.stringify(rows);
      }
      expect(stored).toContain(event.id.toString());
      for (const number of numbers) {
        for (const written of [number, spaced(number)]) {
          expect(log).not.toContain(written);
          expect(stored).not.toContain(written);
        }
      }
      expect(log).not.toContain('"cvv"');
    } finally {
      await logged.close();
    }
  });

  it('redeems with PTC only: the balance pays the buy-in, the ticket has a code, the code goes by SMS', async () => {
    const session = await member();
    const event = (await openEvents(sql`buy_in_amount <= 50`))[0] as Row;
    const before = await balanceOf(MEMBER_ID);
    const response = await purchase(session, {
      eventId: event.id,
      ptcAmount: event.buy_in_amount,
      creditCardAmount: 0,
      idempotencyKey: randomUUID(),
    });
    expect(response.statusCode).toBe(200);
    const { redeemCode } = response.json();
    expect(redeemCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(await balanceOf(MEMBER_ID)).toBe(before - event.buy_in_amount);
    const tickets = (await session.get('/Membership/EventTickets')).json();
    const ticket = tickets.find((t: { redeemCode: string }) => t.redeemCode === redeemCode);
    expect(ticket).toMatchObject({ eventTicket: { id: event.id }, allowSwap: true });
    expect(ticket.gameMembershipGuid).toMatch(/^[0-9a-f-]{36}$/);
    const outbox = (await ctx.app.inject({ method: 'GET', url: '/dev/sms-outbox' })).json() as {
      body: string;
    }[];
    expect(outbox.some((m) => m.body.includes(redeemCode))).toBe(true);
    await expectLedgerHolds();
  });

  it('redeems by card only, charging the buy-in plus 2% and spending no PTC', async () => {
    const session = await member();
    const event = (await openEvents())[1] as Row;
    const before = await balanceOf(MEMBER_ID);
    const response = await purchase(session, {
      eventId: event.id,
      ptcAmount: 0,
      creditCardAmount: event.buy_in_amount * 100,
      cardToken: await cardToken(session),
    });
    expect(response.statusCode).toBe(200);
    expect(await balanceOf(MEMBER_ID)).toBe(before);
    const [row] = await ctx.database.db
      .select()
      .from(ticketPurchases)
      .where(eq(ticketPurchases.redeemCode, response.json().redeemCode));
    const [charge] = await ctx.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, row?.chargeId ?? ''));
    expect(charge?.amountCents).toBe(Math.round(event.buy_in_amount * 100 * 1.02));
    expect(charge?.status).toBe('approved');
  });

  it('redeems mixed: part PTC, the rest by card with the surcharge on the card part only', async () => {
    const session = await member();
    const event = (await openEvents(sql`buy_in_amount >= 20`))[2] as Row;
    const before = await balanceOf(MEMBER_ID);
    const ptc = 10;
    const card = (event.buy_in_amount - ptc) * 100;
    const response = await purchase(session, {
      eventId: event.id,
      ptcAmount: ptc,
      creditCardAmount: card,
      cardToken: await cardToken(session, SANDBOX_TEST_CARDS.approveMastercard),
    });
    expect(response.statusCode).toBe(200);
    expect(await balanceOf(MEMBER_ID)).toBe(before - ptc);
    const [row] = await ctx.database.db
      .select()
      .from(ticketPurchases)
      .where(eq(ticketPurchases.redeemCode, response.json().redeemCode));
    expect(row).toMatchObject({
      ptcAmount: ptc,
      cardAmountCents: card,
      surchargeCents: Math.round(card * 0.02),
    });
    await expectLedgerHolds();
  });

  it('a declined card spends no PTC and issues no ticket; insufficient funds says so', async () => {
    const session = await member();
    const event = (await openEvents(sql`buy_in_amount >= 20`))[0] as Row;
    const before = await balanceOf(MEMBER_ID);
    const tickets = await ticketCount();
    const declined = await purchase(session, {
      eventId: event.id,
      ptcAmount: 5,
      creditCardAmount: (event.buy_in_amount - 5) * 100,
      cardToken: await cardToken(session, SANDBOX_TEST_CARDS.decline),
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().message).toBe('Your card was declined. No payment was taken.');
    const poor = await purchase(session, {
      eventId: event.id,
      ptcAmount: 0,
      creditCardAmount: event.buy_in_amount * 100,
      cardToken: await cardToken(session, SANDBOX_TEST_CARDS.insufficientFunds),
    });
    expect(poor.json().message).toContain('insufficient funds');
    expect(await balanceOf(MEMBER_ID)).toBe(before);
    expect(await ticketCount()).toBe(tickets);
  });

  it('a double-submitted purchase charges once, issues one ticket and answers the same code twice', async () => {
    const session = await member();
    const event = (await openEvents())[3] as Row;
    const tickets = await ticketCount();
    const body = {
      eventId: event.id,
      ptcAmount: 0,
      creditCardAmount: event.buy_in_amount * 100,
      cardToken: await cardToken(session),
      idempotencyKey: randomUUID(),
    };
    const [first, second] = await Promise.all([purchase(session, body), purchase(session, body)]);
    expect(first?.statusCode).toBe(200);
    expect(second?.statusCode).toBe(200);
    expect(second?.json().redeemCode).toBe(first?.json().redeemCode);
    const again = await purchase(session, body);
    expect(again.json().redeemCode).toBe(first?.json().redeemCode);
    expect(await ticketCount()).toBe(tickets + 1);
    const charges = await ctx.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.token, body.cardToken));
    expect(charges).toHaveLength(1);
  });

  it('a purchase key met again with another event or other amounts is refused, not answered with the first code', async () => {
    const session = await member();
    const [event, other] = (await openEvents(sql`buy_in_amount <= 50`)) as Row[];
    const idempotencyKey = randomUUID();
    const first = await purchase(session, {
      eventId: event?.id,
      ptcAmount: event?.buy_in_amount,
      creditCardAmount: 0,
      idempotencyKey,
    });
    expect(first.statusCode).toBe(200);
    const tickets = await ticketCount();
    for (const changed of [
      { eventId: other?.id, ptcAmount: other?.buy_in_amount, creditCardAmount: 0 },
      { eventId: event?.id, ptcAmount: 0, creditCardAmount: (event?.buy_in_amount ?? 0) * 100 },
    ]) {
      const again = await purchase(session, { ...changed, idempotencyKey });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors).toEqual({ idempotencyKey: 'was used for another purchase' });
    }
    expect(await ticketCount()).toBe(tickets);
  });

  it('100 concurrent purchases race for the last PTC: exactly the affordable ones succeed', async () => {
    const session = await rival();
    const event = (await openEvents(sql`buy_in_amount <= 50`))[0] as Row;
    const price = event.buy_in_amount;
    const [rivalRow] = await ctx.database.db.select().from(members).where(eq(members.membershipId, RIVAL_ID));
    const before = rivalRow?.ptcBalance ?? 0;
    const affordable = Math.floor(before / price) + 3;
    const target = affordable * price + (price - 1);
    const now = new Date();
    await withLockedMembers(ctx.database.db, [rivalRow?.id ?? 0], (tx) =>
      creditPtc(tx, {
        memberId: rivalRow?.id ?? 0,
        source: 'manual',
        description: 'Race test top-up',
        amount: target - before,
        transferable: false,
        creditedAt: now,
        expiresAt: new Date(now.getTime() + 86_400_000 * 30),
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        purchase(session, {
          eventId: event.id,
          ptcAmount: price,
          creditCardAmount: 0,
          idempotencyKey: randomUUID(),
        }),
      ),
    );
    const succeeded = answers.filter((a) => a.statusCode === 200);
    expect(succeeded).toHaveLength(affordable);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(100 - affordable);
    expect(new Set(succeeded.map((a) => a.json().redeemCode)).size).toBe(affordable);
    expect(await balanceOf(RIVAL_ID)).toBe(price - 1);
    await expectLedgerHolds();
  });

  it("records the connection's address on the purchase and the charge, never the body's ipAddress", async () => {
    const session = await member();
    const cookie = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const event = (await openEvents())[4] as Row;
    const token = await cardToken(session);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/Membership/PurchaseEventTicket`,
      remoteAddress: '203.0.113.77',
      // No proxy is trusted unless configured: a forwarded-for header is not the member's address either.
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': '198.51.100.9' },
      payload: {
        eventId: event.id,
        ptcAmount: 0,
        creditCardAmount: event.buy_in_amount * 100,
        cardToken: token,
        ipAddress: '192.0.2.1',
      },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(ticketPurchases)
      .where(eq(ticketPurchases.idempotencyKey, `card:${token}`));
    expect(row?.ip).toBe('203.0.113.77');
    const [charge] = await ctx.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, row?.chargeId ?? ''));
    expect(charge?.ip).toBe('203.0.113.77');
  });

  it('refuses a member whose mobile is not verified with 403 and a JSON message, and sells nothing', async () => {
    const session = await as('newcomer@example.com', 'Newcomer#2026');
    const event = (await openEvents())[0] as Row;
    const tickets = await ticketCount();
    const purchases = (await ctx.database.db.select().from(ticketPurchases)).length;
    const response = await purchase(session, {
      eventId: event.id,
      ptcAmount: 0,
      creditCardAmount: event.buy_in_amount * 100,
      cardToken: await cardToken(session),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().message).toBe('Please verify your mobile number before buying a ticket.');
    expect(await ticketCount()).toBe(tickets);
    expect(await ctx.database.db.select().from(ticketPurchases)).toHaveLength(purchases);
  });

  it('refuses a closed event, PTC beyond the balance and a card amount that does not add up', async () => {
    const session = await member();
    const { rows } = (await ctx.database.db.execute(
      sql`select id, buy_in_amount from events where starts_at < ${daysFromNow(-1)} and buy_in_amount > 0 and ptc_redeemable limit 1`,
    )) as unknown as { rows: Row[] };
    const closed = rows[0] as Row;
    const tickets = await ticketCount();
    const late = await purchase(session, {
      eventId: closed.id,
      ptcAmount: closed.buy_in_amount,
      creditCardAmount: 0,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain('Registration for this event has closed');
    const event = (await openEvents())[0] as Row;
    const wrong = await purchase(session, { eventId: event.id, ptcAmount: 0, creditCardAmount: 100 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The amount to pay has changed. Please review it and try again.');
    const tooMuch = await purchase(session, {
      eventId: event.id,
      ptcAmount: event.buy_in_amount + 1,
      creditCardAmount: 0,
    });
    expect(tooMuch.statusCode).toBe(400);
    const missing = await purchase(session, { eventId: 2_000_000_000, ptcAmount: 0, creditCardAmount: 0 });
    expect(missing.statusCode).toBe(404);
    expect(await ticketCount()).toBe(tickets);
  });

  it("shows a member only their own tickets: another member's guids disclose and change nothing", async () => {
    const owner = await member();
    const other = await rival();
    expect(
      (await owner.get(`/membership/eventTicketDetail?gameMembership=${SWAPPABLE_TICKET}`)).statusCode,
    ).toBe(200);
    const detail = (await owner.get(`/membership/voucherDetail?voucherGuid=${SWAPPABLE_VOUCHER}`)).json();
    const probes = [
      await other.get(`/membership/eventTicketDetail?gameMembership=${SWAPPABLE_TICKET}`),
      await other.get(`/membership/voucherDetail?voucherGuid=${SWAPPABLE_VOUCHER}`),
      await other.get(`/voucher/listEvents?voucherGuid=${SWAPPABLE_VOUCHER}`),
      await other.post('/membership/swapFlight', { voucherGuid: SWAPPABLE_VOUCHER, newEventId: 1 }),
      await other.post('/membership/transferTicket', {
        gameMembershipGuid: SWAPPABLE_TICKET,
        toMembershipId: RIVAL_ID,
      }),
    ];
    for (const probe of probes) {
      expect(probe.statusCode).toBe(404);
      expect(probe.body).not.toContain(detail.redeemCode ?? 'no code');
    }
    expect((await owner.get(`/membership/voucherDetail?voucherGuid=${SWAPPABLE_VOUCHER}`)).json()).toEqual(
      detail,
    );
  });

  it("another member's ticket guid to swapFlight and voucher guid to transferTicket answer 404 and change nothing", async () => {
    const owner = await member();
    const other = await rival();
    const ticket = () => owner.get(`/membership/eventTicketDetail?gameMembership=${SWAPPABLE_TICKET}`);
    const voucher = (guid: string) => owner.get(`/membership/voucherDetail?voucherGuid=${guid}`);
    const histories = async () => [
      (await owner.get('/membership/playerTicketChangeHistory')).json(),
      (await other.get('/membership/playerTicketChangeHistory')).json(),
    ];
    const before = [
      (await ticket()).json(),
      (await voucher(SWAPPABLE_VOUCHER)).json(),
      (await voucher(MANUAL_VOUCHER)).json(),
    ];
    const historiesBefore = await histories();
    // A flight the owner could swap the ticket to: only whose ticket it is stands in the way.
    const flights = (
      await owner.post('/event/searchSwappableEvents', { eventId: before[0].eventTicket.id })
    ).json() as { id: number }[];
    expect(flights.length).toBeGreaterThan(0);
    const probes = [
      await other.post('/membership/swapFlight', {
        gameMembershipGuid: SWAPPABLE_TICKET,
        newEventId: flights[0]?.id,
      }),
      await other.post('/membership/transferTicket', {
        voucherGuid: MANUAL_VOUCHER,
        toMembershipId: RIVAL_ID,
      }),
      await other.post('/membership/transferTicket', {
        voucherGuid: SWAPPABLE_VOUCHER,
        toMembershipId: RIVAL_ID,
      }),
    ];
    for (const probe of probes) {
      expect(probe.statusCode).toBe(404);
      for (const held of before) expect(probe.body).not.toContain(held.redeemCode ?? 'no code');
    }
    expect([
      (await ticket()).json(),
      (await voucher(SWAPPABLE_VOUCHER)).json(),
      (await voucher(MANUAL_VOUCHER)).json(),
    ]).toEqual(before);
    expect(await histories()).toEqual(historiesBefore);
  });

  it("refuses a swap to another series' open event or to a past flight of the same series, changing nothing", async () => {
    const session = await member();
    const detail = async () =>
      (await session.get(`/membership/eventTicketDetail?gameMembership=${SWAPPABLE_TICKET}`)).json();
    const history = async () => (await session.get('/membership/playerTicketChangeHistory')).json();
    const before = await detail();
    const historyBefore = await history();
    const [current] = await ctx.database.db.select().from(events).where(eq(events.id, before.eventTicket.id));
    if (!current) throw new Error('the seeded ticket has no event');
    // A series is one game's weekly occurrences, or without a game the same title and kind at the venue.
    const sameSeries =
      current.gameScoreboardId !== null
        ? sql`coalesce(game_scoreboard_id = ${current.gameScoreboardId}, false)`
        : sql`(venue_id = ${current.venueId} and title = ${current.title} and type_id = ${current.typeId})`;
    // Other series' events open for registration now, the soonest first (a swap would list those first).
    const { rows: soon } = (await ctx.database.db.execute(sql`
      select id from events where not ${sameSeries} and event_status_id = 1
        and starts_at > ${daysFromNow(-1)} and buy_in_amount > 0
      order by starts_at, id limit 40`)) as unknown as { rows: { id: number }[] };
    const otherSeries: number[] = [];
    for (const { id } of soon) {
      if (otherSeries.length === 1) break;
      const open = (await session.get(`/Event/SearchPTCRedeemableEvents?id=${id}`)).json();
      if (open.length === 1) otherSeries.push(id);
    }
    otherSeries.push(((await openEvents(sql`not ${sameSeries}`))[0] as Row).id);
    // The series' past flights: its first and its latest.
    const { rows: past } = (await ctx.database.db.execute(sql`
      (select id from events where ${sameSeries} and id <> ${current.id} and starts_at < ${daysFromNow(-1)}
        order by starts_at, id limit 1)
      union
      (select id from events where ${sameSeries} and id <> ${current.id} and starts_at < ${daysFromNow(-1)}
        order by starts_at desc, id desc limit 1)`)) as unknown as { rows: { id: number }[] };
    expect(otherSeries).toHaveLength(2);
    expect(past).toHaveLength(2);

    for (const newEventId of [...otherSeries, ...past.map((p) => p.id)]) {
      const refused = await session.post('/membership/swapFlight', {
        gameMembershipGuid: SWAPPABLE_TICKET,
        newEventId,
      });
      expect(refused.statusCode, `swap to ${newEventId}`).toBe(400);
      expect(refused.json().message).toBe('You can only swap to another open flight of the same event.');
    }
    expect(await detail()).toEqual(before);
    expect(await history()).toEqual(historyBefore);
  });

  it('swaps a ticket to another open flight of the same series, and only to one', async () => {
    const session = await member();
    const ticket = (
      await session.get(`/membership/eventTicketDetail?gameMembership=${SWAPPABLE_TICKET}`)
    ).json();
    const flights = await session.post('/event/searchSwappableEvents', { eventId: ticket.eventTicket.id });
    expect(flights.statusCode).toBe(200);
    const list = flights.json() as { id: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((f) => f.id)).not.toContain(ticket.eventTicket.id);
    const voucherEvents = (await session.get(`/voucher/listEvents?voucherGuid=${ticket.voucherGuid}`)).json();
    expect(voucherEvents[0].event.id).toBe(ticket.eventTicket.id);

    const elsewhere = await session.post('/membership/swapFlight', {
      gameMembershipGuid: SWAPPABLE_TICKET,
      newEventId: ticket.eventTicket.id,
    });
    expect(elsewhere.statusCode).toBe(400);
    const target = list[0]?.id ?? 0;
    const swapped = await session.post('/membership/swapFlight', {
      gameMembershipGuid: SWAPPABLE_TICKET,
      newEventId: target,
    });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json()).toMatchObject({ success: true, status: 'approved' });
    expect(swapped.json().message).toContain('The request of swapping ticket to another flight:');
    const after = (
      await session.get(`/membership/eventTicketDetail?gameMembership=${SWAPPABLE_TICKET}`)
    ).json();
    expect(after.eventTicket.id).toBe(target);
    const history = (await session.get('/membership/playerTicketChangeHistory')).json();
    expect(history[0]).toMatchObject({ requestType: 1, requestStatus: 2 });
    const both = await session.post('/membership/swapFlight', {
      gameMembershipGuid: SWAPPABLE_TICKET,
      voucherGuid: SWAPPABLE_VOUCHER,
      newEventId: target,
    });
    expect(both.statusCode).toBe(400);
  });

  it('transfers a voucher at once when its event transfers automatically; never to oneself', async () => {
    const owner = await member();
    const other = await rival();
    const self = await owner.post('/membership/transferTicket', {
      voucherGuid: SWAPPABLE_VOUCHER,
      toMembershipId: MEMBER_ID,
    });
    expect(self.statusCode).toBe(400);
    const notAllowed = await owner.post('/membership/transferTicket', {
      voucherGuid: SWAPPABLE_VOUCHER,
      toMembershipId: RIVAL_ID,
    });
    expect(notAllowed.statusCode).toBe(400);
    expect(notAllowed.json().message).toBe('This voucher cannot be transferred.');
    const before = (
      await owner.get(`/membership/eventTicketDetail?gameMembership=${SWAPPABLE_TICKET}`)
    ).json();
    const moved = await owner.post('/membership/transferTicket', {
      gameMembershipGuid: SWAPPABLE_TICKET,
      toMembershipId: RIVAL_ID,
    });
    expect(moved.json()).toMatchObject({ success: true, status: 'approved' });
    expect(
      (await owner.get(`/membership/eventTicketDetail?gameMembership=${SWAPPABLE_TICKET}`)).statusCode,
    ).toBe(404);
    const received = (
      await other.get(`/membership/eventTicketDetail?gameMembership=${SWAPPABLE_TICKET}`)
    ).json();
    expect(received.eventTicket.id).toBe(before.eventTicket.id);
    expect(received.redeemCode).not.toBe(before.redeemCode);
  });

  it('a manual transfer staff reject leaves the voucher with its owner; the history shows it Rejected with the reason', async () => {
    const owner = await member();
    const other = await rival();
    const staff = await admin();
    const detail = (session: Session) =>
      session.get(`/membership/voucherDetail?voucherGuid=${MANUAL_VOUCHER}`);
    const held = (await detail(owner)).json();
    expect(held.pendingChange).toBe(false);
    const pending = await owner.post('/membership/transferTicket', {
      voucherGuid: MANUAL_VOUCHER,
      toMembershipId: RIVAL_ID,
    });
    expect(pending.json()).toMatchObject({ success: true, status: 'pending' });
    const [request] = (await owner.get('/membership/playerTicketChangeHistory')).json();
    expect(request).toMatchObject({ requestType: 2, requestStatus: 1 });

    const reason = 'The receiving member is not eligible for this series.';
    const rejected = await staff.post('/staff/respondChangeRequest', {
      id: request.id,
      approve: false,
      reason,
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ success: true });

    expect((await detail(owner)).json()).toEqual(held);
    expect((await detail(other)).statusCode).toBe(404);
    const queue = (await staff.get('/staff/changeRequests')).json() as { id: number }[];
    expect(queue.map((q) => q.id)).not.toContain(request.id);
    const [answered] = (await owner.get('/membership/playerTicketChangeHistory')).json();
    expect(answered).toMatchObject({
      id: request.id,
      requestType: 2,
      requestStatus: 3,
      requestPlayer: 'Riley Ashford',
      respondName: 'Alex Moreau',
      respondReason: reason,
    });
    expect(answered.respondDate).not.toBeNull();
  });

  it('a manual transfer waits as Pending until staff approve it; members cannot answer it', async () => {
    const owner = await member();
    const other = await rival();
    const staff = await admin();
    const floor = await director();
    const pending = await owner.post('/membership/transferTicket', {
      voucherGuid: MANUAL_VOUCHER,
      toMembershipId: RIVAL_ID,
    });
    expect(pending.json()).toMatchObject({ success: true, status: 'pending' });
    const held = (await owner.get(`/membership/voucherDetail?voucherGuid=${MANUAL_VOUCHER}`)).json();
    expect(held.pendingChange).toBe(true);
    const twice = await owner.post('/membership/transferTicket', {
      voucherGuid: MANUAL_VOUCHER,
      toMembershipId: RIVAL_ID,
    });
    expect(twice.statusCode).toBe(409);
    const history = (await owner.get('/membership/playerTicketChangeHistory')).json();
    expect(history[0]).toMatchObject({ requestType: 2, requestStatus: 1, requestPlayer: 'Riley Ashford' });

    expect((await owner.get('/staff/changeRequests')).statusCode).toBe(403);
    expect(
      (await owner.post('/staff/respondChangeRequest', { id: history[0].id, approve: true })).statusCode,
    ).toBe(403);
    // A venue director no longer answers them either.
    expect((await floor.get('/staff/changeRequests')).statusCode).toBe(403);
    expect(
      (await floor.post('/staff/respondChangeRequest', { id: history[0].id, approve: true })).statusCode,
    ).toBe(403);
    const queue = (await staff.get('/staff/changeRequests')).json();
    expect(queue.map((q: { id: number }) => q.id)).toContain(history[0].id);
    const approved = await staff.post('/staff/respondChangeRequest', { id: history[0].id, approve: true });
    expect(approved.json()).toMatchObject({ success: true });
    expect(
      (await staff.post('/staff/respondChangeRequest', { id: history[0].id, approve: false })).statusCode,
    ).toBe(409);
    expect((await owner.get(`/membership/voucherDetail?voucherGuid=${MANUAL_VOUCHER}`)).statusCode).toBe(404);
    expect((await other.get(`/membership/voucherDetail?voucherGuid=${MANUAL_VOUCHER}`)).statusCode).toBe(200);
    const answered = (await owner.get('/membership/playerTicketChangeHistory')).json();
    expect(answered[0]).toMatchObject({ id: history[0].id, requestStatus: 2 });
  });

  it('refunds the card when the ticket cannot be issued after the charge (the PTC were spent meanwhile)', async () => {
    const db = ctx.database.db;
    const [buyer] = await db.select().from(members).where(eq(members.membershipId, MEMBER_ID));
    const buyerId = buyer?.id ?? 0;
    const ptc = 5;
    // The card is charged, then (as if another tab redeemed) the member's PTC drop below the PTC part.
    const sandbox = sandboxPaymentProvider(db);
    let drained = 0;
    const payments: PaymentProvider = {
      ...sandbox,
      async charge(request, now) {
        const outcome = await sandbox.charge(request, now);
        await withLockedMembers(db, [buyerId], async (tx) => {
          const [row] = await tx.select().from(members).where(eq(members.id, buyerId));
          drained = (row?.ptcBalance ?? 0) - (ptc - 1);
          const spent = await spendPtc(tx, {
            memberId: buyerId,
            amount: drained,
            purpose: 'redeem',
            description: 'Spent in another tab',
            now,
          });
          expect(spent).not.toBeNull();
        });
        return outcome;
      },
    };
    const app = await buildApp({ db, payments });
    try {
      const session = await as('member@example.com', 'Member#2026', app);
      const event = (await openEvents(sql`buy_in_amount >= 20`))[1] as Row;
      const tickets = await ticketCount();
      const ledgerBefore = await db.select().from(ptcLedger).where(eq(ptcLedger.memberId, buyerId));
      const token = await cardToken(session);
      const response = await purchase(session, {
        eventId: event.id,
        ptcAmount: ptc,
        creditCardAmount: (event.buy_in_amount - ptc) * 100,
        cardToken: token,
      });
      expect(drained).toBeGreaterThan(0);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        "Please note! You don't have sufficient PTC to redeem this event. Your card payment was refunded.",
      );
      // The balance and the ledger are as the other tab left them: nothing of this purchase was spent.
      expect(await balanceOf(MEMBER_ID)).toBe(ptc - 1);
      const ledgerAfter = await db.select().from(ptcLedger).where(eq(ptcLedger.memberId, buyerId));
      expect(ledgerAfter.filter((l) => l.description !== 'Spent in another tab')).toEqual(ledgerBefore);
      const [row] = await db
        .select()
        .from(ticketPurchases)
        .where(eq(ticketPurchases.idempotencyKey, `card:${token}`));
      expect(row).toMatchObject({ status: 'refunded', refunded: true, voucherId: null, redeemCode: null });
      const [charge] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.id, row?.chargeId ?? ''));
      expect(charge?.status).toBe('approved');
      expect(charge?.refundedAt).toBeInstanceOf(Date);
      expect(await ticketCount()).toBe(tickets);
      expect(
        await db
          .select()
          .from(vouchers)
          .where(eq(vouchers.shopOrderId, `APL-T${row?.id}`)),
      ).toEqual([]);
      expect(
        await db
          .select()
          .from(ptcLedger)
          .where(like(ptcLedger.description, `%(APL-T${row?.id})%`)),
      ).toEqual([]);
      await expectLedgerHolds();
    } finally {
      await app.close();
      const now = new Date();
      if (drained > 0)
        await withLockedMembers(db, [buyerId], (tx) =>
          creditPtc(tx, {
            memberId: buyerId,
            source: 'manual',
            description: 'Refund test: restore the balance',
            amount: drained,
            transferable: false,
            creditedAt: now,
            expiresAt: new Date(now.getTime() + 86_400_000 * 30),
          }),
        );
    }
  });
});
