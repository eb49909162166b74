CREATE TABLE "pledge_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pledge_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"daily_rate_bp" integer NOT NULL,
	"term_days" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"next_day" date NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "pledge_orders_amount_positive" CHECK ("pledge_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "pledge_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pledge_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"term_days" integer NOT NULL,
	"daily_rate_bp" integer NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"quota" bigint NOT NULL,
	"sold" bigint DEFAULT 0 NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pledge_products_term_positive" CHECK ("pledge_products"."term_days" > 0),
	CONSTRAINT "pledge_products_rate_positive" CHECK ("pledge_products"."daily_rate_bp" > 0),
	CONSTRAINT "pledge_products_min_max" CHECK (0 < "pledge_products"."min_amount" AND "pledge_products"."min_amount" <= "pledge_products"."max_amount"),
	CONSTRAINT "pledge_products_sold_within_quota" CHECK (0 <= "pledge_products"."sold" AND "pledge_products"."sold" <= "pledge_products"."quota")
);
--> statement-breakpoint
CREATE TABLE "team_paths" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "team_paths_ancestor_id_depth_descendant_id_pk" PRIMARY KEY("ancestor_id","depth","descendant_id"),
	CONSTRAINT "team_paths_depth_positive" CHECK ("team_paths"."depth" > 0)
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "account_kind" text DEFAULT 'main' NOT NULL;--> statement-breakpoint
ALTER TABLE "pledge_orders" ADD CONSTRAINT "pledge_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_orders" ADD CONSTRAINT "pledge_orders_product_id_pledge_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."pledge_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_paths" ADD CONSTRAINT "team_paths_ancestor_id_users_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_paths" ADD CONSTRAINT "team_paths_descendant_id_users_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pledge_orders_user_idx" ON "pledge_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "pledge_orders_due_idx" ON "pledge_orders" USING btree ("next_day","id") WHERE "pledge_orders"."status" = 'active';--> statement-breakpoint
CREATE INDEX "team_paths_descendant_idx" ON "team_paths" USING btree ("descendant_id","depth");--> statement-breakpoint
-- The referral tree's closure rows are written by the database itself, so no way of creating a user
-- (sign-up, seed, a bulk load) can leave the tree behind: the new user sits one level below its
-- inviter and below each of the inviter's ancestors.
CREATE FUNCTION "team_paths_on_new_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.inviter_id IS NOT NULL THEN
    INSERT INTO team_paths (ancestor_id, descendant_id, depth)
    SELECT NEW.inviter_id, NEW.id, 1
    UNION ALL
    SELECT ancestor_id, NEW.id, depth + 1 FROM team_paths WHERE descendant_id = NEW.inviter_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "team_paths_on_new_user" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION "team_paths_on_new_user"();
--> statement-breakpoint
-- An inviter is for life: moving a user would silently move its whole subtree's commissions.
CREATE FUNCTION "users_inviter_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.inviter_id IS DISTINCT FROM OLD.inviter_id THEN
    RAISE EXCEPTION 'a user''s inviter never changes (user %)', OLD.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_inviter_fixed" BEFORE UPDATE OF "inviter_id" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_inviter_fixed"();
--> statement-breakpoint
-- Users who signed up before this migration.
INSERT INTO team_paths (ancestor_id, descendant_id, depth)
WITH RECURSIVE up(ancestor_id, descendant_id, depth) AS (
  SELECT inviter_id, id, 1 FROM users WHERE inviter_id IS NOT NULL
  UNION ALL
  SELECT u.inviter_id, up.descendant_id, up.depth + 1
  FROM up JOIN users u ON u.id = up.ancestor_id
  WHERE u.inviter_id IS NOT NULL
)
SELECT ancestor_id, descendant_id, depth FROM up;
