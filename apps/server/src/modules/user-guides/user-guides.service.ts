import { randomUUID } from "node:crypto";
import { USER_GUIDE_MAX_BYTES, type AdminUserGuide } from "@aesop/shared/contracts/admin";
import { addUserGuideByLinkSchema, type AddUserGuideByLink, type UserGuide } from "@aesop/shared/contracts/user-guides";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { FileStorage } from "../../lib/storage";
import { recordAudit, type Actor } from "../audit/audit.service";
import {
  activateUserGuide,
  findNewestActiveUserGuide,
  insertUserGuide,
  listUserGuideRows,
  type UserGuideRow,
} from "./user-guides.queries";

export const USER_GUIDE_BUCKET = "user-guides";

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

function toAdminUserGuide(row: UserGuideRow): AdminUserGuide {
  return { ...toUserGuide(row), isActive: row.isActive };
}

export async function getActiveUserGuide({ db }: Deps): Promise<UserGuide | null> {
  const row = await findNewestActiveUserGuide(db);
  return row ? toUserGuide(row) : null;
}

export async function listUserGuides({ db }: Deps): Promise<AdminUserGuide[]> {
  return (await listUserGuideRows(db)).map(toAdminUserGuide);
}

/** Publishes a guide by link (CLI and admin screen); `actor` is null for the CLI. */
export async function addUserGuide({ db }: Deps, candidate: AddUserGuideByLink, actor: Actor | null = null) {
  const parsed = addUserGuideByLinkSchema.safeParse(candidate);
  if (!parsed.success) {
    throw new AppError(
      400,
      "INVALID_INPUT",
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "),
    );
  }
  return insertAudited(db, actor, { ...parsed.data, description: parsed.data.description ?? null });
}

/** Stores an uploaded PDF (type and size checked, by its bytes too) and publishes it as a guide. */
export async function uploadUserGuide(
  deps: Deps & { storage: FileStorage },
  actor: Actor,
  meta: Omit<AddUserGuideByLink, "fileUrl">,
  file: { bytes: Uint8Array; type: string },
): Promise<AdminUserGuide> {
  const parsed = addUserGuideByLinkSchema.omit({ fileUrl: true }).safeParse(meta);
  if (!parsed.success) {
    throw new AppError(400, "INVALID_INPUT", parsed.error.issues.map((issue) => issue.message).join("; "));
  }
  if (file.bytes.byteLength > USER_GUIDE_MAX_BYTES) {
    throw new AppError(413, "FILE_TOO_LARGE", `The PDF must be at most ${USER_GUIDE_MAX_BYTES / 1024 / 1024} MB.`);
  }
  const looksLikePdf = new TextDecoder().decode(file.bytes.subarray(0, 5)) === "%PDF-";
  if (file.type !== "application/pdf" || !looksLikePdf) {
    throw new AppError(400, "NOT_A_PDF", "The user guide must be a PDF file.");
  }
  const name = `${randomUUID()}.pdf`;
  await deps.storage.put(USER_GUIDE_BUCKET, name, file.bytes);
  return insertAudited(deps.db, actor, {
    ...parsed.data,
    description: parsed.data.description ?? null,
    fileUrl: `/api/files/${USER_GUIDE_BUCKET}/${name}`,
  });
}

export async function activateGuide({ db }: Deps, actor: Actor, id: string): Promise<AdminUserGuide> {
  const row = await activateUserGuide(db, id);
  if (!row) throw new AppError(404, "NOT_FOUND", "User guide not found");
  await recordAudit(db, actor, { action: "user-guide.activated", targetType: "user-guide", targetId: id });
  return toAdminUserGuide(row);
}

async function insertAudited(
  db: Database,
  actor: Actor | null,
  guide: { title: string; description: string | null; version: string; fileUrl: string; active: boolean },
): Promise<AdminUserGuide> {
  const row = await insertUserGuide(db, {
    title: guide.title,
    description: guide.description,
    version: guide.version,
    fileUrl: guide.fileUrl,
    isActive: guide.active,
  });
  await recordAudit(db, actor, { action: "user-guide.added", targetType: "user-guide", targetId: row.id });
  return toAdminUserGuide(row);
}
