import { describe, expect, it } from "vitest";
import { Semaphore } from "./call-limits";

/** The order in which waiters got their slot, as they are served. */
function served(semaphore: Semaphore, waiters: { name: string; ahead?: boolean }[]) {
  const order: string[] = [];
  const releases = waiters.map(({ name, ahead }) =>
    semaphore.acquire({ ahead }).then((release) => {
      order.push(name);
      return release;
    }),
  );
  return { order, releases };
}

describe("Semaphore", () => {
  it("lets `size` holders in at once and the next in as one releases", async () => {
    const semaphore = new Semaphore(2);
    const { order, releases } = served(semaphore, [{ name: "a" }, { name: "b" }, { name: "c" }]);
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(["a", "b"]);
    expect(semaphore.holders).toBe(2);
    (await releases[0])?.();
    await releases[2];
    expect(order).toEqual(["a", "b", "c"]);
    expect(semaphore.holders).toBe(2);
  });

  it("serves a waiter that asks to go ahead before the ones that did not, each kind in order", async () => {
    const semaphore = new Semaphore(1);
    const first = await semaphore.acquire();
    const { order, releases } = served(semaphore, [
      { name: "new-1" },
      { name: "under-way-1", ahead: true },
      { name: "new-2" },
      { name: "under-way-2", ahead: true },
    ]);
    // Each holder releases as soon as it is served, letting the next one in.
    for (const release of releases) void release.then((done) => setTimeout(done, 1));
    first();
    await Promise.all(releases);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual(["under-way-1", "under-way-2", "new-1", "new-2"]);
    expect(semaphore.holders).toBe(0);
  });

  it("counts a release once, however often it is called", async () => {
    const semaphore = new Semaphore(1);
    const release = await semaphore.acquire();
    release();
    release();
    expect(semaphore.holders).toBe(0);
    const again = await semaphore.acquire();
    expect(semaphore.holders).toBe(1);
    const { order } = served(semaphore, [{ name: "waiting" }]);
    await Promise.resolve();
    expect(order).toEqual([]);
    again();
  });

  it("lets more in at once when it grows", async () => {
    const semaphore = new Semaphore(1);
    await semaphore.acquire();
    const { order, releases } = served(semaphore, [{ name: "a" }, { name: "b" }]);
    semaphore.resize(3);
    await Promise.all(releases);
    expect(order).toEqual(["a", "b"]);
    expect(semaphore.holders).toBe(3);
  });
});
