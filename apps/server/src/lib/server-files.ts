import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Files the server reads at run time (migrations, the NDA template, the built web app, its own
 * package.json), found from the server package's folder. The code runs from `src/` (tsx: dev and
 * tests) and from the bundle in `dist/` (production), where `import.meta.url` sits at another depth,
 * so paths relative to a module would differ between the two.
 */
function findServerPackageDir(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === "@aesop/server"
    ) {
      return dir;
    }
    if (dirname(dir) === dir) throw new Error(`apps/server/package.json not found above ${start}`);
  }
}

export const SERVER_PACKAGE_DIR = findServerPackageDir(dirname(fileURLToPath(import.meta.url)));

export const serverFile = (...segments: string[]) => join(SERVER_PACKAGE_DIR, ...segments);
