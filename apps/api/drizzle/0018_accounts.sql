CREATE TABLE "account_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"account_id" uuid,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_kept_answers" (
	"account_id" uuid NOT NULL,
	"insurance_type" text NOT NULL,
	"coverage_amount" text NOT NULL,
	"age" smallint NOT NULL,
	"postcode" text NOT NULL,
	"details" json NOT NULL,
	"from_reference" text NOT NULL,
	"kept_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_kept_answers_account_id_insurance_type_pk" PRIMARY KEY("account_id","insurance_type")
);
--> statement-breakpoint
CREATE TABLE "account_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"from_reference" text,
	"keep_answers" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint NOT NULL,
	"transports" json NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"method" text NOT NULL,
	"passkey_id" text,
	"device" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "account_link_id" uuid;--> statement-breakpoint
ALTER TABLE "account_challenges" ADD CONSTRAINT "account_challenges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_kept_answers" ADD CONSTRAINT "account_kept_answers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_passkeys" ADD CONSTRAINT "account_passkeys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sessions" ADD CONSTRAINT "account_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sessions" ADD CONSTRAINT "account_sessions_passkey_id_account_passkeys_id_fk" FOREIGN KEY ("passkey_id") REFERENCES "public"."account_passkeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_challenges_expires_at_idx" ON "account_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "account_links_email_idx" ON "account_links" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "account_links_expires_at_idx" ON "account_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "account_passkeys_account_idx" ON "account_passkeys" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "account_sessions_account_idx" ON "account_sessions" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_account_link_id_account_links_id_fk" FOREIGN KEY ("account_link_id") REFERENCES "public"."account_links"("id") ON DELETE cascade ON UPDATE no action;