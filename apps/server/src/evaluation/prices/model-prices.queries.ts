import { eq } from "drizzle-orm";
import type { ModelPrice } from "@aesop/shared/contracts/eval";
import type { Database } from "../../db/client";
import { modelPriceTables } from "../../db/schema/index";

export async function findPriceTableRow(db: Database, userId: string): Promise<ModelPrice[] | undefined> {
  const [row] = await db.select().from(modelPriceTables).where(eq(modelPriceTables.userId, userId));
  return row?.prices;
}

export async function savePriceTableRow(db: Database, userId: string, prices: ModelPrice[]): Promise<void> {
  await db
    .insert(modelPriceTables)
    .values({ userId, prices })
    .onConflictDoUpdate({ target: modelPriceTables.userId, set: { prices, updatedAt: new Date() } });
}
