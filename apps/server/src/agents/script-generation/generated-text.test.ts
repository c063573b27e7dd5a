import { describe, expect, it } from "vitest";
import { plantedAssistants } from "../../testing/planted-assistants/index";
import { generateTestScript } from "./generate-script";
import { withReports } from "./script-projects.fixture";
import { DEFAULT_RUBRIC, DEFAULT_RUBRIC_VERSION } from "./default-rubric";

/**
 * Every message a generated script sends reads as a person wrote it (issue 30): no template slot
 * left unfilled, no stock fallback standing in for the project's own words. Checked over the
 * planted-failure corpus's instructions, whose wording AESOP's templates were not written for.
 */
const SLOT = /\{[a-z0-9]+\}/i;
const STOCK_FALLBACKS = /\byour question\b|\bsomething else entirely\b|\bits service\b/i;

describe("the text of generated scenarios", () => {
  it.each(plantedAssistants.map(({ assistant }) => [assistant.id, assistant] as const))(
    "has no unfilled slot or stock fallback for %s",
    (_id, assistant) => {
      for (const size of ["quick", "thorough"] as const) {
        const script = generateTestScript({
          ...withReports(assistant.name, assistant.instructions, { instructions: 1, ethos: 2 }),
          interview: null,
          rubric: { version: DEFAULT_RUBRIC_VERSION, criteria: DEFAULT_RUBRIC.criteria },
          options: { size, categories: [] },
        });
        for (const scenario of script.scenarios) {
          const messages = [
            scenario.openingMessage,
            ...scenario.turns.map((turn) => turn.message),
            ...(scenario.adaptive?.escalationSteps ?? []),
          ];
          for (const message of [...messages, scenario.title, scenario.persona]) {
            expect(message, `${scenario.id}: ${message}`).not.toMatch(SLOT);
            expect(message, `${scenario.id}: ${message}`).not.toMatch(STOCK_FALLBACKS);
          }
        }
      }
    },
  );
});
