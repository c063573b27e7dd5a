import { createRoute } from "@hono/zod-openapi";
import { acceptInvitationResponseSchema, acceptInvitationSchema } from "@aesop/shared/contracts/invitations";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { acceptInvitation } from "../invitations.service";
import { tokenParams } from "./token-params";

const route = createRoute({
  method: "post",
  path: "/{token}/accept",
  tags: ["invitations"],
  summary: "Create the invitee's account; a confirmation e-mail follows",
  request: { params: tokenParams, body: jsonBody(acceptInvitationSchema) },
  responses: {
    201: jsonContent(acceptInvitationResponseSchema, "Account created"),
    ...errorResponses(400, 404, 409, 429),
  },
});

export function acceptInvitationRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const result = await acceptInvitation(ctx, c.req.valid("param").token, c.req.valid("json"), c.req.raw.headers);
    return c.json(result, 201);
  });
}
