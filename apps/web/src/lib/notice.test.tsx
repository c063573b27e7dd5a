// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { notice } from "./notice";

const toasts = () => document.querySelectorAll("[data-sonner-toast]:not([data-removed='true'])");

describe("notice (a real Toaster)", () => {
  afterEach(() => {
    act(() => notice.dismiss());
    cleanup();
  });

  it("replaces the notice on screen: one notice, the newest, without the old description", async () => {
    render(<Toaster />);
    act(() => void notice.error("Password Mismatch", { description: "Passwords do not match. Please try again." }));
    await screen.findByText("Password Mismatch");
    act(() => void notice.success("Check Your Email!"));
    await screen.findByText("Check Your Email!");
    await waitFor(() => expect(toasts()).toHaveLength(1));
    // The old notice leaves the DOM once its exit animation is over.
    await waitFor(() => expect(screen.queryByText("Password Mismatch")).toBeNull());
    expect(screen.queryByText("Passwords do not match. Please try again.")).toBeNull();
  });

  it("shows a notice raised twice with the same id once", async () => {
    render(<Toaster />);
    act(() => {
      notice.error("Error", { id: "invitation-validation-failed", description: "Unable to validate invitation." });
      notice.error("Error", { id: "invitation-validation-failed", description: "Unable to validate invitation." });
    });
    await screen.findByText("Unable to validate invitation.");
    expect(toasts()).toHaveLength(1);
  });
});
