// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_LIMIT_MESSAGE, type AgentMessage, type AgentSession } from "@aesop/shared/contracts/agents";
import { ChatPanel, type ChatPanelProps } from "./chat-panel";

const session = (overrides: Partial<AgentSession> = {}): AgentSession => ({
  id: "s1",
  projectId: "p1",
  agent: "ideation",
  status: "active",
  mode: "guided",
  timeframe: 15,
  reportId: null,
  title: "A tutor for maths",
  messageCount: 1,
  createdAt: "2026-01-31T15:04:00.000Z",
  updatedAt: "2026-01-31T15:04:00.000Z",
  ...overrides,
});

const message = (overrides: Partial<AgentMessage> & Pick<AgentMessage, "id">): AgentMessage => ({
  role: "assistant",
  text: "Welcome! What should your assistant do?",
  status: "complete",
  error: null,
  createdAt: "2026-01-31T15:04:00.000Z",
  ...overrides,
});

const welcome = message({ id: "m1" });

/** A reply stream the test writes to, chunk by chunk (the AI SDK's UI message stream protocol). */
function replyStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, {
      status: 200,
      headers: { "content-type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" },
    }),
    send: (chunk: Record<string, unknown>) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`)),
    end: () => {
      controller.enqueue(encoder.encode("data: [DONE]\n\n"));
      controller.close();
    },
  };
}

/** Runs a step, then lets the chat digest it (the stream is read asynchronously). */
const settle = (step: () => void) =>
  act(async () => {
    step();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** fetch that answers each call with the next queued response (or waits for one). */
function fakeFetch() {
  const calls: Array<{ url: string; body: unknown }> = [];
  const waiting: Array<(response: Response) => void> = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined });
    return new Promise<Response>((resolve) => waiting.push(resolve));
  });
  return {
    fetch,
    calls,
    answer: async (response: Response) => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      await settle(() => waiting.shift()?.(response));
    },
  };
}

function renderPanel(props: Partial<ChatPanelProps> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ChatPanel session={session()} messages={[welcome]} agentName="Ideation Agent" {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const input = () => screen.getByLabelText<HTMLTextAreaElement>("Message");
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const sendButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Send" });

let server: ReturnType<typeof fakeFetch>;
beforeEach(() => {
  server = fakeFetch();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ChatPanel input", () => {
  it("sends on Enter and keeps Shift+Enter for a new line", async () => {
    renderPanel();
    type("Hello");

    // Not prevented: the browser inserts the line break.
    expect(fireEvent.keyDown(input(), { key: "Enter", shiftKey: true })).toBe(true);
    expect(fireEvent.keyDown(input(), { key: "Enter", isComposing: true })).toBe(true);
    expect(server.fetch).not.toHaveBeenCalled();

    expect(fireEvent.keyDown(input(), { key: "Enter" })).toBe(false);
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    expect(server.calls[0]).toEqual({ url: "/api/agent-sessions/s1/messages", body: { text: "Hello" } });
    expect(input().value).toBe("");
    expect(screen.getByText("Hello")).toBeTruthy();
  });

  it("refuses more than 2000 characters with the spec's message", () => {
    renderPanel();
    type("a".repeat(2000));
    expect(screen.queryByText(CHAT_LIMIT_MESSAGE)).toBeNull();
    expect(sendButton().disabled).toBe(false);

    type("a".repeat(2001));
    expect(screen.getByRole("alert").textContent).toBe("You exceeded the character limit (2 000).");
    expect(sendButton().disabled).toBe(true);
    expect(input().getAttribute("aria-invalid")).toBe("true");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it("offers the microphone only when voice input is configured", () => {
    const { unmount } = renderPanel();
    expect(screen.queryByRole("button", { name: "Record a voice message" })).toBeNull();
    unmount();
    renderPanel({ voiceInput: true });
    expect(screen.getByRole("button", { name: "Record a voice message" })).toBeTruthy();
  });

  it("offers the timeframes as quick replies under the welcome of a session without one", async () => {
    renderPanel({
      session: session({ timeframe: null }),
      welcomeQuickReplies: ["30 min Comprehensive", "5 min Essentials"],
    });
    fireEvent.click(screen.getByRole("button", { name: "30 min Comprehensive" }));
    await waitFor(() => expect(server.calls[0]?.body).toEqual({ text: "30 min Comprehensive" }));
    expect(screen.queryByRole("group", { name: "Quick replies" })).toBeNull();
  });
});

describe("ChatPanel replies", () => {
  it("shows the typing dots and Stop while the reply is on its way, then the reply", async () => {
    renderPanel();
    type("Hello");
    fireEvent.click(sendButton());

    expect(await screen.findByLabelText("Agent is typing")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Stop" })).toBeTruthy();

    const reply = replyStream();
    await server.answer(reply.response);
    await settle(() => {
      reply.send({ type: "start", messageId: "m3" });
      reply.send({ type: "text-start", id: "t1" });
      reply.send({ type: "text-delta", id: "t1", delta: "A **clear** purpose" });
    });
    expect(await screen.findByText("clear")).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText("Agent is typing")).toBeNull());
    expect(screen.getByRole("button", { name: "Stop" })).toBeTruthy();

    await settle(() => {
      reply.send({ type: "text-end", id: "t1" });
      reply.send({ type: "finish" });
      reply.end();
    });
    expect(await screen.findByRole("button", { name: "Send" })).toBeTruthy();
    const announcer = document.querySelector("[data-slot='chat-announcer']");
    await waitFor(() => expect(announcer?.textContent).toBe("Ideation Agent: A clear purpose"));
  });

  it("stops a reply on Stop", async () => {
    renderPanel();
    type("Hello");
    fireEvent.click(sendButton());
    const reply = replyStream();
    await server.answer(reply.response);
    await settle(() => {
      reply.send({ type: "start" });
      reply.send({ type: "text-start", id: "t1" });
      reply.send({ type: "text-delta", id: "t1", delta: "Half a" });
    });
    fireEvent.click(await screen.findByRole("button", { name: "Stop" }));
    expect(await screen.findByRole("button", { name: "Send" })).toBeTruthy();
    expect(screen.getByText("Half a")).toBeTruthy();
  });

  it("shows a failed reply's error with Retry, which asks for the reply again", async () => {
    renderPanel();
    type("Hello");
    fireEvent.click(sendButton());
    const reply = replyStream();
    await server.answer(reply.response);
    await settle(() => {
      reply.send({ type: "start" });
      reply.send({ type: "error", errorText: "The model provider is unavailable." });
      reply.end();
    });

    expect((await screen.findByText(/The model provider is unavailable\./)).textContent).toContain(
      "The model provider is unavailable.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(server.calls[1]?.body).toEqual({ retry: true }));
    expect(await screen.findByLabelText("Agent is typing")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
  });

  it("offers Retry for a stored reply that failed", async () => {
    renderPanel({
      messages: [
        welcome,
        message({ id: "m2", role: "user", text: "Hello" }),
        message({ id: "m3", text: "", status: "failed", error: "Timed out talking to the model." }),
      ],
    });
    expect(screen.getByText(/Timed out talking to the model\./)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(server.calls[0]?.body).toEqual({ retry: true }));
  });

  it("gives a refused message back to the input with the server's reason, without Retry", async () => {
    renderPanel();
    type("Hello");
    fireEvent.click(sendButton());
    await server.answer(
      Response.json(
        { error: { code: "SESSION_COMPLETED", message: "This session has already ended." } },
        { status: 409 },
      ),
    );
    expect(await screen.findByText("This session has already ended.")).toBeTruthy();
    expect(input().value).toBe("Hello");
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
    expect(screen.queryByText("Hello", { selector: "p" })).toBeNull();
  });

  it("shows the report once a reply ends the session", async () => {
    renderPanel();
    type("complete report");
    fireEvent.click(sendButton());
    const reply = replyStream();
    await server.answer(reply.response);
    await settle(() => {
      reply.send({ type: "start" });
      reply.send({ type: "text-start", id: "t1" });
      reply.send({ type: "text-delta", id: "t1", delta: "Thank you, your report is being written." });
      reply.send({ type: "text-end", id: "t1" });
      reply.send({ type: "finish", messageMetadata: { sessionStatus: "completed", reportId: 7 } });
      reply.end();
    });
    expect(await screen.findByText("This session has ended.")).toBeTruthy();
    expect(screen.getByText(/Report #7/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the report" }).getAttribute("href")).toBe("/projects/p1/reports/7");
    expect(screen.queryByLabelText("Message")).toBeNull();
  });
});

describe("ChatPanel of a completed session", () => {
  it("is read-only, with the report and a new session at hand", () => {
    const onNewSession = vi.fn();
    renderPanel({ session: session({ status: "completed", reportId: 3 }), onNewSession, onCompleteReport: vi.fn() });
    expect(screen.getByText("This session has ended.")).toBeTruthy();
    expect(screen.queryByLabelText("Message")).toBeNull();
    expect(screen.queryByRole("button", { name: "Complete report" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Start a new session" }));
    expect(onNewSession).toHaveBeenCalledOnce();
  });
});

describe("ChatPanel messages", () => {
  it("renders the agent's Markdown without raw HTML or unsafe links", () => {
    const { container } = renderPanel({
      messages: [
        message({
          id: "m1",
          text: 'Hi <img src="x" onerror="alert(1)"> <script>alert(2)</script> **bold** [click](javascript:alert(3)) [docs](https://example.com/docs)',
        }),
      ],
    });
    const bubble = container.querySelector("[data-slot='chat-message']");
    expect(bubble?.querySelector("img, script")).toBeNull();
    // Shown as the text it is.
    expect(bubble?.textContent).toContain('<img src="x" onerror="alert(1)">');
    expect(bubble?.querySelector("strong")?.textContent).toBe("bold");
    expect(screen.queryByRole("link", { name: "click" })).toBeNull();
    expect(screen.getByText("click")).toBeTruthy();
    const link = screen.getByRole("link", { name: "docs" });
    expect(link.getAttribute("href")).toBe("https://example.com/docs");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("puts the user's messages right and the agent's left", () => {
    const { container } = renderPanel({ messages: [welcome, message({ id: "m2", role: "user", text: "Hi" })] });
    const [agent, user] = container.querySelectorAll("[data-slot='chat-message']");
    expect(agent?.className).toContain("justify-start");
    expect(user?.className).toContain("justify-end");
  });
});
