import type { LabelledSample } from "../labelled-sample";

/** Labelled sets kept apart: read only to report a score, never to tune rules on. */
export const HELD_OUT_SETS: readonly LabelledSample[] = [
];
