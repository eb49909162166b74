-- Answers are replayed byte for byte: kept as the text first sent (jsonb reorders keys).
ALTER TABLE "idempotency_keys" ALTER COLUMN "response" SET DATA TYPE text USING "response"::text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claim" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A key left pending before this migration may have moved money (nothing recorded the commit then):
-- it is never run again, and answers that the request was carried out.
UPDATE "idempotency_keys" SET "state" = 'committed' WHERE "state" = 'pending';
