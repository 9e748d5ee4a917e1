CREATE TABLE "swot_device_answers" (
	"swot_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "swot_device_answers_swot_id_device_hash_pk" PRIMARY KEY("swot_id","device_hash")
);
--> statement-breakpoint
ALTER TABLE "swot_device_answers" ADD CONSTRAINT "swot_device_answers_swot_id_swots_id_fk" FOREIGN KEY ("swot_id") REFERENCES "public"."swots"("id") ON DELETE cascade ON UPDATE no action;