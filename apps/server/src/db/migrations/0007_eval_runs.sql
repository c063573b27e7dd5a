CREATE TABLE "eval_reply_cache" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"reply" text NOT NULL,
	"input_tokens" integer,
	"output_tokens" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eval_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"script_report_id" bigint NOT NULL,
	"script_version" integer NOT NULL,
	"script_name" text NOT NULL,
	"script" jsonb NOT NULL,
	"target_id" uuid,
	"target_name" text NOT NULL,
	"target_config" jsonb NOT NULL,
	"target_limits" jsonb NOT NULL,
	"system_prompt" text,
	"judge" text NOT NULL,
	"judge_model" text,
	"evaluator_model" text,
	"seed" integer NOT NULL,
	"use_reply_cache" boolean DEFAULT false NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errored" integer DEFAULT 0 NOT NULL,
	"report_id" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "eval_scenario_results" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "eval_scenario_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"run_id" uuid NOT NULL,
	"scenario_id" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"job_id" text,
	"scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"turn_count" integer DEFAULT 0 NOT NULL,
	"latency_ms" double precision,
	"cost_usd" double precision,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "eval_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"config" jsonb NOT NULL,
	"limits" jsonb NOT NULL,
	"sealed_secrets" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eval_turns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "eval_turns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"run_id" uuid NOT NULL,
	"scenario_id" text NOT NULL,
	"index" integer NOT NULL,
	"message" text NOT NULL,
	"reply" text,
	"error" text,
	"latency_ms" double precision,
	"input_tokens" integer,
	"output_tokens" integer,
	"cost_usd" double precision,
	"cached" boolean DEFAULT false NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_price_tables" (
	"user_id" text PRIMARY KEY NOT NULL,
	"prices" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eval_reply_cache" ADD CONSTRAINT "eval_reply_cache_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_runs" ADD CONSTRAINT "eval_runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_runs" ADD CONSTRAINT "eval_runs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_runs" ADD CONSTRAINT "eval_runs_target_id_eval_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."eval_targets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_scenario_results" ADD CONSTRAINT "eval_scenario_results_run_id_eval_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."eval_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_targets" ADD CONSTRAINT "eval_targets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_targets" ADD CONSTRAINT "eval_targets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_turns" ADD CONSTRAINT "eval_turns_run_id_eval_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."eval_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_price_tables" ADD CONSTRAINT "model_price_tables_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eval_reply_cache_user_key_idx" ON "eval_reply_cache" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "eval_runs_project_number_idx" ON "eval_runs" USING btree ("project_id","number");--> statement-breakpoint
CREATE INDEX "eval_runs_project_created_idx" ON "eval_runs" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "eval_scenario_results_run_scenario_idx" ON "eval_scenario_results" USING btree ("run_id","scenario_id");--> statement-breakpoint
CREATE INDEX "eval_scenario_results_run_status_idx" ON "eval_scenario_results" USING btree ("run_id","status");--> statement-breakpoint
CREATE INDEX "eval_targets_project_idx" ON "eval_targets" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "eval_turns_run_scenario_index_idx" ON "eval_turns" USING btree ("run_id","scenario_id","index");