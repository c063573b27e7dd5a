import { createHash, randomBytes } from "node:crypto";
import {
  API_TOKEN_PREFIX,
  type ApiToken,
  type CreateApiToken,
  type CreatedApiToken,
} from "@aesop/shared/contracts/api-tokens";
import type { Database } from "../../db/client";
import type { CurrentUser } from "../../lib/create-app";
import { AppError, notFound } from "../../lib/errors";
import { recordAudit } from "../audit/audit.service";
import {
  countUsableApiTokens,
  findApiTokenByHash,
  insertApiToken,
  listApiTokenRows,
  revokeApiTokenRow,
  revokeApiTokensOf,
  touchApiToken,
  type ApiTokenRow,
} from "./api-tokens.queries";

interface Deps {
  db: Database;
}

/** Random bytes behind `aesop_`: 256 bits, so a fast hash is enough (docs/decisions/0025). */
const TOKEN_BYTES = 32;
/** Characters of the token after `aesop_` that are kept in clear, to tell tokens apart. */
const SHOWN_CHARACTERS = 4;
/** Tokens in force a user may hold at once. */
export const MAX_API_TOKENS = 50;
/** lastUsedAt is written at most this often per token: no write per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;
const DAY_MS = 86_400_000;

/** `aesop_` then 43 base64url characters; anything else is not one of ours. */
const TOKEN_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

export const hashApiToken = (token: string) => createHash("sha256").update(token).digest("hex");

function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export async function listApiTokens(deps: Deps, userId: string): Promise<ApiToken[]> {
  return (await listApiTokenRows(deps.db, userId)).map(toApiToken);
}

/** Creates a token; the answer is the only place the token itself ever appears. */
export async function createApiToken(
  deps: Deps,
  current: CurrentUser,
  input: CreateApiToken,
  now = new Date(),
): Promise<CreatedApiToken> {
  if ((await countUsableApiTokens(deps.db, current.id, now)) >= MAX_API_TOKENS) {
    throw new AppError(
      409,
      "TOO_MANY_TOKENS",
      `You can have at most ${MAX_API_TOKENS} API tokens at once. Revoke one you no longer use first.`,
    );
  }
  const token = API_TOKEN_PREFIX + randomBytes(TOKEN_BYTES).toString("base64url");
  const row = await insertApiToken(deps.db, {
    userId: current.id,
    name: input.name,
    prefix: token.slice(0, API_TOKEN_PREFIX.length + SHOWN_CHARACTERS),
    tokenHash: hashApiToken(token),
    expiresAt: input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS),
  });
  await recordAudit(deps.db, current, { action: "api-token.created", targetType: "api-token", targetId: row.id });
  return { token, apiToken: toApiToken(row) };
}

export async function revokeApiToken(deps: Deps, current: CurrentUser, id: string): Promise<void> {
  if (!(await revokeApiTokenRow(deps.db, current.id, id))) throw notFound("API token not found.");
  await recordAudit(deps.db, current, { action: "api-token.revoked", targetType: "api-token", targetId: id });
}

/** Sign-out everywhere: the user's tokens stop working too. */
export async function revokeAllApiTokens(deps: Deps, userId: string): Promise<number> {
  return revokeApiTokensOf(deps.db, userId);
}

const invalidToken = (message: string) => new AppError(401, "INVALID_TOKEN", message);

/**
 * The owner of a bearer token, or a 401 that says why not. Costs one indexed query, and a write
 * only when the token's lastUsedAt is older than a minute.
 */
export async function authenticateApiToken(
  deps: Deps,
  token: string,
  now = new Date(),
): Promise<CurrentUser & { tokenId: string }> {
  if (!TOKEN_SHAPE.test(token)) {
    throw invalidToken(
      `This is not an AESOP API token: they start with "${API_TOKEN_PREFIX}" (create one on your profile page).`,
    );
  }
  const row = await findApiTokenByHash(deps.db, hashApiToken(token));
  if (!row) throw invalidToken("This API token is not known. Create one on your profile page.");
  if (row.revokedAt) throw invalidToken("This API token was revoked. Create a new one on your profile page.");
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) {
    throw invalidToken(
      `This API token expired on ${row.expiresAt.toISOString().slice(0, 10)}. Create a new one on your profile page.`,
    );
  }
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!row.lastUsedAt || row.lastUsedAt < staleBefore) await touchApiToken(deps.db, row.id, now, staleBefore);
  return {
    tokenId: row.id,
    id: row.user.id,
    email: row.user.email,
    name: row.user.name,
    role: row.user.role === "admin" ? "admin" : "user",
    organization: row.user.organization,
    emailVerified: row.user.emailVerified,
    createdAt: row.user.createdAt,
  };
}
