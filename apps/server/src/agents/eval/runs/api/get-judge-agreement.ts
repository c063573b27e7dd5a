import { createRoute } from "@hono/zod-openapi";
import { judgeAgreementQuerySchema, judgeAgreementSchema } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { getJudgeAgreement } from "../judge-agreement.service";
import { projectParams } from "./run-params";

const route = createRoute({
  method: "get",
  path: "/projects/{id}/judge-agreement",
  tags: ["eval"],
  summary: "How often the judge agreed with the builder's verdicts, overall, per check type and per rubric criterion",
  description:
    "Over every scenario of a run and every reply of a Cave dialogue the project's owner gave a verdict on (or one " +
    "`source`'s alone): the share agreed, Cohen's kappa and n (with `tooFew` below `minimumN`), and the " +
    "disagreements to open, each saying where it was judged. Only the project's owner.",
  request: { params: projectParams, query: judgeAgreementQuerySchema },
  responses: { 200: jsonContent(judgeAgreementSchema, "The judge's agreement"), ...errorResponses(400, 401, 403, 404) },
});

export function getJudgeAgreementRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(
      await getJudgeAgreement(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("query").source),
      200,
    ),
  );
}
