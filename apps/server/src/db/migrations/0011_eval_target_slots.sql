CREATE TABLE "eval_target_slots" (
	"holder" text PRIMARY KEY NOT NULL,
	"target_id" uuid NOT NULL,
	"scenario_result_id" bigint,
	"granted_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eval_target_slots" ADD CONSTRAINT "eval_target_slots_target_id_eval_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."eval_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_target_slots" ADD CONSTRAINT "eval_target_slots_scenario_result_id_eval_scenario_results_id_fk" FOREIGN KEY ("scenario_result_id") REFERENCES "public"."eval_scenario_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eval_target_slots_target_idx" ON "eval_target_slots" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "eval_target_slots_scenario_idx" ON "eval_target_slots" USING btree ("scenario_result_id");--> statement-breakpoint
CREATE INDEX "eval_runs_active_idx" ON "eval_runs" USING btree ("target_id") WHERE status in ('queued', 'running');