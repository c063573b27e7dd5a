/**
 * The Cave of Shadows' public face: what other agents may use of it (a turn of a dialogue, read for
 * "Propose a fix"). Another agent imports the Cave only through this file (eslint.config.js, decision 0042).
 */
export { findCaveTurn } from "./cave-reply";
