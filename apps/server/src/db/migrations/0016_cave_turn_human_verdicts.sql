ALTER TABLE "cave_turns" ADD COLUMN "human_verdict" text;--> statement-breakpoint
ALTER TABLE "cave_turns" ADD COLUMN "human_verdict_note" text;--> statement-breakpoint
ALTER TABLE "cave_turns" ADD COLUMN "human_verdict_judge" text;--> statement-breakpoint
ALTER TABLE "cave_turns" ADD COLUMN "human_verdict_at" timestamp with time zone;