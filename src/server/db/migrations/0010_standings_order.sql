-- Leaderboard/search orders by pts (or winnings) DESC, won DESC, ft DESC, played, member_id: the indexes now hold that
-- whole order with the nulls where a plain DESC puts them, so the top rows are read off the index instead of sorting
-- every player on the board. The board's five key columns depend on each other (a venue lies in one region and
-- state; all time has no month), which the planner cannot know without these statistics: it guessed about 60 rows
-- where a state's board has thousands, and chose to sort them.
DROP INDEX IF EXISTS "standings_points_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "standings_points_idx" ON "standings" USING btree ("scope","scope_id","season_id","month_id","division_id","pts" DESC NULLS FIRST,"won" DESC NULLS FIRST,"ft" DESC NULLS FIRST,"played","member_id");--> statement-breakpoint
DROP INDEX IF EXISTS "standings_winnings_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "standings_winnings_idx" ON "standings" USING btree ("scope","scope_id","division_id","winnings" DESC NULLS FIRST,"won" DESC NULLS FIRST,"ft" DESC NULLS FIRST,"played","member_id") WHERE "standings"."season_id" = 0;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "standings_board_stats" (dependencies, mcv) ON "scope","scope_id","season_id","month_id","division_id" FROM "standings";--> statement-breakpoint
ANALYZE "standings";
