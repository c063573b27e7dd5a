import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index";
import { createAdmin, createMember, visitor, waitForMail, type Client } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { PASSWORD_RESET_QUEUE, registerPasswordResetWorker } from "../credentials/password-reset.jobs";

interface Hit {
  table: string;
  column: string;
  rows: number;
}

/** Every text-like column of every table the application can see, in any schema (pg-boss's too). */
async function findEverywhere(t: TestApp, needles: string[]): Promise<Hit[]> {
  const columns = await t.ctx.database.pool.query<{ table_schema: string; table_name: string; column_name: string }>(
    `select c.table_schema, c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE'
        and c.table_schema not in ('pg_catalog', 'information_schema')
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'uuid')`,
  );
  const hits: Hit[] = [];
  for (const { table_schema: schema, table_name: table, column_name: column } of columns.rows) {
    const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const result = await t.ctx.database.pool.query<{ count: string }>(
      `select count(*) from ${ident(schema)}.${ident(table)}
        where ${needles.map((_, index) => `${ident(column)}::text ilike $${index + 1}`).join(" or ")}`,
      needles.map((needle) => `%${needle}%`),
    );
    const rows = Number(result.rows[0]?.count ?? 0);
    if (rows > 0) hits.push({ table: `${schema}.${table}`, column, rows });
  }
  return hits;
}

describe("account deletion leaves nothing that names the person", () => {
  let t: TestApp;
  let admin: Client;
  let member: Client;
  const email = "erasable.person@example.org";
  let userId: string;

  beforeAll(async () => {
    // No job workers: the member's review job stays queued with its user id, as in a busy queue.
    t = await createTestApp({ WORKERS: "false" });
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  it("erases mails, tokens, jobs, counters and the person in audit entries; keeps the actions", async () => {
    // Workers run for the account's creation (mails), then the queue is left to fill up.
    member = await createMemberWithWorkers(t, admin, email);
    userId = ((await (await member.request("/api/me")).json()) as { id: string }).id;

    const project = (await (await member.request("/api/projects", { json: { projectName: "Mine" } })).json()) as {
      id: string;
    };
    expect(
      (
        await member.request(`/api/projects/${project.id}/instructions`, {
          json: { instructions: "You are a helpful assistant for my bakery's customers." },
        })
      ).status,
    ).toBe(202);
    for (const attempt of [1, 2]) {
      await visitor(t).request("/api/auth/sign-in/email", {
        json: { email, password: `wrong-password-${attempt}` },
      });
    }
    expect(await findEverywhere(t, [userId, email])).not.toEqual([]);
    const auditRowsBefore = (await t.ctx.db.select().from(auditLog)).length;

    const deleted = await member.request("/api/me", { method: "DELETE", json: { confirmEmail: email } });
    expect(deleted.status).toBe(204);

    expect(await findEverywhere(t, [userId, email])).toEqual([]);
    const actions = (await t.ctx.db.select().from(auditLog)).map((row) => row.action);
    expect(actions.length).toBe(auditRowsBefore + 1);
    expect(actions).toEqual(expect.arrayContaining(["invitation.accepted", "nda.accepted", "account.deleted"]));
  });

  it("the deleted person can apply again like anyone", async () => {
    const again = await visitor(t).request("/api/registrations", { json: { fullName: "Back Again", email } });
    expect(again.status).toBe(202);
    expect(
      await t.ctx.db.execute(sql`select 1 from beta_registrations where lower(email) = lower(${email})`),
    ).toHaveProperty("rows.length", 1);
  });
});

/**
 * createMember needs its mails delivered (invitation, confirmation), and a reset request needs the
 * job: this app has no workers, so the jobs are run here by a short-lived worker of the same queue.
 */
async function createMemberWithWorkers(t: TestApp, admin: Client, email: string): Promise<Client> {
  const member = await createMember(t, admin, { email, password: "erasable-password" });
  await registerPasswordResetWorker(t.ctx);
  for (let index = 0; index < 2; index++) {
    await visitor(t).request("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/auth?mode=reset-password" },
    });
  }
  await waitForMail(t, email, "password-reset");
  await t.ctx.jobs.offWork(PASSWORD_RESET_QUEUE);
  // One more request stays queued, with the address in the job's data.
  await visitor(t).request("/api/auth/request-password-reset", { json: { email } });
  return member;
}
