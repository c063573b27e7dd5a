import { describe, expect, it } from "vitest";
import { buildGuidedReport } from "../chat-engine/guided/guided-report";
import { playSession } from "../chat-engine/guided/guided-session.fixture";
import { parseGuidedState } from "../chat-engine/guided/state";
import { IDEATION_PLAN } from "../ideation/index";
import { INTERVIEW_PLAN } from "../interview/index";
import { activeFacts } from "./design-state";
import { readMessage } from "./message-reading";
import { findSafetyMentions } from "./safety";

const ctx = { projectName: "Sofa Support" };
const PURPOSE =
  "A customer support assistant for our online furniture shop: it answers questions about orders, deliveries and returns.";
/** Purpose, users and context answered: the next topic asked is Capabilities. */
const UP_TO_TASKS = ["15", PURPOSE, "Adults who bought a sofa or a bed from us.", "Website chat, office hours only."];

describe("a guided conversation that listens", () => {
  it("answers a question mid-topic from the knowledge base, with the project's domain, then returns to the plan", () => {
    const { last } = playSession(IDEATION_PLAN, ctx, ["15", PURPOSE, "what goes wrong with support bots?"]);
    expect(last.reply).toContain("customer-support assistants");
    expect(last.reply).not.toContain("nursing");
    expect(last.reply).not.toContain("You said");
    expect(last.reply).toContain("Topic 2 of 7: Users");
  });

  it("answers 'is that a problem in the EU?' with the regulatory orientation, as information", () => {
    const { last } = playSession(IDEATION_PLAN, ctx, [
      "15",
      PURPOSE,
      "We keep chat logs for 90 days. Is that a problem in the EU?",
    ]);
    expect(last.reply).toContain("GDPR");
    expect(last.reply).toContain("not legal advice");
    expect(activeFacts(last.state.design, "data")[0]?.text).toContain("keep chat logs for 90 days");
  });

  it("files an answer given for another topic under that topic and asks the current one again", () => {
    const { last } = playSession(IDEATION_PLAN, ctx, [
      "15",
      PURPOSE,
      "Success means 60% of chats resolved without a human.",
    ]);
    expect(activeFacts(last.state.design, "success")).toHaveLength(1);
    expect(activeFacts(last.state.design, "users")).toHaveLength(0);
    expect(last.reply).toContain("**Success measures:**");
    expect(last.reply).toContain("Topic 2 of 7: Users");
  });

  it("acknowledges a self-harm mention, records it as a risk in the user's words, asks how to respond, and reports it", () => {
    const mention = "A customer might say they will hurt themselves because the delivery is late.";
    const session = playSession(IDEATION_PLAN, ctx, [
      "15",
      PURPOSE,
      mention,
      "Stop the order talk, give the Samaritans number 116 123 and offer a call back.",
      "complete report",
    ]);
    expect(session.turns[3]?.reply).toContain("How must the assistant respond when someone mentions self-harm");
    const report = buildGuidedReport(IDEATION_PLAN, session.last.state, session.transcript, ctx);
    const risks = report.markdown.slice(report.markdown.indexOf("## Risks"));
    expect(risks).toContain(mention);
    expect(risks).toContain("Samaritans number 116 123");
    expect(report.draftInstructions).toContain("give the crisis line: Samaritans number 116 123");
  });

  it("applies a correction of an earlier answer, and the draft changes with it", () => {
    const before = playSession(IDEATION_PLAN, ctx, [
      "30",
      PURPOSE,
      "Success means 60% of chats resolved.",
      "complete report",
    ]);
    const after = playSession(IDEATION_PLAN, ctx, [
      "30",
      PURPOSE,
      "Success means 60% of chats resolved.",
      "Actually, success is 70% of chats resolved, not 60%.",
      "complete report",
    ]);
    const success = activeFacts(after.last.state.design, "success").map((fact) => fact.text);
    expect(success).toEqual(["success is 70% of chats resolved, not 60%."]);
    const draftBefore = buildGuidedReport(IDEATION_PLAN, before.last.state, before.transcript, ctx).markdown;
    const draftAfter = buildGuidedReport(IDEATION_PLAN, after.last.state, after.transcript, ctx).markdown;
    expect(draftBefore).not.toEqual(draftAfter);
    expect(draftAfter).toContain("Corrected during the session");
  });

  it("applies a correction made under another topic to the item of the earlier list it names, keeping the others", () => {
    const { last } = playSession(IDEATION_PLAN, ctx, [
      ...UP_TO_TASKS,
      "Tracking deliveries, booking returns, and suggesting matching cushions.",
      // Asked about limits, the creator goes back to the tasks.
      "Sorry, I meant it suggests matching throws, not cushions.",
    ]);
    const tasks = activeFacts(last.state.design, "tasks").map((fact) => fact.text);
    expect(tasks).toContain("it suggests matching throws, not cushions.");
    expect(tasks).toContain("Tracking deliveries, booking returns.");
    expect(tasks.join(" ")).not.toContain("matching cushions");
    expect(last.reply).toContain('(instead of "suggesting matching cushions")');
    // The topic that was asked is still open: asked again, not skipped.
    expect(last.reply).toContain("back to **");
  });

  it("finds the item a correction names by its noun or its verb ('suggestions' for 'suggesting')", () => {
    const { last } = playSession(IDEATION_PLAN, ctx, [
      ...UP_TO_TASKS,
      "Tracking deliveries, booking returns, and suggesting matching cushions.",
      "Oops, no cushion suggestions: it only recommends care products for the fabric.",
    ]);
    const tasks = activeFacts(last.state.design, "tasks").map((fact) => fact.text);
    expect(tasks).toContain("Tracking deliveries, booking returns.");
    expect(tasks.join(" ")).not.toContain("matching cushions");
  });

  it("leaves an earlier answer alone when a correction names nothing in it", () => {
    const { last } = playSession(IDEATION_PLAN, ctx, [
      ...UP_TO_TASKS,
      "Tracking deliveries, booking returns, and suggesting matching cushions.",
      "Actually, it must never discuss competitors' prices.",
    ]);
    const tasks = activeFacts(last.state.design, "tasks").map((fact) => fact.text);
    expect(tasks).toEqual(["Tracking deliveries, booking returns, and suggesting matching cushions."]);
  });

  it("asks the interrupted topic again once a safety follow-up is answered, whatever words the answer used", () => {
    const lines = [...UP_TO_TASKS, "Tracking deliveries and booking returns.", "Never give legal advice."];
    const asked = playSession(IDEATION_PLAN, ctx, lines).last.reply;
    const topic = /\*\*Topic \d of 7: ([^*]+)\*\*/.exec(asked)?.[1];
    expect(topic).toBeDefined();
    const { last } = playSession(IDEATION_PLAN, ctx, [
      ...lines,
      "Someone might say their partner hits them when the delivery is late.",
      // The answer to the follow-up, with a clause read as the topic's ("calmly", "sounds like").
      "Tell them calmly that it sounds like abuse, never to wait, and to call the domestic abuse helpline; hand the chat to a person.",
    ]);
    expect(last.reply).toContain(`back to **${topic}**`);
  });

  it("reads 'not sure yet' and 'no idea' as evasive, not as limits, and a limit beside them as a limit", () => {
    for (const text of ["not sure yet", "No idea.", "not sure, we'll see"]) {
      expect(readMessage(text, "risks")).toMatchObject({ evasive: true, facts: [] });
    }
    const limit = readMessage("Not sure. It must never give legal advice.", "risks");
    expect(limit.evasive).toBe(false);
    expect(limit.facts.map((fact) => fact.facet)).toContain("out-of-scope");
  });

  it("files a 'never ask for' personal detail under data, and other prohibitions as limits, asked about another topic", () => {
    const facetOf = (text: string) => readMessage(text, "tone").facts.map((fact) => fact.facet);
    expect(facetOf("It must never ask for the patient's home address.")).toEqual(["data"]);
    expect(facetOf("Never store photos the pupils upload.")).toEqual(["data"]);
    expect(facetOf("It must never give legal advice.")).toEqual(["out-of-scope"]);
    expect(facetOf("Never name a competitor.")).toEqual(["out-of-scope"]);
  });

  it("reads 'childish' and 'kidney' as no mention of minors, and 'teenage users' as one", () => {
    const kinds = (sentence: string) => findSafetyMentions([sentence]).map((hit) => hit.kind);
    expect(kinds("Warm and patient, never childish.")).not.toContain("minors");
    expect(kinds("It explains kidney dialysis appointments.")).not.toContain("minors");
    expect(kinds("Some of our users are teenage gamers.")).toContain("minors");
    expect(kinds("Parents of children under 5.")).toContain("minors");
  });

  it("keeps the draft coherent with the task: a privacy rule never forbids the details the task needs", () => {
    const { last, transcript } = playSession(IDEATION_PLAN, ctx, [
      "15",
      PURPOSE,
      "Adults shopping online.",
      "Website chat.",
      "Checking order status by order number and e-mail address.",
      "complete report",
    ]);
    const draft = buildGuidedReport(IDEATION_PLAN, last.state, transcript, ctx).draftInstructions ?? "";
    expect(draft).toContain(
      "Ask only for the personal details your tasks need (the order number and the e-mail address)",
    );
    expect(draft).not.toContain("Do not ask for personal data");
  });

  it("reads a session stored before the design state existed as an empty design", () => {
    const { last } = playSession(IDEATION_PLAN, ctx, ["15"]);
    const { design: _design, pendingQuestion: _pending, ...old } = last.state;
    const parsed = parseGuidedState(JSON.parse(JSON.stringify(old)));
    expect(parsed.design.facts).toEqual([]);
    expect(parsed.pendingQuestion).toBeNull();
  });

  it("interview: follows up once on an evasive answer and lists the topic as still open", () => {
    const session = playSession(INTERVIEW_PLAN, ctx, [
      "It answers employees' questions about HR policies.",
      "All staff; a wrong answer could cost someone money.",
      "We'll figure that out later.",
      "complete report",
    ]);
    expect(session.turns[3]?.reply).toContain("open, and it is one of the first things a tester will check");
    const report = buildGuidedReport(INTERVIEW_PLAN, session.last.state, session.transcript, ctx);
    expect(report.markdown).toContain("## Decisions made");
    expect(report.markdown).toContain("Question still open (answer deferred): Known risks");
  });
});
