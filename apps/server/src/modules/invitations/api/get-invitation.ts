import { createRoute } from "@hono/zod-openapi";
import { invitationSchema } from "@aesop/shared/contracts/invitations";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { getInvitation } from "../invitations.service";
import { tokenParams } from "./token-params";

const route = createRoute({
  method: "get",
  path: "/{token}",
  tags: ["invitations"],
  summary: "Who an invitation is for (404 when invalid, used or expired)",
  request: { params: tokenParams },
  responses: { 200: jsonContent(invitationSchema, "The invitation"), ...errorResponses(400, 404, 429) },
});

export function getInvitationRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => c.json(await getInvitation(ctx, c.req.valid("param").token), 200));
}
