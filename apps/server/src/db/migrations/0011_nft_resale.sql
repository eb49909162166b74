CREATE TABLE "nft_appeal_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_appeal_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appeal_id" integer NOT NULL,
	"side" text NOT NULL,
	"text" text NOT NULL,
	"images" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_appeals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_appeals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"opened_by" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decision" text,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nft_listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"copy_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"pay_methods" jsonb NOT NULL,
	"status" text DEFAULT 'listed' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "nft_listings_price_positive" CHECK ("nft_listings"."price" > 0 AND "nft_listings"."fee" >= 0)
);
--> statement-breakpoint
DROP INDEX "nft_order_tips_once";--> statement-breakpoint
DROP INDEX "nft_orders_one_unpaid";--> statement-breakpoint
ALTER TABLE "nft_copies" ADD COLUMN "locked_for" text;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD COLUMN "kind" text DEFAULT 'primary' NOT NULL;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD COLUMN "listing_id" integer;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD COLUMN "copy_id" integer;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD COLUMN "seller_id" integer;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD COLUMN "proof" text;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD COLUMN "fee" bigint;--> statement-breakpoint
ALTER TABLE "nft_appeal_messages" ADD CONSTRAINT "nft_appeal_messages_appeal_id_nft_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."nft_appeals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_appeals" ADD CONSTRAINT "nft_appeals_order_id_nft_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."nft_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_appeals" ADD CONSTRAINT "nft_appeals_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_listings" ADD CONSTRAINT "nft_listings_copy_id_nft_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."nft_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_listings" ADD CONSTRAINT "nft_listings_series_id_nft_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."nft_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_listings" ADD CONSTRAINT "nft_listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nft_appeal_messages_appeal_idx" ON "nft_appeal_messages" USING btree ("appeal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_appeals_order_unique" ON "nft_appeals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "nft_appeals_status_idx" ON "nft_appeals" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_listings_one_open" ON "nft_listings" USING btree ("copy_id") WHERE "nft_listings"."status" IN ('listed', 'ordered');--> statement-breakpoint
CREATE INDEX "nft_listings_market_idx" ON "nft_listings" USING btree ("series_id","price","id") WHERE "nft_listings"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "nft_listings_seller_idx" ON "nft_listings" USING btree ("seller_id","id");--> statement-breakpoint
ALTER TABLE "nft_orders" ADD CONSTRAINT "nft_orders_listing_id_nft_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."nft_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD CONSTRAINT "nft_orders_copy_id_nft_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."nft_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD CONSTRAINT "nft_orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nft_orders_seller_idx" ON "nft_orders" USING btree ("seller_id","id") WHERE "nft_orders"."seller_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "nft_orders_listing_idx" ON "nft_orders" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_order_tips_once" ON "nft_order_tips" USING btree ("order_id","user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_orders_one_unpaid" ON "nft_orders" USING btree ("user_id","series_id") WHERE "nft_orders"."status" = 'unpaid' AND "nft_orders"."kind" = 'primary';--> statement-breakpoint
ALTER TABLE "nft_orders" ADD CONSTRAINT "nft_orders_resale_shape" CHECK (("nft_orders"."kind" = 'primary') = ("nft_orders"."listing_id" IS NULL AND "nft_orders"."copy_id" IS NULL AND "nft_orders"."seller_id" IS NULL));