import { createRoute, z } from "@hono/zod-openapi";
import {
  saveTargetSchema,
  targetListSchema,
  targetSchema,
  targetTestResultSchema,
  testTargetSchema,
} from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import {
  createTarget,
  deleteTarget,
  listTargets,
  testTarget,
  updateTarget,
} from "../../../evaluation/targets/targets.service";

const projectParams = z.object({ id: z.uuid("Project not found") });
const targetParams = projectParams.extend({ targetId: z.uuid("Target not found") });

const routes = {
  list: createRoute({
    method: "get",
    path: "/projects/{id}/eval-targets",
    tags: ["eval"],
    summary: "The project's targets (the assistants under test); secrets are masked",
    request: { params: projectParams },
    responses: { 200: jsonContent(targetListSchema, "Targets"), ...errorResponses(400, 401, 403, 404) },
  }),
  create: createRoute({
    method: "post",
    path: "/projects/{id}/eval-targets",
    tags: ["eval"],
    summary: "Add a target: instructions on a model, an OpenAI-compatible endpoint or an HTTP endpoint",
    request: { params: projectParams, body: jsonBody(saveTargetSchema) },
    responses: { 201: jsonContent(targetSchema, "Created"), ...errorResponses(400, 401, 403, 404) },
  }),
  update: createRoute({
    method: "put",
    path: "/projects/{id}/eval-targets/{targetId}",
    tags: ["eval"],
    summary: "Change a target; a secret left out keeps the stored one",
    request: { params: targetParams, body: jsonBody(saveTargetSchema) },
    responses: { 200: jsonContent(targetSchema, "Saved"), ...errorResponses(400, 401, 403, 404, 409) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/projects/{id}/eval-targets/{targetId}",
    tags: ["eval"],
    summary: "Delete a target (its runs keep their results)",
    request: { params: targetParams },
    responses: { 204: { description: "Deleted" }, ...errorResponses(400, 401, 403, 404) },
  }),
  test: createRoute({
    method: "post",
    path: "/projects/{id}/eval-targets/{targetId}/test",
    tags: ["eval"],
    summary: "Test connection: send one message, answer the reply or the exact error",
    request: { params: targetParams, body: jsonBody(testTargetSchema) },
    responses: { 200: jsonContent(targetTestResultSchema, "Outcome"), ...errorResponses(400, 401, 403, 404) },
  }),
};

/** Mounted under the eval agent's router (signed in, NDA accepted). */
export function targetRoutes(ctx: ServerContext) {
  return createRouter()
    .openapi(routes.list, async (c) =>
      c.json({ targets: await listTargets(ctx, currentUserOf(c).id, c.req.valid("param").id) }, 200),
    )
    .openapi(routes.create, async (c) =>
      c.json(await createTarget(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .openapi(routes.update, async (c) => {
      const { id, targetId } = c.req.valid("param");
      return c.json(await updateTarget(ctx, currentUserOf(c).id, id, targetId, c.req.valid("json")), 200);
    })
    .openapi(routes.remove, async (c) => {
      const { id, targetId } = c.req.valid("param");
      await deleteTarget(ctx, currentUserOf(c).id, id, targetId);
      return c.body(null, 204);
    })
    .openapi(routes.test, async (c) => {
      const { id, targetId } = c.req.valid("param");
      return c.json(await testTarget(ctx, currentUserOf(c).id, id, targetId, c.req.valid("json").message), 200);
    });
}
