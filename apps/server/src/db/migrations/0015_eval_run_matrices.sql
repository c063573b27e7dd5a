ALTER TABLE "eval_runs" ADD COLUMN "matrix_id" uuid;--> statement-breakpoint
CREATE INDEX "eval_runs_matrix_idx" ON "eval_runs" USING btree ("matrix_id") WHERE matrix_id is not null;