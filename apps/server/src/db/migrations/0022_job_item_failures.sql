-- The items a batch job could not do, kept until it does them (src/jobs/item-failures.ts): one failing
-- auction, order or account no longer stops the job's pass over the others.
CREATE TABLE "job_item_failures" (
	"job" text NOT NULL,
	"item_id" integer NOT NULL,
	"error_key" text NOT NULL,
	"message" text NOT NULL,
	"attempts" integer NOT NULL,
	"first_failed_at" timestamp with time zone NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_item_failures_job_item_id_pk" PRIMARY KEY("job","item_id")
);
