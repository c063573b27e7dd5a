// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InstructionsForm } from "./instructions-form";

const DRAFT =
  "You are a tutor.\nTone: [TONE: three words for its voice]\nCrisis line: [CRISIS LINE FOR YOUR USERS' COUNTRY]\n";

function renderForm(initialText: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <InstructionsForm project={{ id: "p1", projectName: "Tutor Bot" }} signedIn initialText={initialText} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("InstructionsForm with placeholders", () => {
  it("lists and counts the placeholders; Jump to selects one in the field", () => {
    renderForm(DRAFT);
    const list = screen.getByRole("region", { name: "2 placeholders to fill in" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    const jump = within(list)
      .getAllByRole("button")
      .find((button) => button.textContent?.startsWith("Jump to [TONE"));
    fireEvent.click(jump ?? list);
    const field = screen.getByLabelText<HTMLTextAreaElement>("User Instructions *");
    expect(document.activeElement).toBe(field);
    expect(field.value.slice(field.selectionStart, field.selectionEnd)).toBe("[TONE: three words for its voice]");
  });

  it("asks to fill them in before submitting, under the field, and sends nothing", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderForm(DRAFT);
    fireEvent.click(screen.getByRole("button", { name: "Submit Instructions" }));
    const error = screen.getByRole("alert");
    expect(error.textContent).toContain("Fill in the 2 placeholders first");
    const field = screen.getByLabelText("User Instructions *");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe(error.id);
    expect(screen.getByRole("button", { name: "Submit with placeholders anyway" })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    // Filled in: the list and the error go.
    fireEvent.change(field, { target: { value: "You are a tutor.\nTone: warm.\nCrisis line: 988.\n" } });
    expect(screen.queryByRole("region", { name: /placeholders? to fill in/ })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows no list for instructions without placeholders", () => {
    renderForm("You are a tutor. Read [the guide](https://example.org).");
    expect(screen.queryByRole("region", { name: /placeholders? to fill in/ })).toBeNull();
  });
});
