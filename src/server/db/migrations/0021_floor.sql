CREATE TABLE "floor_commands" (
	"event_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"command" jsonb NOT NULL,
	"command_id" uuid NOT NULL,
	"undone" boolean DEFAULT false NOT NULL,
	"made_by" integer,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "floor_commands_event_id_seq_pk" PRIMARY KEY("event_id","seq")
);
--> statement-breakpoint
CREATE TABLE "floor_requests" (
	"event_id" integer NOT NULL,
	"command_id" uuid NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "floor_requests_event_id_command_id_pk" PRIMARY KEY("event_id","command_id")
);
--> statement-breakpoint
ALTER TABLE "floor_commands" ADD CONSTRAINT "floor_commands_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_commands" ADD CONSTRAINT "floor_commands_made_by_members_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_requests" ADD CONSTRAINT "floor_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "floor_commands_event_command_uq" ON "floor_commands" USING btree ("event_id","command_id");