/**
 * After a deployment the old page asks for chunks whose names changed: the import fails. Reloading
 * fetches the new index and its chunks. A flag in sessionStorage makes it a single attempt: if the
 * chunk still fails after the reload, the error page shows (with its Reload button) instead of a
 * reload loop; the next page that loads clears the flag for a later deployment.
 */
export const CHUNK_RELOAD_STORAGE_KEY = "aesop:chunk-reload";

const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed/i;

/** True for the browsers' ways of saying a lazily imported module could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "ChunkLoadError" || CHUNK_LOAD_FAILURE.test(error.message);
}

export interface ChunkReloadDeps {
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  reload: () => void;
}

const browserDeps = (): ChunkReloadDeps => ({ storage: window.sessionStorage, reload: () => window.location.reload() });

/**
 * Runs a lazy import. On a chunk-load failure it reloads the page once, and meanwhile never
 * settles (the page is going away); a second failure, or any other error, is thrown.
 */
export async function importWithReload<T>(load: () => Promise<T>, deps: ChunkReloadDeps = browserDeps()): Promise<T> {
  try {
    const loaded = await load();
    deps.storage.removeItem(CHUNK_RELOAD_STORAGE_KEY);
    return loaded;
  } catch (error) {
    if (!isChunkLoadError(error) || deps.storage.getItem(CHUNK_RELOAD_STORAGE_KEY) !== null) throw error;
    deps.storage.setItem(CHUNK_RELOAD_STORAGE_KEY, new Date().toISOString());
    deps.reload();
    return new Promise<T>(() => undefined);
  }
}
