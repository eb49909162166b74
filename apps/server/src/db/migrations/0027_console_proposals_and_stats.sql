CREATE TABLE "proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"user_id" integer NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"params" jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"proposed_by" integer NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "stats_hourly" (
	"metric" text NOT NULL,
	"dim" text DEFAULT '' NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_hourly_metric_dim_hour_pk" PRIMARY KEY("metric","dim","hour")
);
--> statement-breakpoint
CREATE TABLE "user_active_hours" (
	"hour" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "user_active_hours_hour_user_id_pk" PRIMARY KEY("hour","user_id")
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_proposed_by_operators_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_active_hours" ADD CONSTRAINT "user_active_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_state_idx" ON "proposals" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_pending_ref_uq" ON "proposals" USING btree ("ref") WHERE "proposals"."state" = 'pending' and "proposals"."ref" <> '';