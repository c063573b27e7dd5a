import { plantedAssistants } from "./apps/server/src/testing/planted-assistants/index";
import { splitDirectives } from "./apps/server/src/text/directives";
import { splitInstructionLines } from "./apps/server/src/text/instruction-lines";
import { inDirectiveWording } from "./apps/server/src/text/rule-wordings";
const a = plantedAssistants.find((e) => e.assistant.id === process.argv[2])!.assistant;
if (process.argv[3]) console.log(a.instructions);
const lines = splitInstructionLines(a.instructions).map((l) => ({ ...l, text: inDirectiveWording(l.text) }));
for (const d of splitDirectives(lines)) if (d.modality !== "statement") console.log(`${d.line.number} [${d.modality}${d.condition ? " IF " + d.condition.text : ""}] ${d.text}`);
