import type { paths } from "./api/schema";

type Method = "get" | "post";

/** The paths of the API's document that answer this method. */
type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, { parameters: unknown }> ? P : never;
}[keyof paths];

type ParametersOf<P extends keyof paths, M extends Method> =
  paths[P] extends Record<M, { parameters: infer T }> ? T : never;

/** What the URL needs: the path's parameters, and its query when the route takes one. */
type UrlParams<P extends keyof paths, M extends Method> = {
  path: NonNullable<ParametersOf<P, M>["path" & keyof ParametersOf<P, M>]>;
} & (ParametersOf<P, M> extends { query?: infer Q } ? ([Q] extends [undefined] ? object : { query?: Q }) : object);

/**
 * A same-origin URL of the API, for what the typed client cannot make the call itself: a download
 * link (an `<a href>` the browser follows with the session cookie) or a stream's endpoint. The
 * path, its parameters and its query are checked against the OpenAPI document like the typed
 * client's (decision 0044); a placeholder left without a value is an error, not a broken link.
 */
export function apiUrl<M extends Method, P extends PathWith<M>>(method: M, path: P, params: UrlParams<P, M>): string {
  const values = params.path as Record<string, string | number>;
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${method.toUpperCase()} ${path} needs its "${name}"`);
    return encodeURIComponent(String(value));
  });
  const query = "query" in params && params.query ? (params.query as Record<string, string | number | undefined>) : {};
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
  return search ? `${filled}?${search}` : filled;
}
