ALTER TABLE "nft_order_tips" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "nft_order_tips" ADD COLUMN "auction_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "nft_order_tips_auction_once" ON "nft_order_tips" USING btree ("auction_id","user_id","kind") WHERE "nft_order_tips"."auction_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "nft_order_tips" ADD CONSTRAINT "nft_order_tips_subject" CHECK (("nft_order_tips"."order_id" IS NULL) <> ("nft_order_tips"."auction_id" IS NULL));