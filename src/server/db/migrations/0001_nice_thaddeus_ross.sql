CREATE TABLE "tournament_clocks" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"run_status" smallint DEFAULT 1 NOT NULL,
	"current_round" smallint DEFAULT 1 NOT NULL,
	"is_round" boolean DEFAULT true NOT NULL,
	"remaining_seconds" integer NOT NULL,
	"triggered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"players_remaining" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"re_entries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_clocks" ADD CONSTRAINT "tournament_clocks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;