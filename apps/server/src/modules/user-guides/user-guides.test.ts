import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activeUserGuideResponseSchema } from "@aesop/shared/contracts/user-guides";
import { userGuides } from "../../db/schema/index";
import { AppError } from "../../lib/errors";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { addUserGuide } from "./user-guides.service";

describe("user guides", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.ctx.db.delete(userGuides);
  });

  const getActive = async () => {
    const response = await t.request("/api/user-guides/active");
    expect(response.status).toBe(200);
    return activeUserGuideResponseSchema.parse(await response.json()).guide;
  };

  const guide = (title: string, active = true) => ({
    title,
    version: "1.0",
    fileUrl: `https://example.com/${encodeURIComponent(title)}.pdf`,
    description: `About ${title}`,
    active,
  });

  it("answers null when no guide is published", async () => {
    expect(await getActive()).toBeNull();
  });

  it("serves the newest active guide with its fields", async () => {
    await addUserGuide({ db: t.ctx.db }, guide("First"));
    await addUserGuide({ db: t.ctx.db }, { ...guide("Second"), version: "2.1" });
    expect(await getActive()).toMatchObject({
      title: "Second",
      version: "2.1",
      description: "About Second",
      fileUrl: "https://example.com/Second.pdf",
    });
  });

  it("keeps one active guide: activating a new one deactivates the others", async () => {
    await addUserGuide({ db: t.ctx.db }, guide("First"));
    await addUserGuide({ db: t.ctx.db }, guide("Second"));
    const rows = await t.ctx.db.select().from(userGuides);
    expect(rows.filter((row) => row.isActive).map((row) => row.title)).toEqual(["Second"]);
  });

  it("ignores inactive guides, even newer ones", async () => {
    await addUserGuide({ db: t.ctx.db }, guide("Published"));
    await addUserGuide({ db: t.ctx.db }, guide("Draft", false));
    expect((await getActive())?.title).toBe("Published");
  });

  it("refuses a guide with a blank title or a non-http link, and stores nothing", async () => {
    const db = t.ctx.db;
    await expect(addUserGuide({ db }, { ...guide("x"), title: "  " })).rejects.toBeInstanceOf(AppError);
    await expect(addUserGuide({ db }, { ...guide("x"), fileUrl: "javascript:alert(1)" })).rejects.toThrow(/fileUrl/);
    expect(await db.select().from(userGuides)).toEqual([]);
  });
});
