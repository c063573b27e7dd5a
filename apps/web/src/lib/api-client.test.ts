import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import type { EthosTension } from "@aesop/shared/contracts/ethos";
import type { Report } from "@aesop/shared/contracts/reports";
import { api, apiData, ApiRequestError, multipartBody, type ApiAnswer } from "./api-client";
import type { paths } from "./api/schema";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn<(input: string, init: RequestInit) => Promise<Response>>(() => Promise.resolve(response));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("the typed API client", () => {
  it("types an answer as the schema states it: a tuple stays a tuple, so the shared contract fits", () => {
    type Answer = ApiAnswer<paths["/api/projects/{id}/ethos"]["post"]>;
    expectTypeOf<Answer>().toExtend<Report>();
    type Tension = NonNullable<Answer["details"]["ethos"]>["tensions"][number];
    expectTypeOf<Tension["between"]>().toEqualTypeOf<EthosTension["between"]>();
  });

  it("sends JSON to the path on this site with cookies, and answers the body", async () => {
    const fetchMock = stubFetch(Response.json({ text: "hello" }, { status: 200 }));
    const answer = await apiData(
      api.POST("/api/projects/{id}/instructions", {
        params: { path: { id: "p 1" } },
        body: { instructions: "Be kind" },
      }),
    );
    expect(answer).toEqual({ text: "hello" });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/projects/p%201/instructions");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", body: '{"instructions":"Be kind"}' });
  });

  it("sends an upload as multipart bytes under the boundary its Content-Type names", async () => {
    const fetchMock = stubFetch(Response.json({ text: "transcribed" }));
    const bytes = new Uint8Array([0, 255, 128, 10]);
    const audio = new File([bytes], "voice.webm", { type: "audio/webm" });
    await apiData(api.POST("/api/transcriptions", { body: { audio }, bodySerializer: multipartBody }));
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Request("http://test.invalid/", { method: "POST", headers, body: init?.body }).formData();
    const sent = form.get("audio");
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe("voice.webm");
    expect(new Uint8Array(await (sent as File).arrayBuffer())).toEqual(bytes);
  });

  it("leaves out fields that are undefined, and sends a file with its name", () => {
    const form = multipartBody({ title: "Guide", url: undefined, file: new File(["%PDF"], "guide.pdf") });
    expect(form.get("title")).toBe("Guide");
    expect(form.has("url")).toBe(false);
    expect((form.get("file") as File).name).toBe("guide.pdf");
  });

  it("throws a refusal as an ApiRequestError with the server's code, message and field issues", async () => {
    stubFetch(
      Response.json(
        {
          error: {
            code: "INVALID_INPUT",
            message: "Some fields are missing.",
            issues: [{ path: "x", message: "Bad" }],
          },
        },
        { status: 400 },
      ),
    );
    const failure = apiData(api.GET("/api/nda/status"));
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: "INVALID_INPUT",
      message: "Some fields are missing.",
      issues: [{ path: "x", message: "Bad" }],
    });
  });
});
