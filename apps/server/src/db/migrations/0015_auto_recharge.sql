ALTER TABLE "recharges" ALTER COLUMN "proof" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "kind" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "chain_from" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "chain_to" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "chain_token" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "chain_block" bigint;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "confirmations" integer;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "required_confirmations" integer;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_manual_has_proof" CHECK ("recharges"."kind" = 'auto' OR "recharges"."proof" <> '');