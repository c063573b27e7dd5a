// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { agentPageGuard } from "./agent-page-notice";

const texts = {
  signedOut: "Please log in to access the Ethos Agent.",
  noProject: "Please select a project to use the Ethos Agent.",
};

describe("agentPageGuard", () => {
  afterEach(cleanup);

  it("asks a signed-out visitor to log in, before anything about projects", () => {
    render(<MemoryRouter>{agentPageGuard({ signedIn: false, hasProject: false }, texts)}</MemoryRouter>);
    expect(screen.getByText(texts.signedOut)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Select a project" })).toBeNull();
  });

  it("asks a signed-in user without a project to select one, with the way to do it", () => {
    render(<MemoryRouter>{agentPageGuard({ signedIn: true, hasProject: false }, texts)}</MemoryRouter>);
    expect(screen.getByText(texts.noProject)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Select a project" }).getAttribute("href")).toBe("/project-form");
  });

  it("lets the page show the agent when both are there", () => {
    expect(agentPageGuard({ signedIn: true, hasProject: true }, texts)).toBeUndefined();
  });
});
