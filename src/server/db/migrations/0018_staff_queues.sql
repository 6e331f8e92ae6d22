ALTER TABLE "account_delete_requests" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_delete_requests" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "account_delete_requests" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_delete_requests" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "account_delete_requests" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_delete_requests" ADD CONSTRAINT "account_delete_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_delete_requests" ADD CONSTRAINT "account_delete_requests_verified_by_members_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_delete_requests" ADD CONSTRAINT "account_delete_requests_handled_by_members_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_delete_requests_status_idx" ON "account_delete_requests" USING btree ("status","created_at");--> statement-breakpoint
-- Erasing a member (issue 34) rewrites the ledger's transfer descriptions that name them under the pseudonym:
-- the ledger stays append-only for everything that counts (who, which lot, kind, purpose, amount, when).
CREATE OR REPLACE FUNCTION ptc_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (NEW.id, NEW.movement_guid, NEW.member_id, NEW.credit_id, NEW.kind, NEW.purpose, NEW.amount, NEW.created_at)
      IS NOT DISTINCT FROM
      (OLD.id, OLD.movement_guid, OLD.member_id, OLD.credit_id, OLD.kind, OLD.purpose, OLD.amount, OLD.created_at)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ptc_ledger is append-only';
END;
$$;
