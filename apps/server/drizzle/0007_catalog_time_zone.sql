-- Decision 0171: a catalog's day is its IANA zone's calendar, not a fixed offset (which misses daylight saving).
ALTER TABLE "catalogs" ADD COLUMN "time_zone" text;--> statement-breakpoint
UPDATE "catalogs" SET "time_zone" = CASE "code"
	WHEN 'SG' THEN 'Asia/Singapore'
	WHEN 'ID' THEN 'Asia/Jakarta'
	WHEN 'MY' THEN 'Asia/Kuala_Lumpur'
	WHEN 'PH' THEN 'Asia/Manila'
	WHEN 'HK' THEN 'Asia/Hong_Kong'
	WHEN 'TW' THEN 'Asia/Taipei'
	-- Any other catalog keeps its offset as the IANA fixed-offset zone (Etc/GMT signs are inverted: UTC+8 is Etc/GMT-8).
	ELSE CASE WHEN "tz_offset" = 0 THEN 'UTC'
		WHEN "tz_offset" > 0 THEN 'Etc/GMT-' || "tz_offset"
		ELSE 'Etc/GMT+' || (-"tz_offset") END
END;--> statement-breakpoint
ALTER TABLE "catalogs" ALTER COLUMN "time_zone" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogs" DROP COLUMN "tz_offset";
