import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { usedWebhookSignatures } from "../../../db/schema/index";
import { SIGNATURE_TOLERANCE_SECONDS } from "./webhook-signature";

/**
 * Records a verified signature; false when it was used before (a replay). Signatures older than
 * twice the validity window are pruned on the way: their timestamps are refused anyway.
 */
export async function claimWebhookSignature(db: Database, signature: string): Promise<boolean> {
  await db
    .delete(usedWebhookSignatures)
    .where(sql`${usedWebhookSignatures.usedAt} < now() - make_interval(secs => ${SIGNATURE_TOLERANCE_SECONDS * 2})`);
  const inserted = await db
    .insert(usedWebhookSignatures)
    .values({ signature: signature.trim() })
    .onConflictDoNothing()
    .returning({ signature: usedWebhookSignatures.signature });
  return inserted.length === 1;
}
