import { describe, expect, it } from "vitest";
import { markdownToPlainText } from "./markdown-text";

describe("markdownToPlainText", () => {
  it("drops emphasis, headings, bullets and code marks", () => {
    expect(markdownToPlainText("**Topic 2 of 7**: _who_ uses it?")).toBe("Topic 2 of 7: who uses it?");
    expect(markdownToPlainText("## Purpose\n\n- one\n- `two`\n1. three")).toBe("Purpose\none\ntwo\n1. three");
    expect(markdownToPlainText("> quoted ~~old~~ text")).toBe("quoted old text");
  });

  it("keeps link and image text, not their addresses", () => {
    expect(markdownToPlainText("See [the guide](https://example.org) and ![a chart](x.png)")).toBe(
      "See the guide and a chart",
    );
  });

  it("leaves arithmetic and snake_case words alone", () => {
    expect(markdownToPlainText("2 * 3 = 6 and max_tokens_per_reply")).toBe("2 * 3 = 6 and max_tokens_per_reply");
  });

  it("reads a table as its cells", () => {
    expect(markdownToPlainText("| a | b |\n| --- | --- |\n| 1 | 2 |")).toBe("a b\n1 2");
  });
});
