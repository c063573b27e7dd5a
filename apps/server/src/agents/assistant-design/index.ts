/**
 * The assistant design that the guided chat engine listens for (facets, facts, safety mentions)
 * and the listening itself: what the chat engine and the chat agents use of this folder, which
 * they import only through this file (eslint.config.js, decision 0042).
 */
export {
  activeFacts,
  DESIGN_FACETS,
  designStateSchema,
  emptyDesign,
  FACET_LABELS,
  hasFacet,
  SAFETY_LABELS,
  type DesignFacet,
  type DesignState,
} from "./design-state";
export { listen, type AskedTopic, type Heard } from "./listen";
export { paraphrase } from "./paraphrase";
