CREATE TABLE "nft_copies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_copies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"series_id" integer NOT NULL,
	"serial" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"order_id" integer,
	"acquired_via" text NOT NULL,
	"acquired_at" timestamp with time zone NOT NULL,
	"price" bigint,
	"burned_at" timestamp with time zone,
	CONSTRAINT "nft_copies_serial_positive" CHECK ("nft_copies"."serial" > 0)
);
--> statement-breakpoint
CREATE TABLE "nft_copy_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_copy_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"copy_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_user" integer,
	"to_user" integer,
	"price" bigint,
	"ref_type" text DEFAULT '' NOT NULL,
	"ref_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_order_tips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_order_tips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "nft_orders_quantity_positive" CHECK ("nft_orders"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "nft_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text NOT NULL,
	"price" bigint NOT NULL,
	"supply" integer NOT NULL,
	"per_user_limit" integer DEFAULT 0 NOT NULL,
	"sale_start" timestamp with time zone NOT NULL,
	"sale_end" timestamp with time zone,
	"rarity" text NOT NULL,
	"creator" text DEFAULT '' NOT NULL,
	"chain" text DEFAULT '' NOT NULL,
	"contract_address" text DEFAULT '' NOT NULL,
	"token_standard" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_series_price_positive" CHECK ("nft_series"."price" > 0),
	CONSTRAINT "nft_series_counts" CHECK (0 <= "nft_series"."sold" AND 0 <= "nft_series"."reserved" AND "nft_series"."sold" + "nft_series"."reserved" <= "nft_series"."supply")
);
--> statement-breakpoint
ALTER TABLE "nft_copies" ADD CONSTRAINT "nft_copies_series_id_nft_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."nft_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_copies" ADD CONSTRAINT "nft_copies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_copies" ADD CONSTRAINT "nft_copies_order_id_nft_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."nft_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_copy_events" ADD CONSTRAINT "nft_copy_events_copy_id_nft_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."nft_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_copy_events" ADD CONSTRAINT "nft_copy_events_from_user_users_id_fk" FOREIGN KEY ("from_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_copy_events" ADD CONSTRAINT "nft_copy_events_to_user_users_id_fk" FOREIGN KEY ("to_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_order_tips" ADD CONSTRAINT "nft_order_tips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_order_tips" ADD CONSTRAINT "nft_order_tips_order_id_nft_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."nft_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD CONSTRAINT "nft_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD CONSTRAINT "nft_orders_series_id_nft_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."nft_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nft_copies_serial_unique" ON "nft_copies" USING btree ("series_id","serial");--> statement-breakpoint
CREATE INDEX "nft_copies_owner_idx" ON "nft_copies" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "nft_copies_order_idx" ON "nft_copies" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "nft_copy_events_copy_idx" ON "nft_copy_events" USING btree ("copy_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_order_tips_once" ON "nft_order_tips" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "nft_order_tips_user_idx" ON "nft_order_tips" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "nft_orders_user_idx" ON "nft_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "nft_orders_series_idx" ON "nft_orders" USING btree ("series_id","user_id");--> statement-breakpoint
CREATE INDEX "nft_orders_due_idx" ON "nft_orders" USING btree ("deadline","id") WHERE "nft_orders"."status" = 'unpaid';--> statement-breakpoint
CREATE UNIQUE INDEX "nft_orders_one_unpaid" ON "nft_orders" USING btree ("user_id","series_id") WHERE "nft_orders"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "nft_series_shelf_idx" ON "nft_series" USING btree ("sort","id") WHERE "nft_series"."published";