import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { requireEventScope, requireVenueScope, venuesRunBy } from '../../src/server/auth/venue-scope';
import { events, members, venues } from '../../src/server/db/schema';
import { describeOnEachDatabase } from './test-app';

const VICTORIA = 1;
const NEW_SOUTH_WALES = 2;

describeOnEachDatabase('venue scopes (issue 34)', (ctx) => {
  const memberByEmail = async (email: string) => {
    const [row] = await ctx.database.db.select().from(members).where(eq(members.email, email));
    if (!row) throw new Error(email);
    return row;
  };
  const venueIn = async (stateId: number) => {
    const [row] = await ctx.database.db
      .select({ id: venues.id })
      .from(venues)
      .where(eq(venues.stateId, stateId))
      .limit(1);
    if (!row) throw new Error(`no venue in state ${stateId}`);
    return row.id;
  };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { statusCode: number; message: string }) => [error.statusCode, error.message],
    );

  it("lets the seeded venue director act on Victoria's venues only, and a league admin on all", async () => {
    const director = await memberByEmail('director@example.com');
    const admin = await memberByEmail('admin@example.com');
    const member = await memberByEmail('member@example.com');
    const victorian = await venueIn(VICTORIA);
    const newSouthWelsh = await venueIn(NEW_SOUTH_WALES);
    const db = ctx.database.db;

    expect(await refusal(requireVenueScope(db, director, victorian))).toBeNull();
    expect(await refusal(requireVenueScope(db, director, newSouthWelsh))).toEqual([
      403,
      'This venue is not one of yours.',
    ]);
    expect(await refusal(requireVenueScope(db, admin, newSouthWelsh))).toBeNull();
    expect(await refusal(requireVenueScope(db, member, victorian))).toEqual([
      403,
      'This venue is not one of yours.',
    ]);

    const [nswEvent] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.venueId, newSouthWelsh))
      .limit(1);
    if (!nswEvent) throw new Error('no NSW event');
    expect(await refusal(requireEventScope(db, director, nswEvent.id))).toEqual([
      403,
      'This venue is not one of yours.',
    ]);
    expect(await refusal(requireEventScope(db, director, 999_999_999))).toBeNull();

    expect(await venuesRunBy(db, admin)).toBeNull();
    expect(await venuesRunBy(db, member)).toEqual([]);
    const run = await venuesRunBy(db, director);
    expect(run).toContain(victorian);
    expect(run).not.toContain(newSouthWelsh);
  });
});
