import { createRoute, z } from "@hono/zod-openapi";
import { ethosContextSchema, ethosProjectContextSchema } from "@aesop/shared/contracts/ethos";
import { reportSchema } from "@aesop/shared/contracts/reports";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../lib/openapi";
import { requireNda } from "../../middleware/require-nda";
import { currentUserOf, requireUser } from "../../middleware/require-user";
import { getEthosProjectContext, submitEthosReview } from "./ethos.service";

const projectParams = z.object({ id: z.uuid("Project not found") });

const context = createRoute({
  method: "get",
  path: "/projects/{id}/ethos-context",
  tags: ["agents"],
  summary: "What the Ethos Agent will read from the project, and the answers prefilled from it",
  request: { params: projectParams },
  responses: { 200: jsonContent(ethosProjectContextSchema, "Context"), ...errorResponses(400, 401, 403, 404) },
});

const submit = createRoute({
  method: "post",
  path: "/projects/{id}/ethos",
  tags: ["agents"],
  summary: "Run the Ethos Agent on the project with this deployment context; the report arrives in the workspace",
  request: { params: projectParams, body: jsonBody(ethosContextSchema) },
  responses: { 202: jsonContent(reportSchema, "Queued"), ...errorResponses(400, 401, 403, 404) },
});

/** Mounted at /api: the Ethos page's context and its submission, on the user's own projects. */
export function ethosRoutes(ctx: ServerContext) {
  const router = createRouter();
  router.use("/projects/:id/ethos", requireUser, requireNda(ctx));
  router.use("/projects/:id/ethos-context", requireUser, requireNda(ctx));
  return router
    .openapi(context, async (c) =>
      c.json(await getEthosProjectContext(ctx, currentUserOf(c).id, c.req.valid("param").id), 200),
    )
    .openapi(submit, async (c) =>
      c.json(await submitEthosReview(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json")), 202),
    );
}
