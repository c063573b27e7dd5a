import { describe, expect, it } from "vitest";
import { extractLinks, linkifyText, safeHttpUrl } from "./linkify";

describe("linkifyText", () => {
  it("keeps plain text as one segment", () => {
    expect(linkifyText("Hello there")).toEqual([{ kind: "text", text: "Hello there" }]);
    expect(linkifyText("")).toEqual([]);
  });

  it("turns http(s) URLs into links between text segments", () => {
    expect(linkifyText("Accept: https://aesop.test/invite/abc123 within 7 days")).toEqual([
      { kind: "text", text: "Accept: " },
      { kind: "link", text: "https://aesop.test/invite/abc123", href: "https://aesop.test/invite/abc123" },
      { kind: "text", text: " within 7 days" },
    ]);
  });

  it("leaves sentence punctuation and unbalanced brackets outside the link", () => {
    const segments = linkifyText(
      "Open http://localhost:5173/invite/tok. (see https://a.test/x) or https://a.test/wiki/Foo_(bar).",
    );
    expect(segments.filter((segment) => segment.kind === "link").map((segment) => segment.text)).toEqual([
      "http://localhost:5173/invite/tok",
      "https://a.test/x",
      "https://a.test/wiki/Foo_(bar)",
    ]);
    expect(segments.at(-1)).toEqual({ kind: "text", text: "." });
  });

  it("keeps query strings and fragments", () => {
    const [link] = extractLinks("Reset: https://a.test/auth?mode=reset-password&token=x-y_z#top");
    expect(link).toBe("https://a.test/auth?mode=reset-password&token=x-y_z#top");
  });

  it("never links other schemes or markup", () => {
    const text = 'javascript:alert(1) <a href="https://evil.test">x</a> data:text/html,hi ftp://files.test';
    const links = linkifyText(text).filter((segment) => segment.kind === "link");
    expect(links).toEqual([{ kind: "link", text: "https://evil.test", href: "https://evil.test/" }]);
    expect(
      linkifyText(text)
        .map((segment) => segment.text)
        .join(""),
    ).toBe(text);
  });

  it("reassembles to the original text", () => {
    const text = "Line 1 https://a.test/1\nLine 2: https://b.test/2, and more.\n\nhttps://c.test";
    expect(
      linkifyText(text)
        .map((segment) => segment.text)
        .join(""),
    ).toBe(text);
  });
});

describe("extractLinks", () => {
  it("lists each distinct link once, in order", () => {
    expect(extractLinks("https://b.test/x then https://a.test/ then https://b.test/x")).toEqual([
      "https://b.test/x",
      "https://a.test/",
    ]);
  });
});

describe("safeHttpUrl", () => {
  it("accepts only http and https", () => {
    expect(safeHttpUrl("https://a.test/path")).toBe("https://a.test/path");
    expect(safeHttpUrl("http://127.0.0.1:3000/x")).toBe("http://127.0.0.1:3000/x");
    expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl("mailto:a@b.test")).toBeNull();
    expect(safeHttpUrl("not a url")).toBeNull();
  });
});
