import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import type { z } from "zod";

/** Response entries for createRoute: a JSON body of `schema`, and the API's error shape. */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const errorResponses = (...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 429 | 502)[]) =>
  Object.fromEntries(statuses.map((status) => [status, jsonContent(apiErrorSchema, "Error")])) as Record<
    number,
    ReturnType<typeof jsonContent<typeof apiErrorSchema>>
  >;

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});
