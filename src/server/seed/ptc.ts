import { eq, inArray, sql } from 'drizzle-orm';
import { PTC_VALIDITY_DAYS } from '../../shared/ptc-rules';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { creditPtc, expireDue, lockMembers, spendPtc } from '../services/ptc-ledger';
import { DEMO_ACCOUNTS } from './members';

const DAY_MS = 86_400_000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/**
 * Gives every member's seeded balance its ledger: one opening lot per player (expiring 40 to 340 days from
 * now), and for the demo member a history with every kind of movement: a prize, a converted voucher partly
 * spent on a ticket, a welcome bonus expiring within 30 days and a manual allocation that has expired.
 */
export async function seedPtcLedger(db: Db, now: Date) {
  const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
  await db.execute(sql`
    insert into ptc_credits (guid, member_id, source, description, amount, remaining, transferable,
      credited_at, expires_at)
    select md5('ptc-opening-' || m.id)::uuid, m.id, 'promotion', 'Opening balance', m.ptc_balance,
      m.ptc_balance, true,
      ${now}::timestamptz - make_interval(days => ${PTC_VALIDITY_DAYS} - (40 + (m.id * 37) % 300)),
      ${now}::timestamptz + make_interval(days => 40 + (m.id * 37) % 300)
    from members m
    where m.ptc_balance > 0 and (m.email is null or m.email not in (${sql.join(
      demoEmails.map((email) => sql`${email}`),
      sql`, `,
    )}))`);
  await db.execute(sql`
    insert into ptc_ledger (movement_guid, member_id, credit_id, kind, purpose, amount, description, created_at)
    select md5('ptc-opening-move-' || c.id)::uuid, c.member_id, c.id, 'credit', 'credit', c.amount,
      c.description, c.credited_at
    from ptc_credits c`);

  const demos = await db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(inArray(members.email, demoEmails));
  const idOf = (email: string) => demos.find((demo) => demo.email === email)?.id;
  const member = idOf('member@example.com');
  const rival = idOf('rival@example.com');
  if (!member || !rival) throw new Error('the demo members are missing');
  await db
    .update(members)
    .set({ ptcBalance: 0 })
    .where(inArray(members.id, [member, rival]));
  await lockMembers(db, [member, rival]);

  await creditPtc(db, {
    memberId: member,
    source: 'manual',
    description: 'Manual allocation: league ambassador',
    amount: 30,
    transferable: true,
    creditedAt: daysFrom(now, -400),
    expiresAt: daysFrom(now, -35),
  });
  await expireDue(db, member, daysFrom(now, -35));
  await creditPtc(db, {
    memberId: member,
    source: 'voucher',
    description: 'Voucher converted to PTC',
    amount: 140,
    transferable: true,
    creditedAt: daysFrom(now, -200),
    expiresAt: daysFrom(now, PTC_VALIDITY_DAYS - 200),
  });
  await spendPtc(db, {
    memberId: member,
    amount: 40,
    purpose: 'redeem',
    description: 'Event ticket redeemed with PTC',
    now: daysFrom(now, -150),
  });
  await creditPtc(db, {
    memberId: member,
    source: 'result',
    description: 'Prize PTC: 1st place, weekly league game',
    amount: 100,
    transferable: true,
    creditedAt: daysFrom(now, -40),
    expiresAt: daysFrom(now, PTC_VALIDITY_DAYS - 40),
  });
  await creditPtc(db, {
    memberId: member,
    source: 'promotion',
    description: 'Welcome bonus',
    amount: 50,
    transferable: true,
    creditedAt: daysFrom(now, -345),
    expiresAt: daysFrom(now, 20),
  });
  await creditPtc(db, {
    memberId: rival,
    source: 'result',
    description: 'Prize PTC: 2nd place, weekly league game',
    amount: 40,
    transferable: true,
    creditedAt: daysFrom(now, -60),
    expiresAt: daysFrom(now, PTC_VALIDITY_DAYS - 60),
  });
  const [check] = await db.select({ ptc: members.ptcBalance }).from(members).where(eq(members.id, member));
  if (check?.ptc !== 250) throw new Error(`the demo member's ledger sums to ${check?.ptc}, not 250`);
}
