-- A purchase's receipt has an address of its own (/redeem/receipt/{guid}): a key nobody can count through.
ALTER TABLE "ticket_purchases" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_purchases_guid_uq" ON "ticket_purchases" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "ticket_purchases_voucher_idx" ON "ticket_purchases" USING btree ("voucher_id");
