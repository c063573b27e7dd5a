/**
 * Every path of the SPA. The web router is built from it and the server uses it to answer unknown
 * paths with a real 404 status, so a page added here is known to both.
 */
export const paths = {
  landing: "/",
  home: "/home",
  about: "/about",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  userGuide: "/user-guide",
  auth: "/auth",
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/**
 * The paths that have a page today. `paths.auth` is linked to (Sign In) before its page lands
 * with the accounts milestone; until then it is a 404 like any unknown path.
 */
export const pagePaths: readonly AppPath[] = [
  paths.landing,
  paths.home,
  paths.about,
  paths.contact,
  paths.privacy,
  paths.terms,
  paths.userGuide,
];

const knownPaths = new Set<string>(pagePaths);

/** True when the SPA has a page for this pathname (a trailing slash is tolerated). */
export function isKnownAppPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return knownPaths.has(normalized);
}
