CREATE TABLE "delivery_pace_starts" (
	"ad_set_id" integer NOT NULL,
	"day_start" timestamp with time zone NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"spent_before_micros" bigint NOT NULL,
	CONSTRAINT "delivery_pace_starts_ad_set_id_day_start_pk" PRIMARY KEY("ad_set_id","day_start")
);
--> statement-breakpoint
ALTER TABLE "delivery_pace_starts" ADD CONSTRAINT "delivery_pace_starts_ad_set_id_sponsor_ad_sets_id_fk" FOREIGN KEY ("ad_set_id") REFERENCES "public"."sponsor_ad_sets"("id") ON DELETE cascade ON UPDATE no action;