import { INSTRUCTION_CORPUS } from "./index";

/**
 * A long, realistic instruction set of at least `words` words: the corpus sets one after another,
 * each round under its own heading, with its lines rotated and its numbers changed, so that the
 * text does not simply repeat (as a large assistant's handbook-style prompt would not).
 */
export function buildLongInstructions(words: number): string {
  const lines: string[] = [];
  let count = 0;
  for (let round = 0; count < words; round++) {
    for (const sample of INSTRUCTION_CORPUS) {
      const heading = `## ${sample.title} (part ${round + 1})`;
      const body = rotate(sample.instructions.split("\n"), round).map((line) => renumber(line, round));
      for (const line of [heading, ...body, ""]) {
        lines.push(line);
        count += wordsIn(line);
      }
      if (count >= words) break;
    }
  }
  return lines.join("\n");
}

function rotate(lines: readonly string[], by: number): string[] {
  const shift = lines.length === 0 ? 0 : by % lines.length;
  return [...lines.slice(shift), ...lines.slice(0, shift)];
}

function renumber(line: string, round: number): string {
  return line.replace(/\d+/g, (digits) => String(Number(digits) + round));
}

function wordsIn(line: string): number {
  return line.split(/\s+/).filter(Boolean).length;
}
