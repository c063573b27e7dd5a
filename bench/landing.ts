import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Weight of the landing page as the browser first fetches it: the module entry script and the
 * chunks index.html asks to preload, gzipped (as served compressed over the network).
 */

export interface AssetSize {
  /** Path under the dist folder, e.g. "assets/index-abc123.js". */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface LandingReport {
  landingInitialJsGzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
  js: AssetSize[];
  cssGzipBytes: number;
  css: AssetSize[];
  /** Scripts or styles loaded from another origin: not part of the build, so not measured. */
  external: string[];
}

interface InitialAssets {
  js: string[];
  css: string[];
  external: string[];
}

export function measureLanding(distDir: string, budgetBytes: number): LandingReport {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const assets = initialAssets(html);
  if (assets.js.length === 0) throw new Error(`${join(distDir, "index.html")} has no <script type="module" src>`);
  const js = sizesOf(distDir, assets.js);
  const css = sizesOf(distDir, assets.css);
  const landingInitialJsGzipBytes = total(js);
  return {
    landingInitialJsGzipBytes,
    budgetBytes,
    withinBudget: landingInitialJsGzipBytes <= budgetBytes,
    js,
    cssGzipBytes: total(css),
    css,
    external: assets.external,
  };
}

/** The module entry, the modulepreload links and the stylesheets that index.html refers to. */
export function initialAssets(html: string): InitialAssets {
  const js = new Set<string>();
  const css = new Set<string>();
  const external = new Set<string>();
  // A commented-out tag is not loaded.
  const markup = html.replace(/<!--[\s\S]*?-->/g, "");
  for (const tag of markup.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attributes = parseAttributes(tag[2] ?? "");
    const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
    let ref: string | undefined;
    let into: Set<string> | undefined;
    if (tag[1]?.toLowerCase() === "script" && attributes.get("type")?.toLowerCase() === "module") {
      [ref, into] = [attributes.get("src"), js];
    } else if (rel.includes("modulepreload")) {
      [ref, into] = [attributes.get("href"), js];
    } else if (rel.includes("stylesheet")) {
      [ref, into] = [attributes.get("href"), css];
    }
    if (ref === undefined || ref === "" || into === undefined) continue;
    (isExternal(ref) ? external : into).add(ref);
  }
  return { js: [...js], css: [...css], external: [...external] };
}

function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1];
    if (name !== undefined) attributes.set(name.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** "https://cdn…/x.js" or "//cdn…/x.js" */
function isExternal(ref: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(ref);
}

/** One entry per file: "/assets/x.js" and "./assets/x.js" are the same download. */
function sizesOf(distDir: string, refs: readonly string[]): AssetSize[] {
  const byFile = new Map<string, AssetSize>();
  for (const ref of refs) {
    const size = sizeOf(distDir, ref);
    byFile.set(size.file, size);
  }
  return [...byFile.values()];
}

function sizeOf(distDir: string, ref: string): AssetSize {
  const pathname = decodeURIComponent(ref.split(/[?#]/)[0] ?? "");
  // "/assets/x.js", "./assets/x.js" and "assets/x.js" all name a file under the dist folder.
  const path = resolve(distDir, pathname.replace(/^\/+/, ""));
  const file = relative(distDir, path);
  if (file.startsWith("..") || isAbsolute(file)) throw new Error(`index.html refers outside the build: ${ref}`);
  if (!existsSync(path)) throw new Error(`index.html refers to ${ref}, missing from ${distDir}`);
  const content = readFileSync(path);
  return { file: file.split("\\").join("/"), bytes: content.length, gzipBytes: gzipSync(content).length };
}

function total(assets: readonly AssetSize[]): number {
  return assets.reduce((sum, asset) => sum + asset.gzipBytes, 0);
}
