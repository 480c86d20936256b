CREATE TABLE "training_reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"training_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"message" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "training_reminders" ADD CONSTRAINT "training_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_reminders" ADD CONSTRAINT "training_reminders_participant_id_training_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."training_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_reminders_participant_idx" ON "training_reminders" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "training_reminders_version_idx" ON "training_reminders" USING btree ("company_id","version");--> statement-breakpoint
-- Synced like the other tables (0002); a removed participant takes its reminders (ON DELETE CASCADE),
-- each leaving its tombstone.
CREATE TRIGGER training_reminders_sync_stamp BEFORE INSERT OR UPDATE ON training_reminders FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER training_reminders_sync_tombstone AFTER DELETE ON training_reminders REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
