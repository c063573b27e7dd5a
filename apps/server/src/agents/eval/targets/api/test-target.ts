import { createRoute } from "@hono/zod-openapi";
import { targetTestResultSchema, testTargetSchema } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../../context";
import { testTarget } from "../../../../evaluation/targets/targets.service";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { workRateLimit } from "../../../../middleware/work-rate-limits";
import { targetParams } from "./target-params";

const route = createRoute({
  method: "post",
  path: "/projects/{id}/eval-targets/{targetId}/test",
  tags: ["eval"],
  summary: "Test connection: send one message, answer the reply or the exact error",
  request: { params: targetParams, body: jsonBody(testTargetSchema) },
  responses: { 200: jsonContent(targetTestResultSchema, "Outcome"), ...errorResponses(400, 401, 403, 404, 429) },
});

export function testTargetRoute(ctx: ServerContext) {
  // Each test is an outbound request: a script looping on it is slowed down, per user.
  return createRouter().openapi({ ...route, middleware: [workRateLimit(ctx, "test-connection")] }, async (c) => {
    const { id, targetId } = c.req.valid("param");
    return c.json(await testTarget(ctx, currentUserOf(c).id, id, targetId, c.req.valid("json").message), 200);
  });
}
