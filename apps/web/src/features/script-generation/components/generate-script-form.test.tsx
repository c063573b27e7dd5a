// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GenerateScriptForm } from "./generate-script-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Records the body of each POST the form sends and answers it as the server does (202, a queued report). */
function recordPosts() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = input instanceof Request ? input.method : (init?.method ?? "GET");
      const body = input instanceof Request ? await input.text() : typeof init?.body === "string" ? init.body : "";
      if (method === "POST") bodies.push(JSON.parse(body));
      return Response.json({ id: 7, projectId: "p1", agent: "script-generation", status: "queued" }, { status: 202 });
    }),
  );
  return bodies;
}

const renderForm = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GenerateScriptForm projectId="p1" />
    </QueryClientProvider>,
  );

describe("GenerateScriptForm's attack strategies", () => {
  it("sends no strategies until one is ticked, then the strategies for each category ticked", async () => {
    const bodies = recordPosts();
    renderForm();
    expect(screen.queryByRole("group", { name: "Categories the strategies apply to" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Generate test script" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ strategies: [] });

    fireEvent.click(screen.getByRole("checkbox", { name: /^Base64/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: /^Crescendo/ }));
    const categories = screen.getByRole("group", { name: "Categories the strategies apply to" });
    // Over-refusal controls are not attacked by default; a category can be left out.
    expect((screen.getAllByRole("checkbox", { name: "Over-refusal controls" })[1] as HTMLInputElement).checked).toBe(
      false,
    );
    fireEvent.click(categories.querySelector<HTMLInputElement>("input[type=checkbox]")!);
    fireEvent.click(screen.getByRole("button", { name: "Generate test script" }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    const { strategies } = bodies[1] as { strategies: { category: string; apply: string[] }[] };
    expect(strategies.length).toBeGreaterThan(10);
    expect(strategies.every((entry) => entry.apply.join() === "base64,crescendo")).toBe(true);
    expect(strategies.map((entry) => entry.category)).not.toContain("over-refusal");
    expect(strategies.map((entry) => entry.category)).toContain("dangerous-capabilities");
  });
});
