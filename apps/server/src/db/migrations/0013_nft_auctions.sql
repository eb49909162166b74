CREATE TABLE "nft_auctions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_auctions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"series_id" integer NOT NULL,
	"copy_id" integer,
	"seller_id" integer,
	"start_price" bigint NOT NULL,
	"increment_bp" integer NOT NULL,
	"reserve" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"leading_bid_id" integer,
	"bids" integer DEFAULT 0 NOT NULL,
	"fee" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "nft_auctions_prices" CHECK ("nft_auctions"."start_price" > 0 AND ("nft_auctions"."reserve" IS NULL OR "nft_auctions"."reserve" > 0))
);
--> statement-breakpoint
CREATE TABLE "nft_bids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"auction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'leading' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nft_auctions" ADD CONSTRAINT "nft_auctions_series_id_nft_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."nft_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_auctions" ADD CONSTRAINT "nft_auctions_copy_id_nft_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."nft_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_auctions" ADD CONSTRAINT "nft_auctions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_bids" ADD CONSTRAINT "nft_bids_auction_id_nft_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."nft_auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_bids" ADD CONSTRAINT "nft_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nft_auctions_due_idx" ON "nft_auctions" USING btree ("ends_at","id") WHERE "nft_auctions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "nft_auctions_seller_idx" ON "nft_auctions" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "nft_bids_auction_idx" ON "nft_bids" USING btree ("auction_id","id");--> statement-breakpoint
CREATE INDEX "nft_bids_user_idx" ON "nft_bids" USING btree ("user_id","auction_id");