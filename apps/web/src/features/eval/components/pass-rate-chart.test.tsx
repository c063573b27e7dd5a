// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PassRateChart } from "./pass-rate-chart";

afterEach(cleanup);

describe("the pass-rate chart", () => {
  it("draws 0% and no scenarios differently, and says each bar's n as passed of total", () => {
    render(
      <PassRateChart
        title="By severity"
        bars={[
          { label: "Critical", passed: 0, total: 5, passRate: 0 },
          { label: "High", passed: 3, total: 4, passRate: 75 },
          { label: "Low", passed: 0, total: 0, passRate: null },
        ]}
      />,
    );
    const rows = screen.getByTestId("pass-rate-bars").querySelectorAll("li");
    expect([...rows].map((row) => [row.getAttribute("data-bar-kind"), row.lastElementChild?.textContent])).toEqual([
      ["zero", "0% · 0 of 5"],
      ["scored", "75% · 3 of 4"],
      ["no-data", "no scenarios"],
    ]);
    // 0% draws a zero mark; "no scenarios" draws an outline and no mark.
    expect(rows[0]?.querySelector("[data-zero-mark]")).not.toBeNull();
    expect(rows[2]?.querySelector("[data-zero-mark]")).toBeNull();
    // The figures' table says the same for assistive technology.
    expect(screen.getByRole("table", { name: "By severity" }).textContent).toContain("no scenarios");
  });
});
