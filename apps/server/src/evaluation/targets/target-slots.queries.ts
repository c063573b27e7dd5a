import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { evalTargets, evalTargetSlots } from "../../db/schema/index";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * A target's concurrency held in PostgreSQL, so that it holds across every process and instance
 * (decision 0054): a slot is a row of eval_target_slots. Evaluation runs take a slot per scenario
 * before its job is sent (runs.queries.ts admitScenarios); a Cave exchange takes one for its call
 * here. Every change of a target's slots is made under the target's advisory lock, one at a time.
 */
export async function lockTargetSlots(tx: Transaction, targetId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`eval-target-slots:${targetId}`}, 0))`);
}

/** How often a Cave exchange waiting for a slot looks again. */
export const SLOT_POLL_MS = 100;

/**
 * Waits for a slot of the target for one call and returns its release. The waiter's row (without
 * `granted_at`) counts as taken for the runs' admission, so a run's next scenario does not take the
 * slot a waiting exchange is owed. The row expires after `leaseMs` (renewed while it waits), so
 * that a process that dies holding it frees it.
 */
export async function acquireCallSlot(
  db: Database,
  { targetId, holder, leaseMs, signal }: { targetId: string; holder: string; leaseMs: number; signal?: AbortSignal },
): Promise<() => Promise<void>> {
  const release = async () => {
    await db.execute(sql`delete from ${evalTargetSlots} where ${evalTargetSlots.holder} = ${holder}`);
  };
  const lease = sql`now() + make_interval(secs => ${leaseMs / 1000})`;
  try {
    for (;;) {
      signal?.throwIfAborted();
      const granted = await db.transaction(async (tx) => {
        await lockTargetSlots(tx, targetId);
        await tx.execute(sql`
          insert into ${evalTargetSlots} (holder, target_id, expires_at) values (${holder}, ${targetId}, ${lease})
          on conflict (holder) do update set expires_at = excluded.expires_at`);
        const { rows } = await tx.execute(sql`
          update ${evalTargetSlots} set granted_at = now()
           where holder = ${holder}
             and (select count(*) from ${evalTargetSlots}
                   where target_id = ${targetId} and granted_at is not null and expires_at >= now())
                 < coalesce((select (limits->>'concurrency')::int from ${evalTargets} where id = ${targetId}), 1)
          returning holder`);
        return rows.length > 0;
      });
      if (granted) return release;
      await sleep(SLOT_POLL_MS, undefined, { signal });
    }
  } catch (error) {
    await release().catch(() => undefined);
    throw error;
  }
}
