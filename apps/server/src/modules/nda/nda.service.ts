import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  ndaNeedsAcceptance,
  type AcceptNda,
  type NdaStatus,
  type NdaVersion,
  type PublishNda,
} from "@aesop/shared/contracts/nda";
import type { Database } from "../../db/client";
import type { AccessCache, LatestNda, NdaAcceptance } from "../../lib/access-cache";
import { AppError } from "../../lib/errors";
import { serverFile } from "../../lib/server-files";
import type { JobQueue } from "../../lib/jobs";
import { recordAudit, type Actor } from "../audit/audit.service";
import { addToOutbox, dispatchEmails } from "../email/email.service";
import { ndaCopyEmail } from "../email/email.templates";
import {
  findLatestNdaStamp,
  findLatestNdaVersion,
  findProfileNda,
  insertNdaAcceptance,
  insertNextNdaVersion,
  insertTemplateVersion,
  type NdaVersionRow,
} from "./nda.queries";

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

function toNdaVersion(row: NdaVersionRow): NdaVersion {
  return {
    version: row.version,
    text: row.ndaText,
    effectiveDate: row.effectiveDate,
    textSha256: row.textSha256,
    isTemplate: row.isTemplate,
  };
}

/** Version 1 comes from the template in the repository, marked as a template, at first start. */
export async function ensureNdaSeeded({ db }: { db: Database }): Promise<void> {
  const text = readFileSync(serverFile("src", "modules", "nda", "nda-template.md"), "utf8").trim();
  await insertTemplateVersion(db, {
    ndaText: text,
    effectiveDate: new Date().toISOString().slice(0, 10),
    textSha256: sha256(text),
  });
}

export async function getLatestNda({ db }: { db: Database }): Promise<NdaVersion> {
  const row = await findLatestNdaVersion(db);
  if (!row) throw new AppError(503, "NDA_MISSING", "No NDA has been published.");
  return toNdaVersion(row);
}

export async function getNdaStatus({ db }: { db: Database }, userId: string): Promise<NdaStatus> {
  const [latest, profile] = await Promise.all([getLatestNda({ db }), findProfileNda(db, userId)]);
  const accepted = profile?.accepted ?? false;
  const acceptedVersion = profile?.version ?? null;
  return {
    latest,
    accepted,
    acceptedVersion,
    acceptedAt: profile?.acceptedAt?.toISOString() ?? null,
    needsAcceptance: ndaNeedsAcceptance(latest.version, accepted, acceptedVersion),
  };
}

export interface NdaGate {
  latestVersion: number;
  acceptedVersion: number | null;
  needsAcceptance: boolean;
}

/**
 * What the NDA gate of every protected request needs: version numbers only, never the text, from
 * the access cache when it has them (docs/decisions/0018).
 */
export async function getNdaGate(
  { db, access }: { db: Database; access: AccessCache },
  userId: string,
): Promise<NdaGate> {
  const generation = access.generation();
  const [latest, acceptance] = await Promise.all([
    access.latestNda() ?? readLatestStamp(db, access, generation),
    access.ndaAcceptance(userId) ?? readAcceptance(db, access, userId, generation),
  ]);
  return {
    latestVersion: latest.version,
    acceptedVersion: acceptance.version,
    needsAcceptance: ndaNeedsAcceptance(latest.version, acceptance.accepted, acceptance.version),
  };
}

async function readLatestStamp(db: Database, access: AccessCache, generation: number): Promise<LatestNda> {
  const latest = await findLatestNdaStamp(db);
  if (!latest) throw new AppError(503, "NDA_MISSING", "No NDA has been published.");
  access.rememberLatestNda(latest, generation);
  return latest;
}

async function readAcceptance(
  db: Database,
  access: AccessCache,
  userId: string,
  generation: number,
): Promise<NdaAcceptance> {
  const profile = await findProfileNda(db, userId);
  const acceptance = { accepted: profile?.accepted ?? false, version: profile?.version ?? null };
  access.rememberNdaAcceptance(userId, acceptance, generation);
  return acceptance;
}

export interface AcceptanceContext {
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Records the acceptance of exactly the text the user was shown (version and SHA-256 must match
 * the latest), updates the profile, marks the beta registration accepted and e-mails a copy.
 */
export async function acceptNda(
  deps: { db: Database; jobs: JobQueue; access: AccessCache },
  user: Actor & { name: string },
  input: AcceptNda,
  context: AcceptanceContext,
): Promise<NdaStatus> {
  const latest = await getLatestNda(deps);
  if (input.version !== latest.version || input.textSha256 !== latest.textSha256) {
    throw new AppError(409, "NDA_OUTDATED", "A newer NDA has been published. Please review it and accept again.");
  }
  const current = await getNdaStatus(deps, user.id);
  // Accepting the version already accepted records nothing and mails no second copy.
  if (!current.needsAcceptance && current.acceptedVersion === latest.version) return current;
  const now = new Date();
  const emailId = await deps.db.transaction(async (tx) => {
    await insertNdaAcceptance(tx, {
      userId: user.id,
      email: user.email,
      version: latest.version,
      textSha256: latest.textSha256,
      acceptedAt: now,
      ipAddress: context.ipAddress,
      userAgent: context.userAgent?.slice(0, 500) ?? null,
    });
    await recordAudit(tx, user, { action: "nda.accepted", targetType: "nda", targetId: String(latest.version) });
    return addToOutbox(
      tx,
      "nda-copy",
      user.email,
      ndaCopyEmail(user.name, latest.version, latest.effectiveDate, latest.text),
    );
  });
  await deps.access.forgetUser(user.id);
  await dispatchEmails(deps.jobs, [emailId]);
  return getNdaStatus(deps, user.id);
}

/** A new version makes every user accept again (their stored version is now lower). */
export async function publishNda(
  { db, access }: { db: Database; access: AccessCache },
  actor: Actor,
  input: PublishNda,
): Promise<NdaVersion> {
  const row = await db.transaction(async (tx) => {
    const inserted = await insertNextNdaVersion(tx, {
      ndaText: input.text,
      effectiveDate: input.effectiveDate,
      textSha256: sha256(input.text),
      createdBy: actor.id,
    });
    await recordAudit(tx, actor, { action: "nda.published", targetType: "nda", targetId: String(inserted.version) });
    return inserted;
  });
  await access.forgetLatestNda();
  return toNdaVersion(row);
}
