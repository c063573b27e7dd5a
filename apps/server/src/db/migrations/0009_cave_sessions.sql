CREATE TABLE "cave_dialogues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"plan" jsonb NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"head_turn_id" uuid,
	"step_job_id" text,
	"summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cave_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"judge" text NOT NULL,
	"target_id" uuid,
	"target_name" text NOT NULL,
	"target_config" jsonb NOT NULL,
	"target_limits" jsonb NOT NULL,
	"system_prompt" text,
	"report_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cave_turns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"dialogue_id" uuid NOT NULL,
	"parent_id" uuid,
	"role" text NOT NULL,
	"author" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"streaming" boolean DEFAULT false NOT NULL,
	"error" text,
	"latency_ms" double precision,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flag_note" text,
	"flagged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cave_dialogues" ADD CONSTRAINT "cave_dialogues_session_id_cave_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."cave_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cave_sessions" ADD CONSTRAINT "cave_sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cave_sessions" ADD CONSTRAINT "cave_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cave_sessions" ADD CONSTRAINT "cave_sessions_target_id_eval_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."eval_targets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cave_turns" ADD CONSTRAINT "cave_turns_dialogue_id_cave_dialogues_id_fk" FOREIGN KEY ("dialogue_id") REFERENCES "public"."cave_dialogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cave_turns" ADD CONSTRAINT "cave_turns_parent_id_cave_turns_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cave_turns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cave_dialogues_session_position_idx" ON "cave_dialogues" USING btree ("session_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cave_sessions_project_number_idx" ON "cave_sessions" USING btree ("project_id","number");--> statement-breakpoint
CREATE INDEX "cave_sessions_project_created_idx" ON "cave_sessions" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cave_turns_dialogue_idx" ON "cave_turns" USING btree ("dialogue_id","created_at");