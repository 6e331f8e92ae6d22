ALTER TABLE "results" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "player_name" text;--> statement-breakpoint
CREATE TABLE "bust_outs" (
	"event_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"member_id" integer,
	"player_name" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bust_outs_event_id_seq_pk" PRIMARY KEY("event_id","seq")
);
--> statement-breakpoint
CREATE TABLE "standings" (
	"scope" smallint NOT NULL,
	"scope_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"month_id" integer NOT NULL,
	"division_id" smallint NOT NULL,
	"member_id" integer NOT NULL,
	"pts" integer NOT NULL,
	"played" integer NOT NULL,
	"ft" integer NOT NULL,
	"won" integer NOT NULL,
	"winnings" integer NOT NULL,
	CONSTRAINT "standings_scope_scope_id_season_id_month_id_division_id_member_id_pk" PRIMARY KEY("scope","scope_id","season_id","month_id","division_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "bust_outs" ADD CONSTRAINT "bust_outs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bust_outs" ADD CONSTRAINT "bust_outs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standings_points_idx" ON "standings" USING btree ("scope","scope_id","season_id","month_id","division_id","pts" DESC NULLS LAST,"won" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "standings_winnings_idx" ON "standings" USING btree ("scope","scope_id","division_id","winnings" DESC NULLS LAST) WHERE "standings"."season_id" = 0;
