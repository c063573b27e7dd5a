import type { DomainId, DeploymentProfile, SourceSentence } from "../ethos/index";
import { inferProfile } from "../ethos/index";
import { activeFacts, type DesignState } from "./design-state";

/**
 * The deployment as the Ethos Agent reads it (its vocabulary of domains, audiences, data and
 * regions), inferred from what the creator has said so far: examples and regulatory answers are
 * chosen for it.
 */

/** When several domains fit, the one whose examples matter most first. */
const DOMAIN_ORDER: readonly DomainId[] = [
  "mental-health",
  "companionship",
  "health",
  "employment",
  "legal",
  "finance",
  "public-sector",
  "education",
  "retail",
];

export function designProfile(
  design: DesignState,
  projectName: string,
  extra: readonly string[] = [],
): DeploymentProfile {
  const texts = [projectName, ...activeFacts(design).map((fact) => fact.text), ...extra].filter(
    (text) => text.trim() !== "",
  );
  const sentences: SourceSentence[] = texts.map((text) => ({ source: "context", text, quote: text, caseOnly: false }));
  return inferProfile(sentences);
}

export function domainOf(profile: DeploymentProfile): DomainId | null {
  return DOMAIN_ORDER.find((id) => profile.domains.some((fact) => fact.id === id)) ?? null;
}
