CREATE TABLE "ptc_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"remaining" integer NOT NULL,
	"expired_amount" integer DEFAULT 0 NOT NULL,
	"transferable" boolean NOT NULL,
	"credited_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	CONSTRAINT "ptc_credits_guid_unique" UNIQUE("guid"),
	CONSTRAINT "ptc_credits_amount_positive" CHECK ("ptc_credits"."amount" > 0),
	CONSTRAINT "ptc_credits_remaining_range" CHECK ("ptc_credits"."remaining" >= 0 and "ptc_credits"."remaining" <= "ptc_credits"."amount")
);
--> statement-breakpoint
CREATE TABLE "ptc_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"movement_guid" uuid NOT NULL,
	"member_id" integer NOT NULL,
	"credit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ptc_ledger_amount_not_zero" CHECK ("ptc_ledger"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ptc_credits" ADD CONSTRAINT "ptc_credits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptc_ledger" ADD CONSTRAINT "ptc_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptc_ledger" ADD CONSTRAINT "ptc_ledger_credit_id_ptc_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."ptc_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ptc_credits_member_expiry_idx" ON "ptc_credits" USING btree ("member_id","expires_at");--> statement-breakpoint
CREATE INDEX "ptc_ledger_member_idx" ON "ptc_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ptc_ledger_movement_idx" ON "ptc_ledger" USING btree ("movement_guid");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_ptc_balance_not_negative" CHECK ("members"."ptc_balance" >= 0);--> statement-breakpoint
CREATE FUNCTION ptc_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ptc_ledger is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ptc_ledger_no_update_or_delete BEFORE UPDATE OR DELETE ON "ptc_ledger"
  FOR EACH ROW EXECUTE FUNCTION ptc_ledger_append_only();
