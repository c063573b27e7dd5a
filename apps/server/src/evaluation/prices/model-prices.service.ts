import type { ModelPrice, ModelPriceTable } from "@aesop/shared/contracts/eval";
import type { Database } from "../../db/client";
import { DEFAULT_MODEL_PRICES } from "./model-prices";
import { findPriceTableRow, savePriceTableRow } from "./model-prices.queries";

export async function getPriceTable({ db }: { db: Database }, userId: string): Promise<ModelPriceTable> {
  return { prices: (await findPriceTableRow(db, userId)) ?? [...DEFAULT_MODEL_PRICES] };
}

export async function savePriceTable(
  { db }: { db: Database },
  userId: string,
  prices: ModelPrice[],
): Promise<ModelPriceTable> {
  await savePriceTableRow(db, userId, prices);
  return { prices };
}
