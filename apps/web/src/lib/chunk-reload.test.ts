import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_STORAGE_KEY, importWithReload, isChunkLoadError } from "./chunk-reload";

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
const settled = async (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => "settled",
      () => "settled",
    ),
    new Promise((r) => setTimeout(() => r("pending"), 20)),
  ]);

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

describe("importWithReload", () => {
  it("reloads once on a chunk-load failure and never settles meanwhile", async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const pending = importWithReload(() => Promise.reject(chromeFailure()), { storage, reload });
    expect(await settled(pending)).toBe("pending");
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.data.has(CHUNK_RELOAD_STORAGE_KEY)).toBe(true);
  });

  it("after a reload, a second failure is thrown (the error page shows): no loop", async () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: "2026-11-23T19:00:00.000Z" });
    const reload = vi.fn();
    await expect(importWithReload(() => Promise.reject(chromeFailure()), { storage, reload })).rejects.toThrow(
      /dynamically imported module/,
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it("a page that loads clears the flag, so a later deployment reloads again", async () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: "2026-11-23T19:00:00.000Z" });
    const reload = vi.fn();
    await expect(importWithReload(() => Promise.resolve("page"), { storage, reload })).resolves.toBe("page");
    expect(storage.data.has(CHUNK_RELOAD_STORAGE_KEY)).toBe(false);
    void importWithReload(() => Promise.reject(chromeFailure()), { storage, reload });
    await Promise.resolve();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("any other error is thrown at once, without a reload", async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    await expect(
      importWithReload(() => Promise.reject(new TypeError("x is not a function")), { storage, reload }),
    ).rejects.toThrow("x is not a function");
    expect(reload).not.toHaveBeenCalled();
    expect(storage.data.size).toBe(0);
  });
});
