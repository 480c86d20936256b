CREATE TABLE "training_participants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"training_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"result" text DEFAULT 'to_be_completed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_program" integer DEFAULT 0 NOT NULL,
	"program_id" uuid,
	"cost" numeric(14, 2),
	"date" date,
	"leverancier" text,
	"is_visible_for_employees" integer DEFAULT 1 NOT NULL,
	"is_price_visible_for_employees" integer DEFAULT 1 NOT NULL,
	"selected_teams" text DEFAULT '' NOT NULL,
	"falls_under_fla" integer DEFAULT 0 NOT NULL,
	"start_date" date,
	"end_date" date,
	"certificate_to_achieve" integer DEFAULT 0 NOT NULL,
	"type_of_training" text DEFAULT 'formal' NOT NULL,
	"location_of_training" text,
	"additional_information" text,
	"training_amount_selection" text,
	"training_amount_days" numeric(6, 1),
	"training_amount_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "training_participants" ADD CONSTRAINT "training_participants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_participants" ADD CONSTRAINT "training_participants_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_participants" ADD CONSTRAINT "training_participants_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_program_id_trainings_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_participants_person_idx" ON "training_participants" USING btree ("training_id","employee_id");--> statement-breakpoint
CREATE INDEX "training_participants_version_idx" ON "training_participants" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "training_participants_employee_idx" ON "training_participants" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "trainings_company_idx" ON "trainings" USING btree ("company_id","is_program");--> statement-breakpoint
CREATE INDEX "trainings_version_idx" ON "trainings" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "trainings_program_idx" ON "trainings" USING btree ("program_id");