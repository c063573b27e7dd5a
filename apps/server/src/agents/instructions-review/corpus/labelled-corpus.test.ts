import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { DimensionId, DimensionStatus } from "../types";
import { HELD_OUT_SETS } from "./held-out";
import { HELD_OUT_B_SETS } from "./held-out-b";
import { HELD_OUT_C_SETS } from "./held-out-c";
import { HELD_OUT_D_SETS } from "./held-out-d";
import type { LabelledSample, SampleDomain } from "./labelled-sample";
import { TUNING_SETS } from "./tuning";

// A record, so that the type checker fails here when a dimension is added to DimensionId.
const DIMENSIONS: Record<DimensionId, true> = {
  purpose: true,
  audience: true,
  scope: true,
  "refusal-style": true,
  "safety-escalation": true,
  privacy: true,
  "regulated-advice": true,
  honesty: true,
  tone: true,
  "output-format": true,
  "prompt-injection": true,
  "minors-vulnerable": true,
  fairness: true,
  contradictions: true,
  "vague-wording": true,
};
const DIMENSION_IDS = Object.keys(DIMENSIONS).sort();
const STATUSES: readonly DimensionStatus[] = ["covered", "partial", "missing"];
const REQUIRED_DOMAINS: readonly SampleDomain[] = [
  "children",
  "health",
  "finance",
  "legal",
  "hr",
  "retail",
  "companionship",
  "public-sector",
];

const statusesOf = (sample: LabelledSample, id: DimensionId): readonly DimensionStatus[] => {
  const label = sample.expected[id];
  return typeof label === "string" ? [label] : label;
};

const PARTS = [
  { name: "tuning", folder: "tuning", sets: TUNING_SETS, atLeast: 28 },
  { name: "held-out", folder: "held-out", sets: HELD_OUT_SETS, atLeast: 14 },
  { name: "fresh held-out", folder: "held-out-b", sets: HELD_OUT_B_SETS, atLeast: 12 },
  { name: "calibration held-out", folder: "held-out-c", sets: HELD_OUT_C_SETS, atLeast: 12 },
  { name: "second calibration held-out", folder: "held-out-d", sets: HELD_OUT_D_SETS, atLeast: 10 },
] as const;

describe("the labelled corpus", () => {
  it("has unique kebab-case ids across all parts", () => {
    const ids = [...TUNING_SETS, ...HELD_OUT_SETS, ...HELD_OUT_B_SETS, ...HELD_OUT_C_SETS, ...HELD_OUT_D_SETS].map(
      (sample) => sample.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  describe.each(PARTS)("$name part", ({ folder, sets, atLeast }) => {
    it(`has at least ${atLeast} sets, one file per set named by its id, all listed in the index`, () => {
      expect(sets.length).toBeGreaterThanOrEqual(atLeast);
      const files = readdirSync(new URL(`./${folder}/`, import.meta.url))
        .filter((file) => file.endsWith(".ts") && file !== "index.ts")
        .map((file) => file.replace(/\.ts$/, ""))
        .sort();
      expect(sets.map((sample) => sample.id).sort()).toEqual(files);
    });

    it("covers every required domain", () => {
      const domains = new Set(sets.map((sample) => sample.domain));
      for (const domain of REQUIRED_DOMAINS) expect(domains, domain).toContain(domain);
    });

    it.each(sets.map((sample) => [sample.id, sample] as const))("%s is labelled consistently", (_id, sample) => {
      expect(sample.title.trim()).not.toBe("");
      expect(Object.keys(sample.expected).sort()).toEqual(DIMENSION_IDS);
      for (const id of DIMENSION_IDS as DimensionId[]) {
        const statuses = statusesOf(sample, id);
        expect(statuses.length, id).toBeGreaterThan(0);
        expect(new Set(statuses).size, id).toBe(statuses.length);
        for (const status of statuses) expect(STATUSES, id).toContain(status);
      }

      const lines = sample.instructions.split("\n");
      const pointsAtText = (line: number) =>
        Number.isInteger(line) && line >= 1 && line <= lines.length && lines[line - 1]!.trim() !== "";

      for (const { lines: pair, topic } of sample.contradictions) {
        expect(topic.trim(), "contradiction topic").not.toBe("");
        expect(pair[0], topic).not.toBe(pair[1]);
        for (const line of pair) expect(pointsAtText(line), `${topic}: line ${line}`).toBe(true);
      }
      const hasConflicts = sample.contradictions.length > 0;
      expect(statusesOf(sample, "contradictions").includes("covered"), "contradictions label").toBe(!hasConflicts);

      for (const { line, dimension } of sample.harmful) {
        expect(pointsAtText(line), `harmful line ${line}`).toBe(true);
        expect(statusesOf(sample, dimension), `${dimension} harmed at line ${line}`).not.toContain("covered");
      }

      for (const term of sample.vague) expect(sample.instructions, "vague term").toContain(term);
      expect(new Set(sample.vague).size).toBe(sample.vague.length);
      expect(statusesOf(sample, "vague-wording").includes("covered"), "vague-wording label").toBe(
        sample.vague.length === 0,
      );

      // "Could be stronger" and "not relevant" are both kinds of covered.
      for (const [field, notes] of Object.entries({
        couldBeStronger: sample.couldBeStronger ?? {},
        notRelevant: sample.notRelevant ?? {},
      })) {
        for (const [id, note] of Object.entries(notes) as Array<[DimensionId, string]>) {
          expect(DIMENSION_IDS, `${field} key`).toContain(id);
          expect(note.trim(), `${field}.${id}`).not.toBe("");
          expect(statusesOf(sample, id), `${field}.${id}`).toContain("covered");
        }
      }
    });
  });
});
