import { addUserGuideByLinkSchema, type AddUserGuideByLink, type UserGuide } from "@aesop/shared/contracts/user-guides";
import { AppError } from "../../lib/errors";
import type { Database } from "../../db/client";
import { findNewestActiveUserGuide, insertUserGuide, type UserGuideRow } from "./user-guides.queries";

interface Deps {
  db: Database;
}

function toUserGuide(row: UserGuideRow): UserGuide {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    version: row.version,
    fileUrl: row.fileUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getActiveUserGuide({ db }: Deps): Promise<UserGuide | null> {
  const row = await findNewestActiveUserGuide(db);
  return row ? toUserGuide(row) : null;
}

export async function addUserGuide({ db }: Deps, candidate: AddUserGuideByLink): Promise<UserGuide> {
  const parsed = addUserGuideByLinkSchema.safeParse(candidate);
  if (!parsed.success) {
    throw new AppError(
      400,
      "INVALID_INPUT",
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "),
    );
  }
  const input = parsed.data;
  const row = await insertUserGuide(db, {
    title: input.title,
    description: input.description ?? null,
    version: input.version,
    fileUrl: input.fileUrl,
    isActive: input.active,
  });
  return toUserGuide(row);
}
