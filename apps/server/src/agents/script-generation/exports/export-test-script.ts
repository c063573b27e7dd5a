import type { TestScriptContent, TestScriptExportFormat } from "@aesop/shared/contracts/test-scripts";
import { exportInspectDataset } from "./inspect-export";
import { renderTestScriptMarkdown } from "./markdown-export";
import { exportPromptfooConfig } from "./promptfoo-export";

export interface TestScriptExport {
  filename: string;
  mediaType: string;
  body: string;
}

export interface TestScriptExportContext {
  projectName: string;
  /** The project's instructions: the system prompt of the promptfoo and Inspect exports. */
  systemPrompt: string | null;
  /** promptfoo only: the model name the OpenAI-compatible server expects (default gpt-4o-mini). */
  targetModel?: string;
}

/** A test script as a file to download, in one of the export formats. */
export function exportTestScript(
  format: TestScriptExportFormat,
  content: TestScriptContent,
  context: TestScriptExportContext,
): TestScriptExport {
  const base = fileBase(content.name);
  switch (format) {
    case "promptfoo":
      return {
        filename: `${base}.promptfooconfig.yaml`,
        mediaType: "application/yaml; charset=utf-8",
        body: exportPromptfooConfig(content, context),
      };
    case "inspect":
      return {
        filename: `${base}.inspect.jsonl`,
        mediaType: "application/jsonl; charset=utf-8",
        body: exportInspectDataset(content, context.systemPrompt),
      };
    case "json":
      return {
        filename: `${base}.json`,
        mediaType: "application/json; charset=utf-8",
        body: `${JSON.stringify(content, null, 2)}\n`,
      };
    case "markdown":
      return {
        filename: `${base}.md`,
        mediaType: "text/markdown; charset=utf-8",
        body: renderTestScriptMarkdown(content, { projectName: context.projectName }),
      };
  }
}

/** "Times Table Tiger — standard test script" → "times-table-tiger-standard-test-script". */
export function fileBase(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return base || "test-script";
}
