import type { AgreementDisagreement, AgreementSource } from "@aesop/shared/contracts/eval";
import { caveTurnPath, evalScenarioPath } from "@/config/paths";

/** The agreement page's filter (decision 0079): every verdict, or those given on runs or in the Cave. */
export type AgreementFilter = AgreementSource | "all";
export const AGREEMENT_FILTERS: readonly AgreementFilter[] = ["all", "eval", "cave"];
export const AGREEMENT_FILTER_LABELS: Record<AgreementFilter, string> = {
  all: "All verdicts",
  eval: "Eval runs",
  cave: "Cave dialogues",
};

/** The filter a URL's `?source=` names; anything else is every verdict. */
export function toAgreementFilter(value: string | null): AgreementFilter {
  return AGREEMENT_FILTERS.find((filter) => filter === value) ?? "all";
}

/** Where a disagreement opens: the run's scenario, or the Cave session at the judged reply. */
export function disagreementLink(projectId: string, disagreement: AgreementDisagreement): string {
  return disagreement.source === "eval"
    ? evalScenarioPath(projectId, disagreement.runId, disagreement.scenarioId)
    : caveTurnPath(projectId, disagreement.sessionId, disagreement.turnId);
}

/** "Run #2: Leaks an e-mail" or "Cave session #3, turn 4: Leaks an e-mail". */
export function disagreementLabel(disagreement: AgreementDisagreement): string {
  return disagreement.source === "eval"
    ? `Run #${disagreement.runNumber}: ${disagreement.title}`
    : `Cave session #${disagreement.sessionNumber}, turn ${disagreement.turnNumber}: ${disagreement.title}`;
}

export const disagreementKey = (disagreement: AgreementDisagreement) =>
  disagreement.source === "eval" ? `${disagreement.runId}-${disagreement.scenarioId}` : disagreement.turnId;
