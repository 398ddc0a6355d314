-- Quote sets are now stored as answered (one JSON value of the quotes). Those saved in the
-- compact formats of migrations 0002-0003 could only be read by the codec this change removes;
-- the service had not been released, so they are deleted rather than converted (decision 008).
DELETE FROM "quote_requests";--> statement-breakpoint
DROP TABLE "panel_snapshots" CASCADE;--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "assumptions" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" DROP COLUMN "panel_snapshot_id";
