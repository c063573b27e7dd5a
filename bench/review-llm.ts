import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { HELD_OUT_SETS } from "../apps/server/src/agents/instructions-review/corpus/held-out";
import { HELD_OUT_B_SETS } from "../apps/server/src/agents/instructions-review/corpus/held-out-b";
import { HELD_OUT_C_SETS } from "../apps/server/src/agents/instructions-review/corpus/held-out-c";
import { HELD_OUT_D_SETS } from "../apps/server/src/agents/instructions-review/corpus/held-out-d";
import { TUNING_SETS } from "../apps/server/src/agents/instructions-review/corpus/tuning";
import { measureModelReview } from "../apps/server/src/agents/instructions-review/model-review-quality";
import { formatReviewMetrics } from "../apps/server/src/agents/instructions-review/review-metrics";
import { createConfiguredModel } from "../apps/server/src/agents/runtime/llm/language-model";
import { loadEnv } from "../apps/server/src/env";

/**
 * `npm run bench:review:llm [-- --part held-out|held-out-b|held-out-c|held-out-d|tuning|all] [--concurrency N]`: the
 * instructions review in LLM mode (the model configured as for the server: LLM_PROVIDER,
 * LLM_MODEL, LLM_BASE_URL, LLM_API_KEY) against the labelled corpus, beside the guided review on
 * the same sets. Writes bench/review-llm-results.json. It spends the model's tokens: about 4,000
 * per set (the four held-out parts are 52 sets).
 */

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PARTS = {
  "held-out": HELD_OUT_SETS,
  "held-out-b": HELD_OUT_B_SETS,
  "held-out-c": HELD_OUT_C_SETS,
  "held-out-d": HELD_OUT_D_SETS,
  tuning: TUNING_SETS,
} as const;
const HELD_OUT_PARTS: Part[] = ["held-out", "held-out-b", "held-out-c", "held-out-d"];
type Part = keyof typeof PARTS;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

const model = createConfiguredModel(loadEnv());
if (!model) {
  console.error(
    "No model is configured. Set LLM_PROVIDER (openai-compatible or anthropic), LLM_MODEL and, as needed, LLM_BASE_URL and LLM_API_KEY, as for the server (README: Configuration).",
  );
  process.exit(2);
}
const asked = option("part") ?? "held-out-parts";
const parts: Part[] =
  asked === "all" ? [...HELD_OUT_PARTS, "tuning"] : asked === "held-out-parts" ? HELD_OUT_PARTS : [asked as Part];
if (parts.some((part) => !(part in PARTS))) {
  console.error(`--part ${asked}: one of ${Object.keys(PARTS).join(", ")}, all`);
  process.exit(2);
}
const concurrency = Number(option("concurrency") ?? 4);

const results: Record<string, unknown> = {};
for (const part of parts) {
  const quality = await measureModelReview(model, PARTS[part], {
    concurrency,
    onReviewed: (done, of) => process.stderr.write(`\r[review:llm] ${part}: ${done} of ${of} sets`),
  });
  process.stderr.write("\n");
  results[part] = quality;
  console.log(formatReviewMetrics(`LLM mode (${quality.model}), ${part} part`, { ...quality.withModel, misses: [] }));
  console.log(formatReviewMetrics(`Guided review, the same ${quality.sets} sets`, { ...quality.guided, misses: [] }));
  console.log(
    `${quality.failed.length} review(s) failed${quality.failed.map((failure) => `\n  ${failure.id}: ${failure.error}`).join("")}; tokens in ${quality.inputTokens}, out ${quality.outputTokens}\n`,
  );
}
writeFileSync(
  join(ROOT, "bench", "review-llm-results.json"),
  `${JSON.stringify({ generatedAt: new Date().toISOString(), ...results }, null, 2)}\n`,
);
