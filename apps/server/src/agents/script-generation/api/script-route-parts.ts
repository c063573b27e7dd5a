import { z } from "@hono/zod-openapi";
import { TEST_SCRIPT_EXPORT_FORMATS } from "@aesop/shared/contracts/test-scripts";

/** What Script Generation's endpoints share: their path parameters. */
export const projectParams = z.object({ id: z.uuid("Project not found") });
export const scriptParams = z.object({ reportId: z.coerce.number().int().positive("Test script not found") });
export const versionParams = scriptParams.extend({ version: z.coerce.number().int().min(1, "Version not found") });
export const exportParams = versionParams.extend({
  format: z.enum(TEST_SCRIPT_EXPORT_FORMATS, "Export as promptfoo, inspect, json or markdown."),
});
