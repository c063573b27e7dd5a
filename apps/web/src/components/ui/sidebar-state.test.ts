import { describe, expect, it } from "vitest";
import { isSidebarShortcut, readSidebarCookie, sidebarCookie } from "./sidebar-state";

describe("sidebar state cookie", () => {
  it("defaults to expanded without a cookie", () => {
    expect(readSidebarCookie("")).toBe(true);
    expect(readSidebarCookie("other=1")).toBe(true);
  });

  it("reads a collapsed state among other cookies", () => {
    expect(readSidebarCookie("a=1; sidebar_state=false; b=2")).toBe(false);
    expect(readSidebarCookie("sidebar_state=true")).toBe(true);
  });

  it("keeps the state for 7 days on every path", () => {
    expect(sidebarCookie(false)).toBe("sidebar_state=false; path=/; max-age=604800; SameSite=Lax");
  });
});

describe("sidebar shortcut", () => {
  const key = (init: Partial<KeyboardEvent>) => ({ key: "b", metaKey: false, ctrlKey: false, altKey: false, ...init });

  it("accepts Ctrl+B and Cmd+B", () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ key: "B", ctrlKey: true }))).toBe(true);
  });

  it("ignores a bare b and other chords", () => {
    expect(isSidebarShortcut(key({}))).toBe(false);
    expect(isSidebarShortcut(key({ key: "c", ctrlKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
  });
});
