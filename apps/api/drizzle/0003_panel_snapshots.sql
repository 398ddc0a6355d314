-- Quote sets stop repeating the panel's facts: those go once into panel_snapshots (keyed by a
-- hash of their content) and a quote set names its snapshot and keeps only which offers quoted and
-- their prices (src/db/quote-codec.ts). Rows saved before keep their self-contained quotes and
-- assumptions (panel_snapshot_id null) and read back as before.
CREATE TABLE "panel_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "panel_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hash" text NOT NULL,
	"facts" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "panel_snapshots_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "assumptions" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "panel_snapshot_id" integer;