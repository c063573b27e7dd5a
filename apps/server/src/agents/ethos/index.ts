/**
 * The Ethos Agent's public face: what other agents may use of it (the deployment profile read
 * from a project's sources, its vocabulary, the regulatory orientation, the analysis). Another
 * agent imports the Ethos Agent only through this file (eslint.config.js, decision 0042).
 */
export { analyseEthics } from "./ethos-analysis";
export type { AudienceId, DomainId } from "./deployment-vocabulary";
export { inferProfile, isMinor, onePrimaryUser, primaryAudience, type DeploymentProfile } from "./ethos-profile";
export { loadEthosSources } from "./ethos-project";
export { regulatoryOrientation } from "./ethos-regulation";
export { readSources, unescapeMarkdown, type SourceSentence } from "./ethos-sources";
