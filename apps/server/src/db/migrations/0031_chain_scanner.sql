CREATE TABLE "chain_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"network" text NOT NULL,
	"kind" text NOT NULL,
	"recharge_id" integer NOT NULL,
	"block" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reincluded_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_blocks" (
	"network" text NOT NULL,
	"number" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "chain_blocks_network_number_pk" PRIMARY KEY("network","number")
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"network" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"next_block" bigint NOT NULL,
	"head" bigint,
	"scanned_at" timestamp with time zone,
	"lease_owner" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"network" text NOT NULL,
	"address" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_addresses_network_address_pk" PRIMARY KEY("network","address")
);
--> statement-breakpoint
CREATE TABLE "deposit_differences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_differences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"user_id" integer,
	"tx_hash" text NOT NULL,
	"log_index" integer,
	"cause" text NOT NULL,
	"chain_amount" bigint,
	"credited_amount" bigint,
	"recharge_id" integer,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_reconciliations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_reconciliations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"state" text NOT NULL,
	"operator_id" integer,
	"summary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"differences" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "recharges" DROP CONSTRAINT "recharges_tx_hash_unique";--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "log_index" integer;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "chain_block_hash" text;--> statement-breakpoint
ALTER TABLE "chain_alerts" ADD CONSTRAINT "chain_alerts_recharge_id_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_alerts" ADD CONSTRAINT "chain_alerts_resolved_by_operators_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_differences" ADD CONSTRAINT "deposit_differences_run_id_deposit_reconciliations_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."deposit_reconciliations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_differences" ADD CONSTRAINT "deposit_differences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_differences" ADD CONSTRAINT "deposit_differences_recharge_id_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_reconciliations" ADD CONSTRAINT "deposit_reconciliations_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_alerts_open_unique" ON "chain_alerts" USING btree ("recharge_id") WHERE "chain_alerts"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "chain_alerts_created_idx" ON "chain_alerts" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_user_unique" ON "deposit_addresses" USING btree ("network","user_id");--> statement-breakpoint
CREATE INDEX "deposit_differences_run_idx" ON "deposit_differences" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "deposit_reconciliations_started_idx" ON "deposit_reconciliations" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "recharges_chain_block_idx" ON "recharges" USING btree ("network","chain_block") WHERE "recharges"."log_index" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_transfer_unique" UNIQUE NULLS NOT DISTINCT("tx_hash","log_index");--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_manual_whole_tx" CHECK ("recharges"."kind" = 'auto' OR "recharges"."log_index" IS NULL);