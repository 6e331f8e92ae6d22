import { eq, sql } from 'drizzle-orm';
import { STATES } from '../../shared/states';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { members, staffVenues, venues } from '../db/schema';
import { insertRows } from './batch';
import { FIRST_NAMES, LAST_NAMES } from './names';
import type { Random } from './random';

export const DEMO_ACCOUNTS = [
  {
    email: 'member@example.com',
    suburb: 'Carlton',
    postcode: '3053',
    dateOfBirth: '1991-03-02',
    gender: 'F' as const,
    password: 'Member#2026',
    firstName: 'Mia',
    lastName: 'Callaghan',
    mobile: '0412345678',
    mobileVerified: true,
    brandId: 2,
    stateId: 1,
    role: 'member' as const,
    ptcBalance: 250,
  },
  {
    email: 'rival@example.com',
    suburb: 'Brunswick',
    postcode: '3056',
    dateOfBirth: '1988-09-14',
    gender: 'M' as const,
    password: 'Rival#2026',
    firstName: 'Riley',
    lastName: 'Ashford',
    mobile: '0423456789',
    mobileVerified: true,
    brandId: 2,
    stateId: 1,
    role: 'member' as const,
    ptcBalance: 40,
  },
  {
    email: 'director@example.com',
    suburb: 'Richmond',
    postcode: '3121',
    dateOfBirth: '1979-01-25',
    gender: 'F' as const,
    password: 'Director#2026',
    firstName: 'Dana',
    lastName: 'Whitlock',
    mobile: '0434567890',
    mobileVerified: true,
    brandId: 2,
    stateId: 1,
    role: 'director' as const,
    ptcBalance: 0,
  },
];

/**
 * More demo members, one of each pair per browser-test viewport: two whose mobile is not verified yet (to try
 * /redeem/verify), two who forgot their password (to try /forgot-password), and two more whose mobile is not
 * verified, for the journey that must find it unverified while the first two are being verified. Appended after
 * every state's players so the seeded membership numbers and id ranges stay as they were.
 */
export const EXTRA_DEMO_ACCOUNTS = [
  {
    customerGuid: '3b0f6c1e-8d2a-4f57-9c1e-5a7d2b4e6f01',
    email: 'newcomer@example.com',
    suburb: 'Braddon',
    postcode: '2612',
    dateOfBirth: '1995-07-21',
    gender: 'M' as const,
    password: 'Newcomer#2026',
    firstName: 'Noah',
    lastName: 'Pearce',
    mobile: '0445678901',
    mobileVerified: false,
  },
  {
    customerGuid: '3b0f6c1e-8d2a-4f57-9c1e-5a7d2b4e6f02',
    email: 'guest@example.com',
    suburb: 'Kingston',
    postcode: '2604',
    dateOfBirth: '1993-12-05',
    gender: 'F' as const,
    password: 'Guest#2026',
    firstName: 'Ava',
    lastName: 'Lindqvist',
    mobile: '0456789012',
    mobileVerified: false,
  },
  {
    customerGuid: '3b0f6c1e-8d2a-4f57-9c1e-5a7d2b4e6f03',
    email: 'forgetful@example.com',
    suburb: 'Griffith',
    postcode: '2603',
    dateOfBirth: '1985-04-30',
    gender: 'M' as const,
    password: 'Forgetful#2026',
    firstName: 'Oscar',
    lastName: 'Brandt',
    mobile: '0467890123',
    mobileVerified: true,
  },
  {
    customerGuid: '3b0f6c1e-8d2a-4f57-9c1e-5a7d2b4e6f04',
    email: 'absent@example.com',
    suburb: 'Turner',
    postcode: '2612',
    dateOfBirth: '1990-10-10',
    gender: 'X' as const,
    password: 'Absent#2026',
    firstName: 'Sky',
    lastName: 'Moreau',
    mobile: '0478901234',
    mobileVerified: true,
  },
  {
    customerGuid: '3b0f6c1e-8d2a-4f57-9c1e-5a7d2b4e6f05',
    email: 'traveller@example.com',
    suburb: 'Dickson',
    postcode: '2602',
    dateOfBirth: '1992-02-17',
    gender: 'F' as const,
    password: 'Traveller#2026',
    firstName: 'Isla',
    lastName: 'Okafor',
    mobile: '0489012345',
    mobileVerified: false,
  },
  {
    customerGuid: '3b0f6c1e-8d2a-4f57-9c1e-5a7d2b4e6f06',
    email: 'wanderer@example.com',
    suburb: 'Manuka',
    postcode: '2603',
    dateOfBirth: '1987-08-08',
    gender: 'M' as const,
    password: 'Wanderer#2026',
    firstName: 'Theo',
    lastName: 'Hartley',
    mobile: '0490123456',
    mobileVerified: false,
  },
  // The league office's admin (issue 34): assigns the staff roles and reads the audit trail.
  {
    customerGuid: '3b0f6c1e-8d2a-4f57-9c1e-5a7d2b4e6f07',
    email: 'admin@example.com',
    suburb: 'Docklands',
    postcode: '3008',
    dateOfBirth: '1976-03-14',
    gender: 'F' as const,
    password: 'Admin#2026',
    firstName: 'Alex',
    lastName: 'Moreau',
    mobile: '0401234567',
    mobileVerified: true,
    role: 'league_admin' as const,
  },
  // Players who ask for their account to be deleted in the staff queues' browser journey (one per viewport):
  // ACT players like the accounts above, so they have results and standings to keep under a pseudonym.
  {
    customerGuid: '3b0f6c1e-8d2a-4f57-9c1e-5a7d2b4e6f08',
    email: 'leaving@example.com',
    suburb: 'Braddon',
    postcode: '2612',
    dateOfBirth: '1989-05-23',
    gender: 'F' as const,
    password: 'Leaving#2026',
    firstName: 'Leah',
    lastName: 'Vance',
    mobile: '0491234567',
    mobileVerified: true,
  },
  {
    customerGuid: '3b0f6c1e-8d2a-4f57-9c1e-5a7d2b4e6f09',
    email: 'departing@example.com',
    suburb: 'Kingston',
    postcode: '2604',
    dateOfBirth: '1983-11-02',
    gender: 'M' as const,
    password: 'Departing#2026',
    firstName: 'Dylan',
    lastName: 'Porter',
    mobile: '0492345678',
    mobileVerified: true,
  },
  // The league office's content editor (issue 34): news, About pages, banners, major events and photos.
  {
    customerGuid: '6d2e8a4b-1c3f-4e9a-8b7d-2f5c9e1a3d84',
    email: 'editor@example.com',
    suburb: 'Surry Hills',
    postcode: '2010',
    dateOfBirth: '1988-09-02',
    gender: 'M' as const,
    password: 'Editor#2026',
    firstName: 'Eli',
    lastName: 'Navarro',
    mobile: '0409876543',
    mobileVerified: true,
    role: 'content_editor' as const,
  },
];

const PLAYER_SHARE: Record<number, number> = {
  1: 0.27,
  2: 0.26,
  3: 0.1,
  4: 0.08,
  5: 0.17,
  6: 0.05,
  7: 0.03,
  8: 0.04,
};

/**
 * The demo accounts' password hashes, all at once: scrypt runs on libuv's threads, so the seed starts them
 * first and they are ready by the time the members are inserted instead of costing the seed their time.
 */
export function hashDemoPasswords() {
  return Promise.all([
    Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password))),
    Promise.all(EXTRA_DEMO_ACCOUNTS.map((account) => hashPassword(account.password))),
  ]);
}

/**
 * Inserts players grouped by state so each state's players hold one contiguous id range,
 * which lets the SQL result generator pick a state's players by arithmetic.
 */
export async function seedMembers(
  db: Db,
  random: Random,
  playerCount: number,
  passwordHashes: ReturnType<typeof hashDemoPasswords> = hashDemoPasswords(),
) {
  const [demoHashes, extraHashes] = await passwordHashes;
  const rows: (typeof members.$inferInsert)[] = [];
  let membershipId = 100_000;
  for (const state of STATES) {
    DEMO_ACCOUNTS.forEach((account, i) => {
      if (account.stateId !== state.id) return;
      const { password: _password, ...rest } = account;
      rows.push({
        ...rest,
        customerGuid: random.uuid(),
        membershipId: membershipId++,
        passwordHash: demoHashes[i] ?? null,
      });
    });
    const count = Math.round(playerCount * (PLAYER_SHARE[state.id] ?? 0.05));
    for (let i = 0; i < count; i++) {
      const firstName = random.pick(FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      rows.push({
        customerGuid: random.uuid(),
        membershipId: membershipId++,
        email: null,
        passwordHash: null,
        role: 'member',
        firstName,
        lastName,
        mobile: `04${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
        mobileVerified: random.chance(0.6),
        brandId: random.chance(0.15) ? 1 : 2,
        stateId: state.id,
        ptcBalance: random.chance(0.3) ? random.int(1, 60) * 5 : 0,
      });
    }
  }
  const lastState = STATES[STATES.length - 1]?.id ?? 8;
  EXTRA_DEMO_ACCOUNTS.forEach((account, i) => {
    const { password: _password, ...rest } = account;
    rows.push({
      ...rest,
      membershipId: membershipId++,
      passwordHash: extraHashes[i] ?? null,
      ptcBalance: 0,
      brandId: 2,
      // The last state's block, so every state's players still hold one id range.
      stateId: lastState,
      role: 'role' in account ? account.role : 'member',
    });
  });
  await insertRows(db, members, rows, 2000);
  // The demo venue director runs every venue of their state.
  await db
    .insert(staffVenues)
    .select(
      db
        .select({ memberId: members.id, venueId: venues.id })
        .from(members)
        .innerJoin(venues, eq(venues.stateId, members.stateId))
        .where(eq(members.role, 'director')),
    );
  const pools = await db
    .select({
      stateId: members.stateId,
      firstId: sql<number>`min(${members.id})::int`,
      lastId: sql<number>`max(${members.id})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(members)
    .groupBy(members.stateId);
  for (const pool of pools) {
    if (pool.lastId - pool.firstId + 1 !== pool.count) {
      throw new Error(`players of state ${pool.stateId} do not hold one id range`);
    }
  }
}
