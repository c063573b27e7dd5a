import { readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

/**
 * `npm run build --workspace apps/server`: the server, the worker and the CLI as JavaScript in
 * dist/, so that production runs plain `node` (docs/decisions/0016). Our code and @aesop/shared
 * (TypeScript, consumed as source) are bundled; every runtime dependency stays in node_modules,
 * where it finds its own files (PGlite's WebAssembly, pg-boss's SQL).
 */
const serverDir = new URL(".", import.meta.url);
const manifest = JSON.parse(readFileSync(new URL("package.json", serverDir), "utf8")) as {
  dependencies: Record<string, string>;
};
const outdir = new URL("dist/", serverDir).pathname;

rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: serverDir.pathname,
  entryPoints: { index: "src/index.ts", worker: "src/worker.ts", cli: "src/cli.ts" },
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  format: "esm",
  platform: "node",
  target: "node20",
  // A package name also covers its subpaths (`hono/cors`, `drizzle-orm/pg-core`).
  external: Object.keys(manifest.dependencies),
  sourcemap: true,
  logLevel: "warning",
});
console.log(`server built into apps/server/dist in ${Math.round(performance.now() - started)} ms`);
