CREATE TABLE "click_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"quote_id" text NOT NULL,
	"provider_slug" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"inquiry_type" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contact_messages_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"insurance_type" text NOT NULL,
	"coverage_amount" text NOT NULL,
	"age" smallint NOT NULL,
	"postcode" text NOT NULL,
	"email" text NOT NULL,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"providers_searched" smallint NOT NULL,
	"providers_quoted" smallint NOT NULL,
	"providers_declined" smallint NOT NULL,
	"providers_unavailable" smallint NOT NULL,
	"assumptions" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quote_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"provider_slug" text NOT NULL,
	"provider" text NOT NULL,
	"product_name" text NOT NULL,
	"rating" real NOT NULL,
	"annual_price_pence" integer NOT NULL,
	"monthly_price_pence" integer NOT NULL,
	"excess" integer NOT NULL,
	"features" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "click_outs" ADD CONSTRAINT "click_outs_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_outs" ADD CONSTRAINT "click_outs_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_outs_quote_request_id_idx" ON "click_outs" USING btree ("quote_request_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quotes_quote_request_id_idx" ON "quotes" USING btree ("quote_request_id");