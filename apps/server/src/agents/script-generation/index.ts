/**
 * The Script Generation Agent's public face: the test scripts' versions and the project's rubric,
 * which the Eval Agent and the Cave of Shadows run. Another agent imports Script Generation only
 * through this file (eslint.config.js, decision 0042).
 */
export { getProjectRubric, getScriptVersion, latestScriptVersion, saveScriptVersion } from "./test-scripts.service";
export { projectTerms, type ProjectTerms } from "./project-terms";
export { rulesWatchedIn } from "./targeted/watched-rules";
