import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { STORAGE_LIST_DEFAULT_LIMIT, STORAGE_LIST_DEFAULT_OFFSET } from "@aesop/shared/constants";

export interface StoredFile {
  name: string;
  size: number;
}

/** Files the product keeps (user-guide PDFs), by bucket and name. Local disk today. */
export interface FileStorage {
  put(bucket: string, name: string, bytes: Uint8Array): Promise<void>;
  get(bucket: string, name: string): Promise<Uint8Array | null>;
  /** Sorted by name ascending; limit 100 and offset 0 by default (the spec's storage defaults). */
  list(bucket: string, options?: { limit?: number; offset?: number }): Promise<StoredFile[]>;
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const SAFE_BUCKET = /^[a-z0-9-]{1,64}$/;

export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  // Names come from the server (uuid.pdf), never from a path a user typed; checked anyway.
  const pathOf = (bucket: string, name?: string) => {
    if (!SAFE_BUCKET.test(bucket) || (name !== undefined && !SAFE_NAME.test(name))) {
      throw new Error(`unsafe storage path ${bucket}/${name ?? ""}`);
    }
    return name === undefined ? join(base, bucket) : join(base, bucket, name);
  };
  return {
    put: async (bucket, name, bytes) => {
      await mkdir(pathOf(bucket), { recursive: true });
      await writeFile(pathOf(bucket, name), bytes);
    },
    get: async (bucket, name) => {
      if (!SAFE_NAME.test(name)) return null;
      try {
        return new Uint8Array(await readFile(pathOf(bucket, name)));
      } catch {
        return null;
      }
    },
    list: async (bucket, { limit = STORAGE_LIST_DEFAULT_LIMIT, offset = STORAGE_LIST_DEFAULT_OFFSET } = {}) => {
      let names: string[];
      try {
        names = (await readdir(pathOf(bucket))).sort();
      } catch {
        return [];
      }
      const page = names.slice(offset, offset + limit);
      return Promise.all(page.map(async (name) => ({ name, size: (await stat(pathOf(bucket, name))).size })));
    },
  };
}
