// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { toDirectDownloadUrl } from "./download-url";

const direct = "https://drive.google.com/uc?export=download&id=1AbC-d_E";

describe("toDirectDownloadUrl", () => {
  it("turns shared-drive file links into their direct download form", () => {
    expect(toDirectDownloadUrl("https://drive.google.com/file/d/1AbC-d_E/view?usp=sharing")).toBe(direct);
    expect(toDirectDownloadUrl("https://drive.google.com/open?id=1AbC-d_E")).toBe(direct);
    expect(toDirectDownloadUrl("https://drive.google.com/uc?id=1AbC-d_E")).toBe(direct);
  });

  it("leaves other links alone", () => {
    expect(toDirectDownloadUrl("https://example.com/guide.pdf")).toBe("https://example.com/guide.pdf");
    expect(toDirectDownloadUrl("/api/files/guide.pdf")).toBe("/api/files/guide.pdf");
    expect(toDirectDownloadUrl("https://drive.google.com/drive/folders")).toBe(
      "https://drive.google.com/drive/folders",
    );
  });

  it("does not trust a spoofed host", () => {
    const spoof = "https://drive.google.com.evil.example/file/d/abc/view";
    expect(toDirectDownloadUrl(spoof)).toBe(spoof);
  });
});
