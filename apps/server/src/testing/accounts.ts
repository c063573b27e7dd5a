import { and, desc, eq } from "drizzle-orm";
import { emailOutbox } from "../db/schema/index";
import { ensureAdmin } from "../modules/account/account.service";
import type { TestApp } from "./test-app";

export const ORIGIN = "http://aesop.test";

/** A signed-in client: its cookie is sent with every request it makes. */
export interface Client {
  cookie: string;
  request: (
    path: string,
    init?: { method?: string; json?: unknown; headers?: Record<string, string> },
  ) => Promise<Response>;
}

export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

let nextAddress = 1;

/** Every client gets its own address, so that per-client rate limits count per client. */
export function clientFor(t: TestApp, cookie: string): Client {
  const address = `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  return {
    cookie,
    request: (path, init = {}) =>
      t.request(path, {
        method: init.method ?? (init.json === undefined ? "GET" : "POST"),
        headers: {
          Origin: ORIGIN,
          "X-Forwarded-For": address,
          ...(cookie ? { Cookie: cookie } : {}),
          ...(init.json === undefined ? {} : { "Content-Type": "application/json" }),
          ...init.headers,
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      }),
  };
}

export const visitor = (t: TestApp) => clientFor(t, "");

export async function signIn(t: TestApp, email: string, password: string): Promise<Client> {
  const response = await visitor(t).request("/api/auth/sign-in/email", { json: { email, password } });
  if (response.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return clientFor(t, cookieFrom(response));
}

/** The newest mail of a kind sent to an address, read from the outbox table. */
export async function latestMail(t: TestApp, to: string, kind: string) {
  const [mail] = await t.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}

/** latestMail for mails written by a background job (password resets): waits up to `timeoutMs`. */
export async function waitForMail(t: TestApp, to: string, kind: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await latestMail(t, to, kind);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

/** Path and query of an absolute link, to call it in-process. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

export async function acceptLatestNda(client: Client): Promise<void> {
  const status = (await (await client.request("/api/nda/status")).json()) as {
    latest: { version: number; textSha256: string };
  };
  const response = await client.request("/api/nda/accept", {
    json: { version: status.latest.version, textSha256: status.latest.textSha256 },
  });
  if (response.status !== 200) throw new Error(`NDA acceptance failed: ${response.status} ${await response.text()}`);
}

export async function createAdmin(
  t: TestApp,
  email = "admin@aesop.test",
  password = "admin-password",
): Promise<Client> {
  await ensureAdmin(t.ctx, email, password);
  const admin = await signIn(t, email, password);
  await acceptLatestNda(admin);
  return admin;
}

/** The id of an applicant's registration, as the admin's list shows it. */
export async function registrationIdOf(admin: Client, email: string): Promise<string> {
  const list = (await (await admin.request("/api/admin/registrations")).json()) as {
    registrations: { id: string; email: string }[];
  };
  const found = list.registrations.find((registration) => registration.email.toLowerCase() === email.toLowerCase());
  if (!found) throw new Error(`no registration of ${email}`);
  return found.id;
}

/**
 * A member through the real path: application, invitation by the admin, account, e-mail
 * confirmation link, sign-in; the NDA is accepted unless `acceptNda` is false.
 */
export async function createMember(
  t: TestApp,
  admin: Client,
  { email, password = "member-password", acceptNda = true }: { email: string; password?: string; acceptNda?: boolean },
): Promise<Client> {
  const applied = await visitor(t).request("/api/registrations", { json: { fullName: `Member ${email}`, email } });
  if (applied.status !== 202) throw new Error(`application failed: ${applied.status} ${await applied.text()}`);
  const id = await registrationIdOf(admin, email);
  await admin.request(`/api/admin/registrations/${id}/invite`, { method: "POST" });
  const token =
    pathOf(linkIn((await latestMail(t, email, "invitation")).textBody))
      .split("/")
      .pop() ?? "";
  const accepted = await visitor(t).request(`/api/invitations/${token}/accept`, { json: { password } });
  if (accepted.status !== 201) throw new Error(`invitation failed: ${accepted.status} ${await accepted.text()}`);
  const verifyLink = linkIn((await latestMail(t, email, "email-verification")).textBody);
  await visitor(t).request(pathOf(verifyLink));
  const member = await signIn(t, email, password);
  if (acceptNda) await acceptLatestNda(member);
  return member;
}
