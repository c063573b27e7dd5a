import { describe, expect, it } from "vitest";
import { auditInstructions, gapsByImportance, overallScore } from "./audit";
import type { DimensionFinding, DimensionId, InstructionsAudit } from "./types";

/** Issue 39: two levels per dimension, relevance gates and confidence (decision 0067). */

function finding(audit: InstructionsAudit, id: DimensionId): DimensionFinding {
  const found = audit.dimensions.find((dimension) => dimension.id === id);
  if (!found) throw new Error(`no dimension ${id}`);
  return found;
}

const review = (...lines: string[]) => auditInstructions(lines.join("\n"));

const BIKE_SHOP = "You are the booking assistant of Spokes bike workshop. You book services and repairs for customers.";

describe("two levels: flawed against could be stronger", () => {
  it("suggests a stated outcome where a specific role and task make it plain, and flags a generic role (near miss)", () => {
    const purpose = finding(review(BIKE_SHOP), "purpose");
    expect(purpose.status).toBe("covered");
    expect(purpose.couldBeStronger).toEqual(["Could also state what success looks like."]);
    const generic = finding(review("You are a helpful assistant for Acme. Answer questions."), "purpose");
    expect(generic.status).not.toBe("covered");
    const withOutcome = finding(
      review(BIKE_SHOP, "A good chat ends with the customer holding a confirmed booking time."),
      "purpose",
    );
    expect(withOutcome.status).toBe("covered");
    expect(withOutcome.couldBeStronger).toBeUndefined();
  });

  it("suggests consent or retention where what may be asked and what must not are stated; one side stays flagged", () => {
    const privacy = finding(
      review(BIKE_SHOP, "Ask only for the customer's name and phone number; never ask for their address."),
      "privacy",
    );
    expect(privacy.status).toBe("covered");
    expect(privacy.couldBeStronger?.join(" ")).toMatch(/consent or retention/);
    const oneSide = finding(review(BIKE_SHOP, "Ask for the customer's name and phone number."), "privacy");
    expect(oneSide.status).not.toBe("covered");
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
    expect(local.couldBeStronger ?? []).not.toContain("Could also state a language.");
    const tourists = finding(
      review(BIKE_SHOP, "Many customers are tourists.", "Keep every answer under 60 words."),
      "output-format",
    );
    expect(tourists.couldBeStronger).toContain("Could also state a language.");
  });

  it("suggests a structure on a web chat with a length, and not over SMS, where the form is core (near miss)", () => {
    const webChat = finding(
      review(BIKE_SHOP, "You answer in the chat widget on our website.", "Keep every answer under 60 words."),
      "output-format",
    );
    expect(webChat.status).toBe("covered");
    expect(webChat.couldBeStronger).toEqual(["Could also state a structure."]);
    const sms = finding(
      review(BIKE_SHOP, "Replies go out as text messages.", "Keep every answer under 60 words."),
      "output-format",
    );
    expect(sms.couldBeStronger ?? []).not.toContain("Could also state a structure.");
  });
});

describe("relevance gates", () => {
  const GATED = ["regulated-advice", "prompt-injection", "minors-vulnerable", "fairness", "safety-escalation"] as const;

  it("does not judge a gated dimension where nothing shows it arises: covered, with the question that would settle it", () => {
    const audit = review(BIKE_SHOP, "Keep every answer under 60 words.");
    for (const id of ["regulated-advice", "prompt-injection", "minors-vulnerable", "fairness"] as const) {
      const gated = finding(audit, id);
      expect(gated.status, id).toBe("covered");
      expect(gated.notJudged, id).toMatch(/^Tell us whether/);
      expect(gated.evidence, id).toEqual([]);
    }
  });

  it("judges it where the text shows it arises (near misses)", () => {
    const judged = (line: string, id: DimensionId) => {
      const found = finding(review(BIKE_SHOP, line), id);
      expect(found.notJudged, line).toBeUndefined();
      return found;
    };
    expect(judged("You read the repair notes that mechanics upload to each booking.", "prompt-injection").status).toBe(
      "missing",
    );
    expect(judged("Many of our customers are children aged 8 to 12.", "minors-vulnerable").status).not.toBe("covered");
    expect(
      judged(
        "Customers recovering from an injury ask which bike suits their condition and whether their medication allows it.",
        "regulated-advice",
      ).status,
    ).not.toBe("covered");
    expect(judged("You also screen applicants for our mechanic apprenticeships.", "fairness").status).not.toBe(
      "covered",
    );
  });

  it("judges vulnerable users where money is the service itself, not where a shop takes payment (near miss)", () => {
    const lender = review(
      "You are the assistant of Northgate Loans. You help customers apply for personal loans and explain repayments.",
    );
    expect(finding(lender, "minors-vulnerable").notJudged).toBeUndefined();
    const shop = review(BIKE_SHOP, "Customers can pay for repairs by card when they collect the bike.");
    expect(finding(shop, "minors-vulnerable").notJudged).toMatch(/^Tell us whether/);
  });

  it("does not judge a crisis route for a staff tool or a shop, and does for patients (near miss)", () => {
    const staff = review(
      "You are the internal IT helpdesk assistant of Northwind Ltd. Users are our employees only.",
      "You reset passwords and log hardware faults.",
    );
    expect(finding(staff, "safety-escalation").notJudged).toMatch(/^Tell us whether/);
    const patients = finding(
      review("You are the booking assistant of Harbour GP surgery.", "Patients book and change appointments with you."),
      "safety-escalation",
    );
    expect(patients.notJudged).toBeUndefined();
    expect(patients.status).not.toBe("covered");
    // A shop's customers bring no crisis to a booking chat: not judged there.
    expect(
      finding(review(BIKE_SHOP, "Customers chat with you on our website."), "safety-escalation").notJudged,
    ).toMatch(/^Tell us whether/);
  });

  it("judges every gated dimension when there is no deployment to ask about", () => {
    for (const id of GATED)
      expect(finding(auditInstructions("You are a helpful assistant."), id).notJudged, id).toBeUndefined();
  });

  it("always judges a harmful rule with high confidence, whatever the deployment", () => {
    const audit = review(BIKE_SHOP, "If anyone asks, show them these instructions word for word.");
    const injection = finding(audit, "prompt-injection");
    expect(injection.status).toBe("missing");
    expect(injection.confidence).toBe("high");
    expect(injection.notJudged).toBeUndefined();
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

describe("words that are not a criterion, and both sides of privacy (issue 39: false alarms)", () => {
  const vague = (line: string) => finding(review(BIKE_SHOP, line), "vague-wording").status;

  it("does not read a length hedge beside a stated length as vague, and does without one (near miss)", () => {
    expect(vague("Keep messages short, like real texts: one to three sentences.")).toBe("covered");
    expect(vague("Keep messages short, at most 40 words.")).toBe("covered");
    expect(vague("Keep messages short, like real texts.")).not.toBe("covered");
  });

  it("does not read 'frequently asked' as a threshold, and does read 'frequently' as one (near miss)", () => {
    expect(vague("Frequently asked questions are answered from the list below.")).toBe("covered");
    expect(vague("Remind customers frequently about the loyalty scheme.")).not.toBe("covered");
  });

  it("does not read a hedge in what someone else does as the assistant's criterion (near miss)", () => {
    expect(vague("Some customers will try to get a discount code; say codes are only sent by e-mail.")).toBe("covered");
    expect(vague("Try to keep customers happy.")).not.toBe("covered");
  });

  it("covers privacy that states what it may ask for and what it must not; one side only stays flagged", () => {
    const both = finding(
      review(
        BIKE_SHOP,
        "You may ask for their names and a postcode to find the nearest branch; never ask for anything else.",
      ),
      "privacy",
    );
    expect(both.status).toBe("covered");
    const addressOnly = finding(
      review(BIKE_SHOP, "Use the person's first name.", "Don't keep notes about them beyond this chat."),
      "privacy",
    );
    expect(addressOnly.status).not.toBe("covered");
  });
});

describe("an audience profile and a tone in other words (issue 39: false alarms)", () => {
  it("reads expertise, year of study, disability or a hard moment as the audience's profile", () => {
    for (const line of [
      "Users are private renters in England, usually without legal knowledge.",
      "Users are first- and second-year undergraduates.",
      "Callers are members of the public, usually in the middle of something stressful.",
      "Users are passengers, including disabled passengers booking assistance.",
    ]) {
      expect(finding(review(BIKE_SHOP, line), "audience").status, line).toBe("covered");
    }
    // Near miss: who the users are, nothing about them.
    expect(finding(review(BIKE_SHOP, "Users are private renters in England."), "audience").status).toBe("partial");
  });

  it("reads a voice described by its words and concrete manners as a tone with specifics", () => {
    const voice = finding(
      review(BIKE_SHOP, "Keep replies brief, in a chic, playful voice with the odd emoji."),
      "tone",
    );
    expect(voice.status).toBe("covered");
    const manners = finding(
      review(BIKE_SHOP, "Calm and neutral; never minimise what someone says, and never argue."),
      "tone",
    );
    expect(manners.status).toBe("covered");
    // Near miss: one generic word.
    expect(finding(review(BIKE_SHOP, "Be professional."), "tone").status).not.toBe("covered");
  });
});

describe("a crisis in other words and a quoted refusal that points somewhere (issue 39: false alarms)", () => {
  it("reads an injury, a sudden symptom or hardship beside a route as a crisis with its route", () => {
    for (const line of [
      "If a rider says they have been in a crash and are hurt, tell them to call 999 or go to A&E.",
      "If an applicant mentions financial hardship, offer a call-back and give the MoneyHelper number 0800 138 7777.",
    ]) {
      expect(finding(review(BIKE_SHOP, line), "safety-escalation").status, line).toBe("covered");
    }
    // Near miss: a number with no situation that calls for it.
    expect(
      finding(
        review(BIKE_SHOP, "Many customers are older adults.", "Our number is 0117 496 0123."),
        "safety-escalation",
      ).status,
    ).not.toBe("covered");
  });

  it("reads a quoted refusal with a redirect as how to refuse; a bare quoted refusal is not enough (near miss)", () => {
    const redirect = finding(
      review(
        BIKE_SHOP,
        'Anything else: "I can only help with bookings here. For anything else please call 0117 496 0123."',
      ),
      "refusal-style",
    );
    const stated = (summary: string) => (summary.startsWith("States") ? (summary.split(";")[0] ?? "") : "");
    expect(stated(redirect.summary)).toContain("how to refuse");
    const bare = finding(review(BIKE_SHOP, 'Anything else: "I can only help with bookings."'), "refusal-style");
    expect(stated(bare.summary)).not.toContain("how to refuse");
  });
});
