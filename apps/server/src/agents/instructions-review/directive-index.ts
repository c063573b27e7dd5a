import type { Directive } from "../../text/directives";

/**
 * The directives' texts joined into one string, one directive a line, so that a pattern is run
 * once over the whole text instead of once per directive: a 20,000-word text has some 1,200
 * directives, and most patterns match in none of them or in the first few. A match is mapped back
 * to its directive and confirmed on that directive alone, so a match across two directives never
 * counts.
 */
export class DirectiveIndex {
  readonly text: string;
  private readonly starts: number[];
  private readonly globals = new Map<RegExp, RegExp>();

  /** The first directive of each distinct text, in order: what the checks read. */
  readonly directives: readonly Directive[];

  constructor(readonly all: readonly Directive[]) {
    const directives = all.filter((directive) => directive.first);
    this.directives = directives;
    const starts: number[] = [];
    let offset = 0;
    const parts: string[] = [];
    for (const directive of directives) {
      starts.push(offset);
      parts.push(directive.text);
      offset += directive.text.length + 1;
    }
    this.starts = starts;
    this.text = parts.join("\n");
  }

  /** Positions of the directives, in order, for which `pattern` matches and `accept` agrees. */
  *matching(
    pattern: RegExp,
    accept: (directive: Directive, position: number) => boolean = () => true,
  ): Generator<number> {
    const global = this.globalOf(pattern);
    global.lastIndex = 0;
    while (global.lastIndex <= this.text.length) {
      const match = global.exec(this.text);
      if (!match) return;
      const position = this.positionOf(match.index);
      const directive = this.directives[position];
      if (directive && pattern.test(directive.text) && accept(directive, position)) yield position;
      // Go on from the next directive: one answer per directive is enough.
      global.lastIndex = this.starts[position + 1] ?? this.text.length + 1;
    }
  }

  /** The first directive that `pattern` matches and `accept` agrees to, or undefined. */
  first(pattern: RegExp, accept?: (directive: Directive, position: number) => boolean): number | undefined {
    for (const position of this.matching(pattern, accept)) return position;
    return undefined;
  }

  has(pattern: RegExp): boolean {
    return pattern.test(this.text);
  }

  private positionOf(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  private globalOf(pattern: RegExp): RegExp {
    let global = this.globals.get(pattern);
    if (!global) {
      // "m": a pattern anchored with ^ matches at the start of each directive.
      global = new RegExp(pattern.source, `${pattern.flags.replace(/[gym]/g, "")}gm`);
      this.globals.set(pattern, global);
    }
    return global;
  }
}
