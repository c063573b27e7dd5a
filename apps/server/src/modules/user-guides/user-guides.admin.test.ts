import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUserGuideSchema } from "@aesop/shared/contracts/admin";
import { activeUserGuideResponseSchema } from "@aesop/shared/contracts/user-guides";
import { userGuides } from "../../db/schema/index";
import { createAdmin, ORIGIN, type Client } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/test-app";

const pdfBytes = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

describe("user guides managed by admins", () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const upload = (fields: Record<string, string>, file?: { bytes: Uint8Array; type: string; name: string }) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    if (file) form.set("file", new File([file.bytes], file.name, { type: file.type }));
    return t.request("/api/admin/user-guides", {
      method: "POST",
      headers: { Cookie: admin.cookie, Origin: ORIGIN },
      body: form,
    });
  };

  it("stores an uploaded PDF, publishes it as the active guide and serves it with a cache header", async () => {
    const response = await upload(
      { title: "Guide", version: "2.0", description: "How to", active: "true" },
      { bytes: pdfBytes, type: "application/pdf", name: "guide.pdf" },
    );
    expect(response.status).toBe(201);
    const guide = adminUserGuideSchema.parse(await response.json());
    expect(guide).toMatchObject({ title: "Guide", isActive: true });
    expect(guide.fileUrl).toMatch(/^\/api\/files\/user-guides\/[\w-]+\.pdf$/);

    const active = activeUserGuideResponseSchema.parse(await (await t.request("/api/user-guides/active")).json());
    expect(active.guide?.id).toBe(guide.id);

    const file = await t.request(guide.fileUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes);
  });

  it("refuses a file that is not a PDF, by type or by content, and stores nothing", async () => {
    const before = (await t.ctx.db.select().from(userGuides)).length;
    const html = await upload(
      { title: "X", version: "1" },
      { bytes: new TextEncoder().encode("<html>"), type: "text/html", name: "x.html" },
    );
    expect(html.status).toBe(400);
    const disguised = await upload(
      { title: "X", version: "1" },
      { bytes: new TextEncoder().encode("MZ not a pdf"), type: "application/pdf", name: "x.pdf" },
    );
    expect(disguised.status).toBe(400);
    expect((await t.ctx.db.select().from(userGuides)).length).toBe(before);
  });

  it("refuses an upload over the size limit with 413", async () => {
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set(pdfBytes);
    const response = await upload(
      { title: "Big", version: "1" },
      { bytes: big, type: "application/pdf", name: "big.pdf" },
    );
    expect(response.status).toBe(413);
  });

  it("adds a guide by link and switches the active guide", async () => {
    const response = await upload({
      title: "Linked",
      version: "3",
      url: "https://example.org/guide.pdf",
      active: "false",
    });
    expect(response.status).toBe(201);
    const linked = adminUserGuideSchema.parse(await response.json());
    expect(linked.isActive).toBe(false);
    expect((await upload({ title: "Bad", version: "1", url: "javascript:alert(1)" })).status).toBe(400);

    const activated = await admin.request(`/api/admin/user-guides/${linked.id}/activate`, { method: "POST" });
    expect(adminUserGuideSchema.parse(await activated.json()).isActive).toBe(true);
    const list = (await (await admin.request("/api/admin/user-guides")).json()) as { guides: { isActive: boolean }[] };
    expect(list.guides.filter((guide) => guide.isActive)).toHaveLength(1);
  });

  it("serves no other bucket and no path outside it", async () => {
    expect((await t.request("/api/files/secrets/x.pdf")).status).toBe(404);
    expect((await t.request("/api/files/user-guides/..%2f..%2fsecret-key")).status).toBe(404);
  });
});
