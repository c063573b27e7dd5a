// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PassRateChart } from "./pass-rate-chart";

afterEach(cleanup);

describe("the pass-rate chart", () => {
  it("draws 0% and no data differently, and says each bar's n", () => {
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
      ["zero", "0% · n=5"],
      ["scored", "75% · n=4"],
      ["no-data", "no data · n=0"],
    ]);
    // The figures' table says the same for assistive technology.
    expect(screen.getByRole("table", { name: "By severity" }).textContent).toContain("no data");
  });
});
