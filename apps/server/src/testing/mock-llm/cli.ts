import { startMockLlm } from "./server";

// `npm run mock-llm`: a mock for out-of-process clients (Playwright, benchmarks), scripted through
// the control API (control.ts, control-client.ts). MOCK_LLM_PORT=0 picks a free port.
const port = Number(process.env.MOCK_LLM_PORT ?? 4400);
if (!Number.isInteger(port) || port < 0) throw new Error(`MOCK_LLM_PORT is not a port: ${process.env.MOCK_LLM_PORT}`);

const mock = await startMockLlm({
  port,
  host: process.env.MOCK_LLM_HOST ?? "127.0.0.1",
  apiKey: process.env.MOCK_LLM_API_KEY || undefined,
});
console.log(`mock-llm listening on ${mock.url} (control API: ${mock.origin}/__mock)`);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void mock.stop().then(() => process.exit(0));
  });
}
