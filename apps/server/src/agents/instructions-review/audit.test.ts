import { describe, expect, it } from "vitest";
import { auditInstructions } from "./audit";
import { INSTRUCTION_CORPUS, STRONG_SAMPLE_ID, WEAK_SAMPLE_ID, type InstructionSample } from "./corpus";
import { buildLongInstructions } from "./corpus/long-instructions";
import { MAX_QUOTE_LENGTH } from "../../text/instruction-lines";
import { RUBRIC } from "./rubric";
import type { DimensionId, EvidenceQuote, InstructionsAudit } from "./types";

function sample(id: string): InstructionSample {
  const found = INSTRUCTION_CORPUS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no sample ${id}`);
  return found;
}

function finding(audit: InstructionsAudit, id: DimensionId) {
  const found = audit.dimensions.find((dimension) => dimension.id === id);
  if (!found) throw new Error(`no dimension ${id}`);
  return found;
}

function allQuotes(audit: InstructionsAudit): EvidenceQuote[] {
  return [
    ...audit.dimensions.flatMap((dimension) => dimension.evidence),
    ...audit.contradictions.flatMap((contradiction) => [contradiction.first, contradiction.second]),
  ];
}

/** Every quote is a trimmed part of the line it names (once the "…" of a shortened quote is removed). */
function expectQuotesFromTheirLines(audit: InstructionsAudit, text: string) {
  const lines = text.split(/\r\n|\r|\n/);
  for (const evidence of allQuotes(audit)) {
    const line = lines[evidence.line - 1];
    expect(line, `line ${evidence.line}`).toBeDefined();
    expect(evidence.quote).toBe(evidence.quote.trim());
    expect(evidence.quote.length).toBeLessThanOrEqual(MAX_QUOTE_LENGTH + 2);
    expect(line).toContain(evidence.quote.replace(/^…|…$/g, ""));
  }
}

describe("the rubric", () => {
  it("has the fifteen dimensions, each explained, with a sentence to add and a question to ask", () => {
    expect(RUBRIC.map((dimension) => dimension.id)).toEqual([
      "purpose",
      "audience",
      "scope",
      "refusal-style",
      "safety-escalation",
      "privacy",
      "regulated-advice",
      "honesty",
      "tone",
      "output-format",
      "prompt-injection",
      "minors-vulnerable",
      "fairness",
      "contradictions",
      "vague-wording",
    ]);
    for (const dimension of RUBRIC) {
      expect(dimension.name, dimension.id).not.toBe("");
      expect(dimension.whyItMatters.split(/(?<=\.) /).length, dimension.id).toBeLessThanOrEqual(2);
      expect(dimension.suggestedSentence, dimension.id).toMatch(/\.$/);
      expect(dimension.clarifyingQuestion, dimension.id).toMatch(/\?$/);
      expect(dimension.weight, dimension.id).toBeGreaterThanOrEqual(1);
    }
  });

  it("refers only to aspects a dimension declares, with patterns that keep no state between lines", () => {
    for (const dimension of RUBRIC) {
      const { detection } = dimension;
      const patterns =
        detection.kind === "coverage"
          ? detection.rules.map((rule) => rule.pattern)
          : detection.kind === "conflicts"
            ? detection.pairs.flatMap((pair) => [pair.first.pattern, pair.second.pattern])
            : detection.terms.map((term) => term.pattern);
      for (const pattern of patterns) expect(pattern.flags, `${dimension.id} ${pattern.source}`).toBe("i");
      if (detection.kind !== "coverage") continue;
      const aspects = new Set(detection.aspects.map((aspect) => aspect.id));
      for (const rule of detection.rules) expect(aspects.has(rule.aspect), `${dimension.id}/${rule.id}`).toBe(true);
      for (const aspect of detection.criteria.coveredNeeds) expect(aspects.has(aspect), dimension.id).toBe(true);
    }
  });

  it.each(RUBRIC.filter((dimension) => dimension.detection.kind === "coverage"))(
    "covers $name once its suggested sentence is added to a weak instruction set",
    (dimension) => {
      const audit = auditInstructions(`You are a helpful assistant.\n${dimension.suggestedSentence}`);
      expect(finding(audit, dimension.id).status).toBe("covered");
    },
  );

  it("gives full marks to a weak instruction set with every suggested sentence added", () => {
    const text = ["You are a helpful assistant.", ...RUBRIC.map((dimension) => dimension.suggestedSentence)].join("\n");
    const audit = auditInstructions(text);
    expect(audit.dimensions.filter((dimension) => dimension.status !== "covered")).toEqual([]);
    expect(audit.overallScore).toBe(100);
  });
});

describe("auditing the corpus", () => {
  it("has at least ten realistic instruction sets of 1 to 60 lines", () => {
    expect(INSTRUCTION_CORPUS.length).toBeGreaterThanOrEqual(10);
    for (const { id, instructions } of INSTRUCTION_CORPUS) {
      expect(instructions.split("\n").length, id).toBeLessThanOrEqual(60);
    }
  });

  /**
   * Labels (relabelled for issue 39 by someone who does not write the rules) that the rules read
   * otherwise, each for a reason the text cannot show them. Listed, not hidden: the test fails if the
   * review comes to agree, so that the entry is removed.
   */
  const KNOWN_DISAGREEMENTS: Record<string, Partial<Record<DimensionId, string>>> = {
    "travel-booking-contradictions": {
      "prompt-injection":
        "the label infers tools reading third-party listings from 'compare flights'; the text names none",
    },
    "bedtime-stories": {
      "output-format": "the review flags 300-word answers for young readers, a problem the label does not weigh",
    },
  };

  it.each(INSTRUCTION_CORPUS)("$title: gives the expected statuses", ({ id: sampleId, instructions, expected }) => {
    const audit = auditInstructions(instructions);
    for (const [id, statuses] of Object.entries(expected)) {
      const acceptable: readonly string[] = typeof statuses === "string" ? [statuses] : statuses;
      if (KNOWN_DISAGREEMENTS[sampleId]?.[id as DimensionId]) {
        expect(acceptable, `${id}: the review now agrees; remove the known disagreement`).not.toContain(
          finding(audit, id as DimensionId).status,
        );
        continue;
      }
      const { status, summary } = finding(audit, id as DimensionId);
      expect(acceptable, `${id}: ${status} (${summary})`).toContain(status);
    }
  });

  it.each(INSTRUCTION_CORPUS)("$title: quotes lines that contain the quoted text", ({ instructions }) => {
    const audit = auditInstructions(instructions);
    expectQuotesFromTheirLines(audit, instructions);
    for (const dimension of audit.dimensions) {
      expect(dimension.evidence.length, dimension.id).toBeLessThanOrEqual(dimension.id === "contradictions" ? 4 : 3);
      expect(dimension.suggestedSentence === undefined, dimension.id).toBe(dimension.status === "covered");
      expect(dimension.score).toBe({ covered: 2, partial: 1, missing: 0 }[dimension.status]);
    }
  });

  it("scores the strong set above the weak one overall and on every dimension the strong set covers", () => {
    const strong = auditInstructions(sample(STRONG_SAMPLE_ID).instructions);
    const weak = auditInstructions(sample(WEAK_SAMPLE_ID).instructions);
    expect(strong.overallScore).toBeGreaterThan(weak.overallScore);
    const covered = strong.dimensions.filter((dimension) => dimension.status === "covered");
    expect(covered.length).toBe(RUBRIC.length);
    // Contradictions and vague wording are properties of the text: a one-liner has neither.
    for (const dimension of covered.filter((found) => !["contradictions", "vague-wording"].includes(found.id))) {
      expect(dimension.score, dimension.id).toBeGreaterThan(finding(weak, dimension.id).score);
    }
    expect(weak.overallScore).toBeLessThan(20);
    expect(strong.topFixes).toEqual([]);
  });

  it("finds conflicting rules and quotes both lines of each", () => {
    const { instructions } = sample("travel-booking-contradictions");
    const audit = auditInstructions(instructions);
    const lineOf = (start: string) => instructions.split("\n").findIndex((line) => line.includes(start)) + 1;
    const pairs = audit.contradictions.map((contradiction) => [contradiction.first.line, contradiction.second.line]);
    expect(pairs).toEqual(
      expect.arrayContaining([
        [lineOf("Keep every answer short"), lineOf("Explain every option in full detail")],
        [lineOf("Use a formal tone"), lineOf("Keep it casual")],
        [lineOf("Use emojis"), lineOf("Do not use emojis")],
        [lineOf("Always recommend travel insurance"), lineOf("Never recommend travel insurance")],
        [lineOf("Never refuse"), lineOf("Refuse any request")],
        [lineOf("Ask for the traveller's full name"), lineOf("Never collect personal data")],
      ]),
    );
    const contradictions = finding(audit, "contradictions");
    expect(contradictions.status).toBe("missing");
    expect(contradictions.evidence[0]?.note).toMatch(/^conflicts with line \d+/);
    expect(contradictions.evidence[1]?.note).toMatch(/^conflicts with line \d+/);
    expect(audit.clarifyingQuestions).toContain(
      `Lines ${lineOf("Keep every answer short")} and ${lineOf("Explain every option")} conflict on answer length: which rule should the assistant follow, and in which situations?`,
    );
  });

  it("does not take an exception or a different subject for a contradiction", () => {
    const audit = auditInstructions(
      [
        "Always answer in English.",
        "Never answer questions about competitors.",
        "Keep answers short unless the user asks for more detail.",
        "When the user asks, explain the options in full detail.",
        "Always ask for the order number.",
        "Never ask for card numbers.",
        "Never use emojis.",
      ].join("\n"),
    );
    expect(audit.contradictions).toEqual([]);
    expect(finding(audit, "contradictions").status).toBe("covered");
  });

  it("flags vague wording with its line numbers, few as partial and many as missing", () => {
    const few = auditInstructions(
      "You are a recipe assistant.\nSuggest recipes from the user's ingredients.\nTry to keep recipes short.",
    );
    expect(finding(few, "vague-wording")).toMatchObject({
      status: "partial",
      evidence: [{ line: 3, role: "problem" }],
    });
    expect(few.vagueWording).toMatchObject({ total: 1, lines: [{ line: 3, terms: ["try to"] }] });
    expect(few.vagueWording.lines[0]?.rewrites[0]).toContain('Replace "try to" with the condition');

    const many = auditInstructions(sample("forum-moderator").instructions);
    expect(finding(many, "vague-wording").status).toBe("missing");
    // Line 10's "properly" is not in the lexicon: in "cannot breathe properly" it is no criterion.
    expect(many.vagueWording.lines.map((hit) => hit.line)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(many.vagueWording.lines[0]?.terms).toEqual(["inappropriate", "as needed"]);

    const { instructions } = sample("budgeting-coach");
    const line = instructions.split("\n").findIndex((text) => text.includes("Try to keep things positive")) + 1;
    const audit = auditInstructions(instructions);
    expect(audit.vagueWording.lines).toMatchObject([{ line, terms: ["try to", "where possible"] }]);
    expect(audit.clarifyingQuestions).toContain(
      `What exactly do you mean by "try to" on line ${line}? A concrete rule can be tested.`,
    );
  });

  it.each(INSTRUCTION_CORPUS)(
    "$title: lists the three most important gaps and 3 to 8 questions",
    ({ instructions }) => {
      const audit = auditInstructions(instructions);
      const gaps = audit.dimensions.filter((dimension) => dimension.status !== "covered");
      const rank = (id: DimensionId) => RUBRIC.findIndex((dimension) => dimension.id === id);
      // Severity × confidence first (issue 39), then weight, then rubric order.
      const severity = { none: 0, low: 1, medium: 2, high: 3 } as const;
      const confidence = { high: 1, medium: 0.75, low: 0.5 } as const;
      const priority = (gap: (typeof gaps)[number]) => severity[gap.severity] * confidence[gap.confidence];
      const expectedOrder = [...gaps]
        .sort((a, b) => priority(b) - priority(a) || b.weight - a.weight || rank(a.id) - rank(b.id))
        .slice(0, 3);
      expect(audit.topFixes.map((fix) => fix.id)).toEqual(expectedOrder.map((gap) => gap.id));
      for (const fix of audit.topFixes) expect(fix.suggestedSentence).not.toBe("");
      expect(audit.clarifyingQuestions.length).toBeGreaterThanOrEqual(3);
      expect(audit.clarifyingQuestions.length).toBeLessThanOrEqual(8);
      expect(new Set(audit.clarifyingQuestions).size).toBe(audit.clarifyingQuestions.length);
    },
  );
});

describe("auditing any text", () => {
  it("gives the same audit for the same text", () => {
    for (const { instructions } of INSTRUCTION_CORPUS) {
      expect(auditInstructions(instructions)).toEqual(auditInstructions(instructions));
    }
    const long = buildLongInstructions(5_000);
    expect(auditInstructions(long)).toEqual(auditInstructions(long));
  });

  it.each(["", "   ", "\n\n\t\r\n  "])("finds every dimension missing in empty text %j, with a score of 0", (text) => {
    const audit = auditInstructions(text);
    expect(audit.overallScore).toBe(0);
    expect(audit.dimensions).toHaveLength(RUBRIC.length);
    for (const dimension of audit.dimensions) {
      expect(dimension, dimension.id).toMatchObject({ status: "missing", score: 0, evidence: [] });
    }
    expect(audit.topFixes).toHaveLength(3);
    expect(audit.clarifyingQuestions.length).toBeGreaterThanOrEqual(3);
  });

  it("reads CRLF and CR line endings as LF", () => {
    for (const { instructions } of INSTRUCTION_CORPUS) {
      const audit = auditInstructions(instructions);
      expect(auditInstructions(instructions.replace(/\n/g, "\r\n"))).toEqual(audit);
      expect(auditInstructions(instructions.replace(/\n/g, "\r"))).toEqual(audit);
    }
  });

  it("reads Markdown headings, bullets, numbering and emphasis", () => {
    const text = [
      "# Privacy",
      "",
      "1. **Never** ask for _personal data_ such as a phone number.",
      "   - Do **not** repeat a `password` back to the user.",
      "> Remind users not to share their home address.",
    ].join("\n");
    const audit = auditInstructions(text);
    const privacy = finding(audit, "privacy");
    expect(privacy.status).toBe("covered");
    expect(privacy.evidence[0]).toEqual({
      line: 3,
      quote: "**Never** ask for _personal data_ such as a phone number.",
      note: "which personal data is concerned",
      role: "coverage",
    });
    // A heading names a section: it is not counted as a rule.
    expect(finding(audit, "contradictions").summary).toContain("among 3 rules");
    expectQuotesFromTheirLines(audit, text);
  });

  it("quotes a long line around the words that matched, within the quote length", () => {
    const filler = "Keep the conversation focused on the garden. ".repeat(20);
    const text = `You are a gardening assistant.\n${filler}If someone mentions suicide, give the Samaritans number 116 123. ${filler}`;
    const audit = auditInstructions(text);
    const [crisisLine] = finding(audit, "safety-escalation").evidence;
    expect(crisisLine?.line).toBe(2);
    expect(crisisLine?.quote).toMatch(/^….*Samaritans.*…$/);
    expect(crisisLine?.quote.length).toBeLessThanOrEqual(MAX_QUOTE_LENGTH + 2);
    expectQuotesFromTheirLines(audit, text);
  });

  it("audits a 20,000-word instruction set, on many lines or on one", () => {
    const text = buildLongInstructions(20_000);
    for (const variant of [text, text.replace(/\n/g, " ")]) {
      const audit = auditInstructions(variant);
      expect(audit.wordCount).toBeGreaterThanOrEqual(20_000);
      expect(audit.dimensions).toHaveLength(RUBRIC.length);
      expect(audit.contradictions.length).toBeGreaterThan(0);
      expect(audit.vagueWording.lines.length).toBeGreaterThan(0);
      expectQuotesFromTheirLines(audit, variant);
    }
  });
});
