CREATE TABLE "school_telegram_bots" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"bot_id" text NOT NULL,
	"username" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_telegram_bots_bot_id_unique" UNIQUE("bot_id")
);
--> statement-breakpoint
ALTER TABLE "school_telegram_bots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "telegram_bot_stats" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"blocked" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "telegram_bot_stats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "telegram_chats" (
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bot_id" text NOT NULL,
	"chat_id" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_chats_school_id_user_id_pk" PRIMARY KEY("school_id","user_id"),
	CONSTRAINT "telegram_chats_bot_chat_key" UNIQUE("bot_id","chat_id")
);
--> statement-breakpoint
ALTER TABLE "telegram_chats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "telegram_updates" (
	"bot_id" text NOT NULL,
	"update_id" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_updates_bot_id_update_id_pk" PRIMARY KEY("bot_id","update_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "chat_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "school_telegram_bots" ADD CONSTRAINT "school_telegram_bots_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_bot_stats" ADD CONSTRAINT "telegram_bot_stats_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_chats" ADD CONSTRAINT "telegram_chats_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_chats" ADD CONSTRAINT "telegram_chats_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telegram_updates_received_idx" ON "telegram_updates" USING btree ("received_at");--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "school_telegram_bots" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "telegram_bot_stats" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "telegram_chats" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));