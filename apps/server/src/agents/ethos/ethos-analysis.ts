import type { EthosReport } from "@aesop/shared/contracts/ethos";
import { auditInstructions } from "../instructions-review/index";
import { checkFailurePatterns } from "./failure-patterns";
import type { EthosInput } from "./ethos-input";
import { buildLenses } from "./ethos-lenses";
import { inferProfile, toContractProfile, type DeploymentProfile } from "./ethos-profile";
import { regulatoryOrientation } from "./ethos-regulation";
import { readSources } from "./ethos-sources";
import { mapStakeholders } from "./ethos-stakeholders";
import { questionsForCreator, tensionsFor } from "./ethos-tensions";
import { testsToRun } from "./ethos-tests";
import { assessRisks } from "./risk-register";

export type { EthosInput } from "./ethos-input";

/**
 * The Ethos Agent's guided mode: a deterministic review of an assistant's societal and ethical
 * implications, from the deployment context, the instructions' lines and the creator's answers in
 * earlier reports. Pure: the same input always gives a deep-equal report.
 */
export function analyseEthics(input: EthosInput): EthosReport {
  const sentences = readSources(input);
  const profile = inferProfile(sentences);
  const rules = sentences.filter((sentence) => sentence.source === "instructions");
  const context = sentences.filter((sentence) => sentence.source === "context");
  const hasInstructions = input.instructions !== null && rules.length > 0;
  const risks = assessRisks(profile, rules, context);
  const failurePatterns = checkFailurePatterns(profile, rules, hasInstructions);
  const audit = input.review
    ? { audit: input.review, reportId: input.instructions?.reportId ?? null }
    : hasInstructions && input.instructions
      ? { audit: auditInstructions(input.instructions.text), reportId: null }
      : null;
  return {
    profile: toContractProfile(profile),
    stakeholders: mapStakeholders(profile, input.context),
    lenses: buildLenses({ profile, risks, failurePatterns, rules, audit }),
    failurePatterns,
    regulatory: regulatoryOrientation(profile, risks),
    risks: risks.map((assessed) => assessed.risk),
    tensions: tensionsFor(profile),
    questionsForCreator: questionsForCreator(input.context, risks),
    testsToRun: testsToRun(profile, risks),
    limits: guidedLimits(input, profile, hasInstructions),
    generatedBy: "guided",
  };
}

function guidedLimits(input: EthosInput, profile: DeploymentProfile, hasInstructions: boolean): string[] {
  const limits = [
    "This review reads words, not behaviour: whether the assistant does what its instructions say can only be shown by running the tests below against it.",
    "Likelihood and severity are rule-based estimates from the deployment as described; a person who knows the users should confirm them.",
    "Subtle harms (tone towards a distressed user, cultural fit of examples, what a vulnerable user may read between the lines) need a model or a human reader.",
    "The regulatory orientation is information, not legal advice: applicability depends on facts and on legal interpretation a lawyer must confirm.",
    "Environmental cost depends on the model, its hosting and the traffic, which this review cannot see.",
  ];
  if (!hasInstructions)
    limits.unshift("No instructions were available: whether the risks are already addressed could not be checked.");
  if (!profile.described)
    limits.unshift(
      "Nothing was said about the deployment (no context answers, instructions or reports): the stakeholders and risks are generic.",
    );
  else if (profile.regions.length === 0)
    limits.push("The region was not given: the regulatory orientation assumes people in the EU or the UK may use it.");
  if (!input.interview && !input.ideation)
    limits.push(
      "No interview or ideation report was available: the creator's own account of users and risks is missing.",
    );
  return limits.slice(0, 12);
}
