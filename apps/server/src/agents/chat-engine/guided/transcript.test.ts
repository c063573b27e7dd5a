import { describe, expect, it } from "vitest";
import { HOSTILE_TEXT, isInert } from "./guided-session.fixture";
import { renderTranscriptMarkdown } from "./transcript";

describe("the transcript in Markdown", () => {
  it("labels each message with its author, in order", () => {
    const markdown = renderTranscriptMarkdown(
      [
        { role: "assistant", text: "What is it for?" },
        { role: "user", text: "A bakery helper." },
      ],
      { agentName: "Interview Agent", projectName: "Bakery helper" },
    );
    expect(markdown).toBe(
      "# Interview Agent transcript: Bakery helper\n\n**Interview Agent:** What is it for?\n\n**Creator:** A bakery helper.\n",
    );
  });

  it("keeps the agent's Markdown but flattens its headings under the transcript's title", () => {
    const transcript = [
      {
        role: "assistant" as const,
        text: "## Welcome to the Ideation Agent\n\nChoose one:\n- **5 min Essentials** (4 topics)",
      },
      { role: "user" as const, text: "5" },
    ];
    const markdown = renderTranscriptMarkdown(transcript, { agentName: "Ideation Agent", projectName: "Dose Coach" });
    expect(markdown).toContain("**Ideation Agent:**\n\n**Welcome to the Ideation Agent**");
    expect(markdown).toContain("- **5 min Essentials** (4 topics)");
    expect(markdown).toContain("**Creator:** 5");
    expect(markdown.match(/^#/gm)).toHaveLength(1);
  });

  it("escapes the creator's messages paragraph by paragraph, so that none becomes HTML, a link, a list or a heading", () => {
    const markdown = renderTranscriptMarkdown(
      [{ role: "user", text: `${HOSTILE_TEXT}\n\n- a list?\n\n1. numbered\n\n# heading\n\n===` }],
      { agentName: "Ideation Agent", projectName: "<b>x</b>" },
    );
    expect(isInert(markdown)).toBe(true);
    expect(markdown).toContain("\\- a list?");
    expect(markdown).toContain("1\\. numbered");
    expect(markdown).toContain("\\# heading");
    expect(markdown).toContain("\\===");
  });

  it("neutralises raw HTML and script links in the agent's messages, which a model may have written", () => {
    const markdown = renderTranscriptMarkdown(
      [{ role: "assistant", text: "Look: <img src=x onerror=alert(1)> and [here](javascript:alert(1))" }],
      { agentName: "Ideation Agent", projectName: "P" },
    );
    expect(markdown).not.toContain("<img");
    expect(markdown).not.toContain("javascript:");
    expect(markdown).toContain("[here](#)");
  });
});
