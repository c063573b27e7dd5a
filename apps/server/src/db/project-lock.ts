import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { projects } from "./schema/index";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Takes the project's row for the rest of the transaction, so that things numbered per project
 * ('Run #3', 'Session #2') are numbered one at a time. Reading the highest number and retrying on
 * the unique index's refusal failed ten runs started at once: three retries were not enough, and
 * Drizzle's wrapped error hid the code the retry looked for.
 */
export async function lockProjectForNumbering(tx: Transaction, projectId: string): Promise<void> {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for("update");
}
