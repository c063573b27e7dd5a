CREATE TABLE "eval_human_verdicts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "eval_human_verdicts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"run_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"script_report_id" bigint NOT NULL,
	"script_version" integer NOT NULL,
	"scenario_id" text NOT NULL,
	"verdict" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"judge_verdict" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "eval_scenario_results_run_scenario_idx";--> statement-breakpoint
DROP INDEX "eval_turns_run_scenario_index_idx";--> statement-breakpoint
ALTER TABLE "eval_runs" ADD COLUMN "repeats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "eval_runs" ADD COLUMN "verdict_rule" text DEFAULT 'category-default' NOT NULL;--> statement-breakpoint
ALTER TABLE "eval_runs" ADD COLUMN "at_least" integer;--> statement-breakpoint
ALTER TABLE "eval_runs" ADD COLUMN "figures" jsonb;--> statement-breakpoint
ALTER TABLE "eval_scenario_results" ADD COLUMN "sample" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "eval_turns" ADD COLUMN "sample" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "eval_human_verdicts" ADD CONSTRAINT "eval_human_verdicts_run_id_eval_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."eval_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_human_verdicts" ADD CONSTRAINT "eval_human_verdicts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_human_verdicts" ADD CONSTRAINT "eval_human_verdicts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eval_human_verdicts_run_scenario_idx" ON "eval_human_verdicts" USING btree ("run_id","scenario_id");--> statement-breakpoint
CREATE INDEX "eval_human_verdicts_script_idx" ON "eval_human_verdicts" USING btree ("script_report_id","script_version","scenario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eval_scenario_results_run_scenario_sample_idx" ON "eval_scenario_results" USING btree ("run_id","scenario_id","sample");--> statement-breakpoint
CREATE UNIQUE INDEX "eval_turns_run_scenario_sample_index_idx" ON "eval_turns" USING btree ("run_id","scenario_id","sample","index");