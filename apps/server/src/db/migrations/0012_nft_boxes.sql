CREATE TABLE "nft_box_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_box_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"box_id" integer NOT NULL,
	"seed_pair_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"pool" jsonb NOT NULL,
	"pick" integer NOT NULL,
	"series_id" integer NOT NULL,
	"copy_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"asset" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_box_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_box_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"box_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"weight" integer NOT NULL,
	"stock" integer NOT NULL,
	"left" integer NOT NULL,
	CONSTRAINT "nft_box_entries_counts" CHECK ("nft_box_entries"."weight" > 0 AND 0 <= "nft_box_entries"."left" AND "nft_box_entries"."left" <= "nft_box_entries"."stock")
);
--> statement-breakpoint
CREATE TABLE "nft_boxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_boxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text NOT NULL,
	"price" bigint NOT NULL,
	"asset" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone,
	"per_user_limit" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_boxes_price_positive" CHECK ("nft_boxes"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "nft_recipes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_recipes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"inputs" jsonb NOT NULL,
	"output_series_id" integer NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"fee_asset" text DEFAULT 'USDT' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_recipes_fee" CHECK ("nft_recipes"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "nft_seed_pairs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_seed_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nft_syntheses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_syntheses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"burned" jsonb NOT NULL,
	"copy_id" integer NOT NULL,
	"fee" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nft_box_draws" ADD CONSTRAINT "nft_box_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_box_draws" ADD CONSTRAINT "nft_box_draws_box_id_nft_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."nft_boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_box_draws" ADD CONSTRAINT "nft_box_draws_seed_pair_id_nft_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."nft_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_box_draws" ADD CONSTRAINT "nft_box_draws_series_id_nft_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."nft_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_box_draws" ADD CONSTRAINT "nft_box_draws_copy_id_nft_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."nft_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_box_entries" ADD CONSTRAINT "nft_box_entries_box_id_nft_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."nft_boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_box_entries" ADD CONSTRAINT "nft_box_entries_series_id_nft_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."nft_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_recipes" ADD CONSTRAINT "nft_recipes_output_series_id_nft_series_id_fk" FOREIGN KEY ("output_series_id") REFERENCES "public"."nft_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_seed_pairs" ADD CONSTRAINT "nft_seed_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_syntheses" ADD CONSTRAINT "nft_syntheses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_syntheses" ADD CONSTRAINT "nft_syntheses_recipe_id_nft_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."nft_recipes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_syntheses" ADD CONSTRAINT "nft_syntheses_copy_id_nft_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."nft_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nft_box_draws_nonce_unique" ON "nft_box_draws" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE INDEX "nft_box_draws_user_idx" ON "nft_box_draws" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "nft_box_draws_box_user_idx" ON "nft_box_draws" USING btree ("box_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_box_entries_unique" ON "nft_box_entries" USING btree ("box_id","series_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_seed_pairs_current" ON "nft_seed_pairs" USING btree ("user_id") WHERE "nft_seed_pairs"."revealed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "nft_seed_pairs_user_idx" ON "nft_seed_pairs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "nft_syntheses_recipe_idx" ON "nft_syntheses" USING btree ("recipe_id");