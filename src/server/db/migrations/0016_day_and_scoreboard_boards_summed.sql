CREATE INDEX "events_venue_day_starts_idx" ON "events" USING btree ("venue_day_id","starts_at");--> statement-breakpoint
-- A day's and a scoreboard's leaderboards are summed from their games (a season's is a few hundred results), as a
-- venue's month already was: their standings rows (a third of the table, mostly copies of the venue's) go.
DELETE FROM "standings" WHERE "scope" >= 4;
