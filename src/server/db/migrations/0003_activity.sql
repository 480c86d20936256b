CREATE TABLE "activity" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"related_object" text NOT NULL,
	"related_object_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"event_info_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"related_user_id" uuid,
	"happened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_related_user_id_users_id_fk" FOREIGN KEY ("related_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_object_idx" ON "activity" USING btree ("company_id","related_object","related_object_id","happened_at");--> statement-breakpoint
CREATE INDEX "activity_version_idx" ON "activity" USING btree ("company_id","version");