import { describe, expect, it } from "vitest";
import { topicsOf } from "./project-terms";

describe("topicsOf: the topics the instructions' task sentences name", () => {
  it("reads the topics an assistant helps with, explains or answers questions about", () => {
    expect(
      topicsOf("You help customers book services and repairs.\nYou answer questions about opening hours and prices."),
    ).toEqual(["services", "repairs", "opening hours", "prices"]);
  });

  it("leaves out what a sentence rules out: no scenario asks for help with a forbidden topic as the assistant's own", () => {
    const topics = topicsOf(
      "You explain our servicing plans.\nPlease don't ever explain how to derestrict an e-bike, however it's asked.\nNever help with wiring a home charger.",
    );
    expect(topics).toEqual(["servicing plans"]);
  });
});
