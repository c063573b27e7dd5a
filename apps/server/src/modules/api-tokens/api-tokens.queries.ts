import { and, count, desc, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { apiTokens, user } from "../../db/schema/index";

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type NewApiTokenRow = Pick<ApiTokenRow, "userId" | "name" | "prefix" | "tokenHash" | "expiresAt">;

export async function insertApiToken(db: Database, row: NewApiTokenRow): Promise<ApiTokenRow> {
  const [created] = await db.insert(apiTokens).values(row).returning();
  if (!created) throw new Error("api_tokens insert returned no row");
  return created;
}

/** The user's tokens that were not revoked (expired ones too: the list says when they ended). */
export async function listApiTokenRows(db: Database, userId: string): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt));
}

export async function countUsableApiTokens(db: Database, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.userId, userId),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
      ),
    );
  return row?.n ?? 0;
}

/** Revokes one of the user's tokens; false when the user has no such token still in force. */
export async function revokeApiTokenRow(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

export async function revokeApiTokensOf(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length;
}

/** The token with this hash and its owner, in one query (the bearer request path). */
export async function findApiTokenByHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: apiTokens.id,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        organization: user.organization,
        emailVerified: user.emailVerified,
        createdAt: user.createdAt,
      },
    })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, tokenHash));
  return row;
}

/** Sets lastUsedAt unless another request of the same minute already did (no lost-update race matters). */
export async function touchApiToken(db: Database, id: string, now: Date, staleBefore: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore))));
}
