import { z } from "@hono/zod-openapi";

/** The path parameter of both invitation endpoints: the token sent by e-mail. */
export const tokenParams = z.object({ token: z.string().min(1).max(128) });
