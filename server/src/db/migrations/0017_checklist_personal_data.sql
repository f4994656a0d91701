CREATE TABLE "document_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"course_id" integer,
	"days" integer NOT NULL,
	"due_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_alerts_once_key" UNIQUE("user_id","key","days","due_on"),
	CONSTRAINT "document_alerts_days_check" CHECK (days in (60, 30, 7))
);
--> statement-breakpoint
CREATE TABLE "personal_data_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"call" text NOT NULL,
	"read_hour" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_data_audit_read_once_key" UNIQUE("user_id","actor_id","call","read_hour")
);
--> statement-breakpoint
ALTER TABLE "document_alerts" ADD CONSTRAINT "document_alerts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_alerts" ADD CONSTRAINT "document_alerts_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_audit" ADD CONSTRAINT "personal_data_audit_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_audit" ADD CONSTRAINT "personal_data_audit_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_audit" ADD CONSTRAINT "personal_data_audit_actor_fk" FOREIGN KEY ("school_id","actor_id") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("actor_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_alerts_user_due_idx" ON "document_alerts" USING btree ("user_id","due_on");--> statement-breakpoint
CREATE INDEX "personal_data_audit_user_idx" ON "personal_data_audit" USING btree ("user_id","id");