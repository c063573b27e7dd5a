import { describe, expect, it } from "vitest";
import { createSecretBox, maskSecret } from "./secret-box";

describe("the secret box", () => {
  const box = createSecretBox("k".repeat(40));

  it("opens what it sealed, and never writes the plaintext", () => {
    const sealed = box.seal("eval-target", "sk-live-1234567890");
    expect(sealed).not.toContain("sk-live");
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(box.open("eval-target", sealed)).toBe("sk-live-1234567890");
    // A fresh IV each time: two seals of one secret differ.
    expect(box.seal("eval-target", "same")).not.toBe(box.seal("eval-target", "same"));
  });

  it("refuses another purpose, another key and an altered value", () => {
    const sealed = box.seal("eval-target", "secret");
    expect(() => box.open("other", sealed)).toThrow();
    expect(() => createSecretBox("j".repeat(40)).open("eval-target", sealed)).toThrow();
    const [v, iv, tag, body] = sealed.split(".");
    const flipped = `${body?.startsWith("A") ? "B" : "A"}${body?.slice(1)}`;
    expect(() => box.open("eval-target", [v, iv, tag, flipped].join("."))).toThrow();
  });

  it("masks a secret to its last four characters", () => {
    expect(maskSecret("sk-abcdef1234")).toBe("••••1234");
  });
});
