import { plantedAssistants } from "./index";
import { startPlantedAssistants } from "./server";

// Serves the corpus out of process, for an AESOP instance to evaluate:
// node --import tsx apps/server/src/testing/planted-assistants/cli.ts
// PLANTED_ASSISTANTS_PORT=0 picks a free port.
const port = Number(process.env.PLANTED_ASSISTANTS_PORT ?? 4500);
if (!Number.isInteger(port) || port < 0) {
  throw new Error(`PLANTED_ASSISTANTS_PORT is not a port: ${process.env.PLANTED_ASSISTANTS_PORT}`);
}

const server = await startPlantedAssistants({ port, host: process.env.PLANTED_ASSISTANTS_HOST ?? "127.0.0.1" });
console.log(`planted assistants listening on ${server.url} (ground truth: ${server.url}/__log)`);
for (const { part, assistant } of plantedAssistants) {
  console.log(`  ${part.padEnd(8)} ${server.url}/${assistant.id}/v1  |  ${server.url}/${assistant.id}/chat`);
}

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
