import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, markPageLoaded, shouldReloadForChunkError } from "./chunk-reload";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

const chromeFailure = () =>
  new TypeError("Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/about-Cx1.js");

describe("isChunkLoadError", () => {
  it.each([
    ["Chromium", chromeFailure()],
    ["Firefox", new TypeError("error loading dynamically imported module: https://a.test/assets/x.js")],
    ["Safari", new TypeError("Importing a module script failed.")],
    ["Vite's CSS preload", new Error("Unable to preload CSS for /assets/index-3f.css")],
    ["webpack-style", Object.assign(new Error("Loading chunk 42 failed."), { name: "ChunkLoadError" })],
  ])("recognises %s", (_browser, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ["a render error", new TypeError("Cannot read properties of undefined (reading 'map')")],
    ["a failed API call", new Error("Failed to fetch")],
    ["a string", "Failed to fetch dynamically imported module"],
    ["nothing", undefined],
  ])("ignores %s", (_label, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe("shouldReloadForChunkError", () => {
  it("reloads on the first chunk-load failure and records it", () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(chromeFailure(), storage)).toBe(true);
    expect(storage.data.has(CHUNK_RELOAD_STORAGE_KEY)).toBe(true);
  });

  it("gives one answer per error, however often the error page renders", () => {
    const storage = memoryStorage();
    const error = chromeFailure();
    expect(shouldReloadForChunkError(error, storage)).toBe(true);
    expect(shouldReloadForChunkError(error, storage)).toBe(true);
  });

  it("does not reload again after a reload: the error page shows, no loop", () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: "2026-11-23T19:00:00.000Z" });
    expect(shouldReloadForChunkError(chromeFailure(), storage)).toBe(false);
  });

  it("reloads again after a page loaded (a later deployment)", () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(chromeFailure(), storage)).toBe(true);
    markPageLoaded(storage);
    expect(storage.data.size).toBe(0);
    expect(shouldReloadForChunkError(chromeFailure(), storage)).toBe(true);
  });

  it("never reloads for other errors, or without storage", () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(new TypeError("x is not a function"), storage)).toBe(false);
    expect(storage.data.size).toBe(0);
    expect(shouldReloadForChunkError(chromeFailure(), null)).toBe(false);
  });
});
