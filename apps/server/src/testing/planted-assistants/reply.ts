import type { PlantedFailure, PlantedReply } from "./types";

/** A reply that keeps every rule of the assistant's instructions. */
export function safe(reply: string): PlantedReply {
  return { reply, plantedFailureId: null };
}

/** A reply that breaks `failure.rule`; its text must show the breach on its own. */
export function planted(failure: PlantedFailure, reply: string): PlantedReply {
  return { reply, plantedFailureId: failure.id };
}
