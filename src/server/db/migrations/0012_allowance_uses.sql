CREATE TABLE IF NOT EXISTS "allowance_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "allowance_uses_key_idx" ON "allowance_uses" USING btree ("key","expires_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "allowance_uses_expires_idx" ON "allowance_uses" USING btree ("expires_at");
--> statement-breakpoint
-- Codes per address are counted as allowances now.
DROP INDEX IF EXISTS "one_time_codes_ip_idx";
