CREATE TABLE "operator_request_keys" (
	"operator_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operator_request_keys_operator_id_key_pk" PRIMARY KEY("operator_id","key")
);
--> statement-breakpoint
ALTER TABLE "operator_request_keys" ADD CONSTRAINT "operator_request_keys_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;