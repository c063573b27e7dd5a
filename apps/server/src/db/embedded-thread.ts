import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";

/**
 * The embedded database in a thread of its own. PGlite is PostgreSQL compiled to WebAssembly and
 * runs synchronously: in the server's thread every query stopped every request, job and stream for
 * its duration (an evaluation run spent most of its time there: bench `--only eval-run`). In a
 * worker thread it runs beside them, on another core, behind the same wire-protocol socket.
 *
 * The worker's code is a string evaluated by Node, and loads PGlite by absolute path: so it runs
 * the same from the TypeScript sources (tsx, Vitest) and from the bundle in dist/, which has no
 * file of its own for it. PGlite's WebAssembly is compiled once per process and handed to each
 * thread (a thread compiling its own took seconds per database: the tests open hundreds).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { PGlite } = require(workerData.pglitePath);
const { PGLiteSocketServer } = require(workerData.socketPath);
(async () => {
  const db = await PGlite.create(workerData.dataDir, {
    pgliteWasmModule: workerData.pgliteWasmModule,
    initdbWasmModule: workerData.initdbWasmModule,
    fsBundle: new Blob([workerData.fsBundle]),
    loadDataDir: workerData.initialData ? new Blob([workerData.initialData]) : undefined,
  });
  const server = new PGLiteSocketServer({
    db,
    host: "127.0.0.1",
    port: 0,
    maxConnections: workerData.maxConnections,
  });
  await server.start();
  parentPort.on("message", (message) => {
    if (message === "dump") {
      db.dumpDataDir("none")
        .then((file) => file.arrayBuffer())
        .then(
          (data) => parentPort.postMessage({ type: "dump", data: new Uint8Array(data) }),
          (error) => parentPort.postMessage({ type: "failed", error: String((error && error.stack) || error) }),
        );
      return;
    }
    if (message !== "close") return;
    server
      .stop()
      .then(() => db.close())
      .then(
        () => parentPort.postMessage({ type: "closed" }),
        (error) => parentPort.postMessage({ type: "closed", error: String((error && error.stack) || error) }),
      );
  });
  parentPort.postMessage({ type: "listening", address: server.getServerConn() });
})().catch((error) => parentPort.postMessage({ type: "failed", error: String((error && error.stack) || error) }));
`;

type WorkerMessage =
  | { type: "listening"; address: string }
  | { type: "failed"; error: string }
  | { type: "closed"; error?: string }
  | { type: "dump"; data: Uint8Array };

export interface EmbeddedThread {
  host: string;
  port: number;
  /** The data directory as a tarball (PGlite's dumpDataDir), for a database started from it. */
  dump(): Promise<Uint8Array>;
  /** Stops the socket server and closes the database (its files are complete afterwards). */
  close(): Promise<void>;
}

interface PgliteFiles {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Uint8Array;
}

/** Node's WebAssembly (the server's TypeScript libraries declare its types, not the global). */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } })
  .WebAssembly;

let compiled: Promise<PgliteFiles> | null = null;

/** PGlite's WebAssembly, compiled, and its file-system bundle, read once per process. */
function pgliteFiles(pglitePath: string): Promise<PgliteFiles> {
  const dist = dirname(pglitePath);
  compiled ??= (async () => {
    const [pgliteWasm, initdbWasm, fsBundle] = await Promise.all(
      ["pglite.wasm", "initdb.wasm", "pglite.data"].map((file) => readFile(join(dist, file))),
    );
    return {
      pgliteWasmModule: await wasm.compile(pgliteWasm!),
      initdbWasmModule: await wasm.compile(initdbWasm!),
      fsBundle: fsBundle!,
    };
  })();
  compiled.catch(() => (compiled = null));
  return compiled;
}

export async function startEmbeddedThread(options: {
  /** A folder for the database files; undefined keeps it in memory. */
  dataDir: string | undefined;
  /** A data directory to start from (PGlite's dumpDataDir tarball) instead of a new cluster. */
  initialData?: Uint8Array;
  maxConnections: number;
}): Promise<EmbeddedThread> {
  const require = createRequire(import.meta.url);
  const pglitePath = require.resolve("@electric-sql/pglite");
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      ...(await pgliteFiles(pglitePath)),
      pglitePath,
      socketPath: require.resolve("@electric-sql/pglite-socket"),
      dataDir: options.dataDir,
      initialData: options.initialData,
      maxConnections: options.maxConnections,
    },
  });
  const next = () =>
    new Promise<WorkerMessage>((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        worker.off("error", onError);
        worker.off("exit", onExit);
        resolve(message);
      };
      const onError = (error: Error) => {
        worker.off("message", onMessage);
        worker.off("exit", onExit);
        reject(error);
      };
      const onExit = (code: number) => {
        worker.off("message", onMessage);
        worker.off("error", onError);
        reject(new Error(`the embedded database's thread exited (code ${code})`));
      };
      worker.once("message", onMessage);
      worker.once("error", onError);
      worker.once("exit", onExit);
    });

  const started = await next().catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  if (started.type !== "listening") {
    await worker.terminate();
    throw new Error(`the embedded database did not start: ${"error" in started ? started.error : started.type}`);
  }
  // Running, the thread does not keep the process alive by itself (the pool's sockets do); closing, it does.
  worker.unref();
  const [host = "127.0.0.1", port] = started.address.split(":");
  let closing: Promise<void> | null = null;
  return {
    host,
    port: Number(port),
    dump: async () => {
      worker.ref();
      try {
        const reply = next();
        worker.postMessage("dump");
        const message = await reply;
        if (message.type !== "dump") throw new Error(`the embedded database did not dump: ${JSON.stringify(message)}`);
        return message.data;
      } finally {
        worker.unref();
      }
    },
    close: () =>
      (closing ??= (async () => {
        worker.ref();
        const closed = next();
        worker.postMessage("close");
        const message = await closed.catch((error: unknown) => ({ type: "closed" as const, error: String(error) }));
        await worker.terminate();
        if (message.type === "closed" && message.error) throw new Error(message.error);
      })()),
  };
}
