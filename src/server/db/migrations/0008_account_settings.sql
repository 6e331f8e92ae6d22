-- Written to run again safely: it once shared 0007's timestamp, so databases migrated then may lack it.
ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "email_valid" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "use_avatar" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "avatar_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer
);
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'avatar_uploads_member_id_members_id_fk') THEN
    ALTER TABLE "avatar_uploads" ADD CONSTRAINT "avatar_uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
  END IF;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'avatar_uploads_reviewed_by_members_id_fk') THEN
    ALTER TABLE "avatar_uploads" ADD CONSTRAINT "avatar_uploads_reviewed_by_members_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
  END IF;
END $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "avatar_uploads_member_idx" ON "avatar_uploads" USING btree ("member_id","created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "avatar_uploads_status_idx" ON "avatar_uploads" USING btree ("status","created_at");
