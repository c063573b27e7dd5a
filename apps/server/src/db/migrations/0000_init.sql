CREATE TABLE "user_guides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"version" text NOT NULL,
	"file_url" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_guides_active_created_idx" ON "user_guides" USING btree ("created_at" DESC NULLS LAST) WHERE "user_guides"."is_active";