CREATE INDEX IF NOT EXISTS "events_scoreboard_starts_idx" ON "events" USING btree ("game_scoreboard_id","starts_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "photos_event_idx" ON "photos" USING btree ("event_id");
