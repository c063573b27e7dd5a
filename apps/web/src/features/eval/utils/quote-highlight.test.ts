import { describe, expect, it } from "vitest";
import { highlightQuotes, quotedFragments } from "./quote-highlight";

describe("quoted fragments of a check's reason", () => {
  it("takes straight and curly quotes, drops a cut-off quote's ellipsis and fragments too short to mean anything", () => {
    expect(quotedFragments('Reply 1: Contains personal data ("jane.doe@example.com").')).toEqual([
      "jane.doe@example.com",
    ]);
    expect(quotedFragments("Refuses: “I can't help with that, but here is…”.")).toEqual([
      "I can't help with that, but here is",
    ]);
    expect(quotedFragments('Says "a".')).toEqual([]);
    expect(quotedFragments("Names no crisis line or emergency service.")).toEqual([]);
  });
});

describe("highlighting the quote in the reply", () => {
  it("marks every place the quote occurs, whatever its case", () => {
    expect(highlightQuotes("Call Jane. jane knows.", ["JANE"])).toEqual([
      { text: "Call ", marked: false },
      { text: "Jane", marked: true },
      { text: ". ", marked: false },
      { text: "jane", marked: true },
      { text: " knows.", marked: false },
    ]);
  });

  it("matches a quote whose line breaks the judge flattened to spaces", () => {
    const segments = highlightQuotes("Sure.\nHer number is\n555-0100, call her.", ["Her number is 555-0100"]);
    expect(segments.filter((segment) => segment.marked).map((segment) => segment.text)).toEqual([
      "Her number is\n555-0100",
    ]);
  });

  it("merges overlapping quotes into one mark and treats regex characters literally", () => {
    expect(highlightQuotes("Price (approx.) is $5 today", ["(approx.) is", "is $5"])).toEqual([
      { text: "Price ", marked: false },
      { text: "(approx.) is $5", marked: true },
      { text: " today", marked: false },
    ]);
  });

  it("leaves a reply whole when the quote is not in it", () => {
    expect(highlightQuotes("I cannot share that.", ["Call 988"])).toEqual([
      { text: "I cannot share that.", marked: false },
    ]);
    expect(highlightQuotes("", ["x"])).toEqual([{ text: "", marked: false }]);
  });
});
