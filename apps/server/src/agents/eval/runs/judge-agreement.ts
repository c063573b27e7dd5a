import {
  AGREEMENT_MIN_N,
  type AgreementDisagreement,
  type AgreementRow,
  type AgreementSource,
  type CheckResult,
  type CriterionScore,
  type HumanVerdictKind,
  type JudgeAgreement,
} from "@aesop/shared/contracts/eval";
import { checkTypeName } from "@aesop/shared/contracts/test-scripts";
import { agreementOf } from "../../../evaluation/statistics";

/**
 * The judge's agreement with the builder's verdicts (issue 35 part 4), pure: each scenario a
 * person gave a verdict on is one item, rated by the person and by the judge — the judge's
 * scenario verdict, each check type it ran and each rubric criterion it scored.
 */

/** Where an item was judged: a run's scenario or a Cave reply (each disagreement's link), without the two verdicts. */
export type AgreementPlace = AgreementDisagreement extends infer D
  ? D extends AgreementDisagreement
    ? Omit<D, "judge" | "human">
    : never
  : never;

/**
 * One scenario (or Cave reply, decision 0079) a person judged, with what the judge said of it as a
 * whole and per check and criterion.
 */
export interface AgreementItem {
  scenario: AgreementPlace;
  human: HumanVerdictKind;
  /** The judge's verdict when the person set theirs; null when it had none (the scenario errored). */
  judge: HumanVerdictKind | null;
  /** Per check type's name (checkTypeName: the wording checks are one), its verdict on the scenario. */
  checks: Map<string, HumanVerdictKind>;
  /** Per rubric criterion id, its verdict on the scenario. */
  criteria: Map<string, HumanVerdictKind>;
}

/**
 * A check type's verdict over a scenario's judged samples, by the type's name (the four wording
 * checks are one "Wording"): it failed the scenario if it failed in any of them (as a safety
 * scenario's default rule reads samples); absent if it never ran.
 */
export function checkVerdicts(samples: { checks: CheckResult[] }[]): Map<string, HumanVerdictKind> {
  const verdicts = new Map<string, HumanVerdictKind>();
  for (const check of samples.flatMap((sample) => sample.checks)) {
    const name = checkTypeName(check.type);
    if (!check.passed) verdicts.set(name, "fail");
    else if (!verdicts.has(name)) verdicts.set(name, "pass");
  }
  return verdicts;
}

/** A criterion's verdict: failed if any sample scored it below the criterion's pass threshold. */
export function criterionVerdicts(
  samples: { scores: CriterionScore[] }[],
  thresholds: ReadonlyMap<string, number>,
): Map<string, HumanVerdictKind> {
  const verdicts = new Map<string, HumanVerdictKind>();
  for (const score of samples.flatMap((sample) => sample.scores)) {
    const threshold = thresholds.get(score.criterionId);
    if (threshold === undefined) continue;
    if (score.score < threshold) verdicts.set(score.criterionId, "fail");
    else if (!verdicts.has(score.criterionId)) verdicts.set(score.criterionId, "pass");
  }
  return verdicts;
}

function rowOf(key: string, name: string, rated: { item: AgreementItem; judge: HumanVerdictKind }[]): AgreementRow {
  const figures = agreementOf(rated.map(({ item, judge }) => ({ a: item.human === "pass", b: judge === "pass" })));
  return {
    key,
    name,
    ...figures,
    tooFew: figures.n < AGREEMENT_MIN_N,
    disagreements: rated
      .filter(({ item, judge }) => item.human !== judge)
      .map(({ item, judge }) => ({ ...item.scenario, judge, human: item.human })),
  };
}

/** The agreement figures: the judge's verdict overall, then per check type and per criterion (most rated first). */
export function judgeAgreement(
  items: AgreementItem[],
  criterionNames: ReadonlyMap<string, string>,
  source: AgreementSource | "all" = "all",
): JudgeAgreement {
  const overall = rowOf(
    "overall",
    "The judge's verdict",
    items.flatMap((item) => (item.judge ? [{ item, judge: item.judge }] : [])),
  );
  const grouped = (pick: (item: AgreementItem) => Map<string, HumanVerdictKind>) => {
    const groups = new Map<string, { item: AgreementItem; judge: HumanVerdictKind }[]>();
    for (const item of items) {
      for (const [key, judge] of pick(item)) groups.set(key, [...(groups.get(key) ?? []), { item, judge }]);
    }
    return [...groups].sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b));
  };
  return {
    minimumN: AGREEMENT_MIN_N,
    source,
    overall,
    byCheck: grouped((item) => item.checks).map(([name, rated]) => rowOf(name, name, rated)),
    byCriterion: grouped((item) => item.criteria).map(([id, rated]) => rowOf(id, criterionNames.get(id) ?? id, rated)),
  };
}
