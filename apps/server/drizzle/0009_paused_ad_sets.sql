-- Issue 12: a paused ad set is PAUSED. Before, pausing stored NOT_DELIVERING ('active but not showing ads');
-- the toggle and the schedule job now store PAUSED, and this brings the ad sets paused before up to date.
UPDATE "sponsor_ad_sets" SET "status" = 'PAUSED' WHERE "running_status" = 'PAUSED' AND "status" = 'NOT_DELIVERING';
