CREATE TABLE "market_plan_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_plan_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "market_plan_points_price_positive" CHECK ("market_plan_points"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "market_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "market_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"price" bigint NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"plan_point_id" integer,
	CONSTRAINT "market_prices_plan_point_unique" UNIQUE("plan_point_id"),
	CONSTRAINT "market_prices_price_positive" CHECK ("market_prices"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "market_trades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"tokens" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"received" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"price" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_trades_amounts_positive" CHECK ("market_trades"."tokens" > 0 AND "market_trades"."paid" > 0 AND "market_trades"."received" > 0 AND "market_trades"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "market_plan_points" ADD CONSTRAINT "market_plan_points_plan_id_market_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."market_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_prices" ADD CONSTRAINT "market_prices_plan_point_id_market_plan_points_id_fk" FOREIGN KEY ("plan_point_id") REFERENCES "public"."market_plan_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_trades" ADD CONSTRAINT "market_trades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_plan_points_due_idx" ON "market_plan_points" USING btree ("at");--> statement-breakpoint
CREATE INDEX "market_plan_points_plan_idx" ON "market_plan_points" USING btree ("plan_id","at");--> statement-breakpoint
CREATE INDEX "market_prices_symbol_time_idx" ON "market_prices" USING btree ("symbol","applied_at","id");--> statement-breakpoint
CREATE INDEX "market_trades_user_idx" ON "market_trades" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "market_trades_kind_time_idx" ON "market_trades" USING btree ("kind","created_at");