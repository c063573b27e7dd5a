/**
 * After a deployment the old page asks for chunks whose names changed: the import fails. Reloading
 * fetches the new index and its chunks. A flag in sessionStorage makes it a single attempt: if the
 * chunk still fails after the reload, the error page shows (with its Reload button) instead of a
 * reload loop; the next page that loads clears the flag, ready for a later deployment.
 */
export const CHUNK_RELOAD_STORAGE_KEY = "aesop:chunk-reload";

const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed/i;

/** True for the browsers' ways of saying a lazily imported module could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "ChunkLoadError" || CHUNK_LOAD_FAILURE.test(error.message);
}

type FlagStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const browserStorage = (): FlagStorage | null => {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled: no reload at all rather than a possible loop.
    return null;
  }
};

// One answer per error: the error page may render twice (React's strict mode) for one failure.
const decisions = new WeakMap<object, boolean>();

/**
 * Whether the error page should reload instead of showing: a chunk-load failure, and no reload
 * for one since the last page that loaded. Answering yes records the reload.
 */
export function shouldReloadForChunkError(error: unknown, storage: FlagStorage | null = browserStorage()): boolean {
  if (!isChunkLoadError(error) || !storage) return false;
  const known = decisions.get(error as object);
  if (known !== undefined) return known;
  const reload = storage.getItem(CHUNK_RELOAD_STORAGE_KEY) === null;
  if (reload) storage.setItem(CHUNK_RELOAD_STORAGE_KEY, new Date().toISOString());
  decisions.set(error as object, reload);
  return reload;
}

/** A page's code loaded: a later chunk failure (another deployment) may reload again. */
export function markPageLoaded(storage: FlagStorage | null = browserStorage()): void {
  storage?.removeItem(CHUNK_RELOAD_STORAGE_KEY);
}
