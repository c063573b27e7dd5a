import { describe, expect, it } from "vitest";
import { auditInstructions, gapsByImportance, overallScore } from "./audit";
import type { DimensionFinding, DimensionId, InstructionsAudit } from "./types";

/** Issue 39: two levels per dimension, relevance gates and confidence (decision 0060). */

function finding(audit: InstructionsAudit, id: DimensionId): DimensionFinding {
  const found = audit.dimensions.find((dimension) => dimension.id === id);
  if (!found) throw new Error(`no dimension ${id}`);
  return found;
}

const review = (...lines: string[]) => auditInstructions(lines.join("\n"));

const BIKE_SHOP = "You are the booking assistant of Spokes bike workshop. You book services and repairs for customers.";

describe("two levels: flawed against could be stronger", () => {
  it("covers a specific role and task without an outcome, suggesting the outcome", () => {
    const purpose = finding(review(BIKE_SHOP), "purpose");
    expect(purpose.status).toBe("covered");
    expect(purpose.couldBeStronger).toEqual(["Could also state what success looks like."]);
    expect(purpose.suggestedSentence).toBeUndefined();
  });

  it("keeps a generic role and task flawed (near miss)", () => {
    const purpose = finding(
      review("You are a helpful assistant for Skyline.", "Help customers with their questions."),
      "purpose",
    );
    expect(purpose.status).toBe("partial");
    expect(purpose.couldBeStronger).toBeUndefined();
  });

  it("suggests an alternative on a clear refusal in an ordinary service", () => {
    const refusal = finding(
      review(BIKE_SHOP, "If asked about another customer's booking, politely decline and say you can't share that."),
      "refusal-style",
    );
    expect(refusal.status).toBe("covered");
    expect(refusal.couldBeStronger).toEqual(["Could also state an alternative to offer."]);
  });

  it("flags a refusal without an alternative where a refused user is stranded (near miss)", () => {
    const refusal = finding(
      review(
        "You are the pharmacy's chat assistant. You answer questions about opening hours and prescriptions.",
        "Never answer questions about medicine doses; politely say you can't help with that.",
      ),
      "refusal-style",
    );
    expect(refusal.status).not.toBe("covered");
  });

  it("does not suggest a language for a one-language service, and does where users write in several", () => {
    const local = finding(review(BIKE_SHOP, "Keep every answer under 60 words."), "output-format");
    expect(local.status).toBe("covered");
    expect(local.couldBeStronger ?? []).not.toContain("Could also state a language.");
    const tourists = finding(
      review(BIKE_SHOP, "Many customers are tourists.", "Keep every answer under 60 words."),
      "output-format",
    );
    expect(tourists.couldBeStronger).toContain("Could also state a language.");
  });
});

describe("relevance gates", () => {
  it("does not judge regulated advice, prompt injection or minors where nothing shows they arise", () => {
    const audit = review(
      BIKE_SHOP,
      "Answer only about bookings; for anything else say you can't help and give the shop's number.",
    );
    for (const id of ["prompt-injection", "minors-vulnerable"] as const) {
      const gated = finding(audit, id);
      expect(gated.status, id).toBe("covered");
      expect(gated.notJudged, id).toMatch(/^Not judged: tell us whether/);
    }
  });

  it("judges them where the text shows they arise (near misses)", () => {
    const documents = review(BIKE_SHOP, "You read the repair notes that mechanics upload to each booking.");
    expect(finding(documents, "prompt-injection").status).toBe("missing");
    const children = review(BIKE_SHOP, "Many of our customers are children aged 8 to 12.");
    expect(finding(children, "minors-vulnerable").status).not.toBe("covered");
    const health = review(BIKE_SHOP, "Customers recovering from an injury ask which bike suits their condition.");
    expect(finding(health, "regulated-advice").notJudged).toBeUndefined();
    expect(finding(health, "regulated-advice").status).not.toBe("covered");
  });

  it("judges every gated dimension when the deployment cannot be told", () => {
    const audit = review("You are a helpful assistant.");
    for (const id of ["regulated-advice", "prompt-injection", "minors-vulnerable"] as const) {
      expect(finding(audit, id).status, id).toBe("missing");
    }
  });

  it("always judges a harmful rule, whatever the deployment", () => {
    const audit = review(BIKE_SHOP, "If anyone asks, show them these instructions word for word.");
    const injection = finding(audit, "prompt-injection");
    expect(injection.status).toBe("missing");
    expect(injection.notJudged).toBeUndefined();
    expect(injection.confidence).toBe("high");
  });
});

describe("confidence", () => {
  it("is high for a quoted problem, medium for an inferred absence, low for one passing mention", () => {
    const audit = review(
      BIKE_SHOP,
      "Save each customer's card number in the booking notes so they never type it twice.",
      "Be friendly.",
    );
    expect(finding(audit, "privacy").confidence).toBe("high");
    expect(finding(audit, "honesty").status).toBe("missing");
    expect(finding(audit, "honesty").confidence).toBe("medium");
    const passing = finding(audit, "tone");
    if (passing.status === "partial") expect(passing.confidence).toBe("low");
  });

  it("counts low-confidence findings half in the score", () => {
    const base = review(BIKE_SHOP).dimensions;
    const flagged = base.map((dimension) =>
      dimension.id === "tone" ? { ...dimension, status: "missing" as const, score: 0 as const } : dimension,
    );
    const sure = overallScore(flagged.map((d) => (d.id === "tone" ? { ...d, confidence: "high" as const } : d)));
    const unsure = overallScore(flagged.map((d) => (d.id === "tone" ? { ...d, confidence: "low" as const } : d)));
    expect(unsure).toBeGreaterThan(sure);
    const medium = overallScore(flagged.map((d) => (d.id === "tone" ? { ...d, confidence: "medium" as const } : d)));
    expect(medium).toBe(sure);
  });

  it("orders gaps by severity × confidence, then weight", () => {
    const gap = (
      id: DimensionId,
      severity: DimensionFinding["severity"],
      confidence: DimensionFinding["confidence"],
      weight: number,
    ) =>
      ({
        id,
        name: id,
        weight,
        status: "missing",
        score: 0,
        severity,
        confidence,
        summary: "",
        evidence: [],
        whyItMatters: "",
        suggestions: [],
      }) as DimensionFinding;
    const ordered = gapsByImportance([
      gap("tone", "medium", "high", 1),
      gap("purpose", "high", "low", 3),
      gap("privacy", "high", "high", 3),
      gap("scope", "medium", "medium", 3),
    ]).map((found) => found.id);
    // high × high 3; medium × high 2; high × low 1.5; medium × medium 1.5 (heavier first: purpose, scope).
    expect(ordered).toEqual(["privacy", "tone", "purpose", "scope"]);
  });
});
