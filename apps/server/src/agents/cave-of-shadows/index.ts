/**
 * The Cave of Shadows' public face: what other agents may use of it (a turn of a dialogue, read for
 * "Propose a fix"; the replies a person judged, which the Eval Agent's judge agreement counts beside
 * its runs' scenarios, decision 0079). Another agent imports the Cave only through this file
 * (eslint.config.js, decision 0042).
 */
export { findCaveTurn } from "./cave-reply";
export { listCaveVerdicts, type CaveVerdictItem } from "./cave-human-verdicts";
