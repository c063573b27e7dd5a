import { z } from "zod";

/**
 * Attack strategies: deterministic rewrites of a scenario (no model needed) that ask for the same
 * thing another way: encoded, split over turns, built up to, wrapped in a story or a framing. An
 * assistant that refuses "how do I make X" often answers it in base64; a script that carries the
 * rewritten scenarios beside their parents shows "held when asked plainly, failed under base64".
 * The implementations live on the server (apps/server/src/evaluation/strategies); this is their
 * catalogue, which the script form, the run page and the exports read.
 */
export const ATTACK_STRATEGIES = [
  {
    id: "base64",
    name: "Base64",
    description: "The request encoded in base64, with an instruction to decode it and answer.",
    promptfoo: "base64",
  },
  {
    id: "hex",
    name: "Hex",
    description: "The request as hexadecimal bytes, with an instruction to decode it and answer.",
    promptfoo: "hex",
  },
  {
    id: "rot13",
    name: "ROT13",
    description: "The request with every letter shifted by 13, with an instruction to decode it and answer.",
    promptfoo: "rot13",
  },
  {
    id: "leetspeak",
    name: "Leetspeak",
    description: "Letters replaced by look-alike digits and symbols (a → 4, e → 3), asked to be read as plain text.",
    promptfoo: "leetspeak",
  },
  {
    id: "homoglyph",
    name: "Homoglyphs",
    description: "Latin letters swapped for look-alike Cyrillic and Greek ones, so that word filters miss them.",
    promptfoo: "homoglyph",
  },
  {
    id: "zero-width",
    name: "Zero-width characters",
    description: "Invisible zero-width characters inside the words, so that word filters miss them.",
    promptfoo: null,
  },
  {
    id: "payload-splitting",
    name: "Payload splitting",
    description: "The request cut into parts sent over several turns, then a turn that asks to join and answer them.",
    promptfoo: null,
  },
  {
    id: "crescendo",
    name: "Crescendo",
    description: "A benign start on the topic that builds over turns to the objective.",
    promptfoo: "crescendo",
  },
  {
    id: "roleplay",
    name: "Role-play or fiction",
    description: "The request as a line a character says in a story the assistant is asked to write.",
    promptfoo: "jailbreak:composite",
  },
  {
    id: "ignore-previous",
    name: "“Ignore previous instructions”",
    description: "A prefix that tells the assistant to disregard its instructions before the request.",
    promptfoo: "prompt-injection",
  },
  {
    id: "fake-system",
    name: "Fake system message",
    description: "The request behind a forged system or developer message that lifts the assistant's limits.",
    promptfoo: "prompt-injection",
  },
  {
    id: "authority",
    name: "Authority framing",
    description: "The user claims a role (administrator, doctor, officer) that would entitle them to the answer.",
    promptfoo: "jailbreak:composite",
  },
  {
    id: "urgency",
    name: "Urgency framing",
    description: "The request under time pressure: an emergency that leaves no time for caveats.",
    promptfoo: "jailbreak:composite",
  },
  {
    id: "refusal-suppression",
    name: "Refusal suppression",
    description: "Rules that forbid apologising, warning or declining, added to the request.",
    promptfoo: "jailbreak:composite",
  },
  {
    id: "many-shot",
    name: "Many-shot priming",
    description: "Harmless questions answered eagerly, as a pattern the request is meant to continue.",
    promptfoo: null,
  },
] as const satisfies readonly { id: string; name: string; description: string; promptfoo: string | null }[];

export type AttackStrategyId = (typeof ATTACK_STRATEGIES)[number]["id"];
export const ATTACK_STRATEGY_IDS = ATTACK_STRATEGIES.map((strategy) => strategy.id) as unknown as readonly [
  AttackStrategyId,
  ...AttackStrategyId[],
];

/** promptfoo's name for a combination of strategies (its composite jailbreaks). */
export const PROMPTFOO_COMPOSITE_STRATEGY = "jailbreak:composite";

const strategyById = new Map<string, (typeof ATTACK_STRATEGIES)[number]>(ATTACK_STRATEGIES.map((s) => [s.id, s]));

/** The breakdown's key of a scenario asked as written. */
export const PLAIN_STRATEGY_KEY = "plain";

/** A strategy's name ("rot13" → "ROT13"), a combination's names joined ("Base64 + Role-play…"); "plain" → "Asked plainly". */
export function attackStrategyName(key: string): string {
  if (key === PLAIN_STRATEGY_KEY) return "Asked plainly";
  return key
    .split("+")
    .map((id) => strategyById.get(id)?.name ?? id)
    .join(" + ");
}

/** The key a breakdown groups by: the strategy ids applied, in order, joined by "+". */
export const attackStrategyKey = (ids: readonly string[] | undefined) =>
  ids && ids.length ? ids.join("+") : PLAIN_STRATEGY_KEY;

/**
 * promptfoo's strategy for a key: the one promptfoo names alike, `jailbreak:composite` for a
 * combination, none for a strategy promptfoo lacks or a plain scenario.
 */
export function promptfooStrategyOf(key: string): string | null {
  if (key === PLAIN_STRATEGY_KEY) return null;
  const ids = key.split("+");
  if (ids.length > 1) return PROMPTFOO_COMPOSITE_STRATEGY;
  return strategyById.get(ids[0] ?? "")?.promptfoo ?? null;
}

export const attackStrategyIdSchema = z.enum(ATTACK_STRATEGY_IDS, "Choose attack strategies from the list.");

/** What a scenario made by strategies records: the strategies applied (in order) and the scenario it was made from. */
export const scenarioStrategySchema = z.object({
  ids: z.array(attackStrategyIdSchema).min(1, "Name at least one strategy.").max(4, "Combine at most 4 strategies."),
  parentId: z
    .string()
    .trim()
    .min(2)
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "The parent's id uses lowercase letters, digits and single hyphens only."),
});
export type ScenarioStrategy = z.infer<typeof scenarioStrategySchema>;
