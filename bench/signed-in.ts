/** A user of the benchmark's servers, signed in over HTTP like a browser, with the NDA accepted. */

const REQUEST_TIMEOUT_MS = 30_000;

export interface SignedInUser {
  baseUrl: string;
  /** The Cookie header a browser would send. */
  cookie: string;
  request(path: string, init?: { method?: string; json?: unknown }): Promise<Response>;
}

/** Signs in with e-mail and password and accepts the latest NDA. */
export async function signInWithNda(baseUrl: string, email: string, password: string): Promise<SignedInUser> {
  const request =
    (cookie: string) =>
    (path: string, init: { method?: string; json?: unknown } = {}) =>
      fetch(`${baseUrl}${path}`, {
        method: init.method ?? (init.json === undefined ? "GET" : "POST"),
        headers: {
          Origin: baseUrl,
          ...(cookie ? { Cookie: cookie } : {}),
          ...(init.json === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });

  const signIn = await request("")("/api/auth/sign-in/email", { json: { email, password } });
  await expectJson(signIn, 200, "sign in");
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .filter((pair) => pair !== "" && !pair.endsWith("="))
    .join("; ");
  if (cookie === "") throw new Error("sign-in set no cookie");
  const asUser = request(cookie);

  const nda = (await expectJson(await asUser("/api/nda/status"), 200, "read the NDA status")) as {
    latest: { version: number; textSha256: string };
  };
  const { version, textSha256 } = nda.latest;
  await expectJson(await asUser("/api/nda/accept", { json: { version, textSha256 } }), 200, "accept the NDA");
  return { baseUrl, cookie, request: asUser };
}

/** Creates a project and returns its id. */
export async function createProject(user: SignedInUser, projectName: string): Promise<string> {
  const project = (await expectJson(
    await user.request("/api/projects", { json: { projectName } }),
    201,
    "create a project",
  )) as { id: string };
  return project.id;
}

export async function expectJson(response: Response, status: number, what: string): Promise<unknown> {
  const text = await response.text();
  if (response.status !== status) {
    throw new Error(`could not ${what}: ${response.status} ${text.slice(0, 500)}`);
  }
  return text === "" ? null : (JSON.parse(text) as unknown);
}
