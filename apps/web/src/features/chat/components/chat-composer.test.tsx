// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatComposer } from "./chat-composer";

const toastError = vi.hoisted(() => vi.fn());
vi.mock("@/lib/notice", () => ({ notice: { error: toastError } }));

/** Records nothing but hands over a small webm blob when stopped, like a browser would. */
class FakeMediaRecorder extends EventTarget {
  static isTypeSupported = (type: string) => type === "audio/webm";
  state: RecordingState = "inactive";
  readonly mimeType: string;
  constructor(_stream: MediaStream, options?: MediaRecorderOptions) {
    super();
    this.mimeType = options?.mimeType ?? "";
  }
  start() {
    this.state = "recording";
  }
  stop() {
    this.state = "inactive";
    this.dispatchEvent(
      Object.assign(new Event("dataavailable"), { data: new Blob(["voice"], { type: this.mimeType }) }),
    );
    this.dispatchEvent(new Event("stop"));
  }
}

const track = { stop: vi.fn() };
const getUserMedia = vi.fn();

function Composer({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ChatComposer value={value} onValueChange={setValue} onSend={vi.fn()} onStop={vi.fn()} busy={false} voiceInput />
  );
}

function renderComposer(initial?: string) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Composer initial={initial} />
    </QueryClientProvider>,
  );
}

const micButton = () => screen.getByRole("button", { name: "Record a voice message" });
const input = () => screen.getByLabelText<HTMLTextAreaElement>("Message");

beforeEach(() => {
  vi.stubGlobal("MediaRecorder", FakeMediaRecorder);
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  getUserMedia.mockResolvedValue({ getTracks: () => [track] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("voice input", () => {
  it("records up to 120 seconds, then puts the transcription after the typed text", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(() => Promise.resolve(Response.json({ text: "and it speaks Spanish" })));
    vi.stubGlobal("fetch", fetch);
    renderComposer("A tutor");

    fireEvent.click(micButton());
    await act(async () => {});
    act(() => void vi.advanceTimersByTime(7_000));
    expect(screen.getByText("00:07")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Stop recording" })).toBeTruthy();

    act(() => void vi.advanceTimersByTime(113_000));
    expect(screen.queryByRole("button", { name: "Stop recording" })).toBeNull();
    expect(track.stop).toHaveBeenCalled();
    vi.useRealTimers();

    await waitFor(() => expect(input().value).toBe("A tutor and it speaks Spanish"));
    expect(fetch).toHaveBeenCalledWith("/api/transcriptions", expect.objectContaining({ method: "POST" }));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    // The upload goes as multipart bytes; read them back as the server does (jsdom's Blob is not
    // Node's, hence no instanceof; the file's name is checked in lib/api-client.test.ts).
    const sent = new Request("http://test.invalid/", { method: "POST", headers: init.headers, body: init.body });
    expect((await sent.formData()).get("audio")).toMatchObject({ type: "audio/webm" });
  });

  it("says so when the microphone is refused", async () => {
    getUserMedia.mockRejectedValue(new DOMException("Permission denied", "NotAllowedError"));
    renderComposer();
    fireEvent.click(micButton());
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Microphone access was denied", expect.anything()));
    expect(micButton()).toBeTruthy();
  });

  it("says so when the transcription fails, and keeps the typed text", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          Response.json({ error: { code: "TRANSCRIPTION_FAILED", message: "Try again." } }, { status: 502 }),
        ),
      ),
    );
    renderComposer("Typed");
    fireEvent.click(micButton());
    fireEvent.click(await screen.findByRole("button", { name: "Stop recording" }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Transcription failed", { description: "Try again." }));
    expect(input().value).toBe("Typed");
  });
});
