import type { TestScriptContent, TestScriptExportFormat } from "@aesop/shared/contracts/test-scripts";
import { zipArchive } from "../../../lib/zip";
import { exportInspectDataset } from "./inspect-export";
import { renderTestScriptMarkdown } from "./markdown-export";
import { exportPromptfooConfig, PROMPTFOO_JUDGE_FILE, promptfooJudgeSource } from "./promptfoo-export";

export interface TestScriptExport<Body extends string | Uint8Array<ArrayBuffer> = string | Uint8Array<ArrayBuffer>> {
  filename: string;
  mediaType: string;
  /** Text, or the bytes of an archive (the promptfoo export). */
  body: Body;
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
  format: "promptfoo",
  content: TestScriptContent,
  context: TestScriptExportContext,
): TestScriptExport<Uint8Array<ArrayBuffer>>;
export function exportTestScript(
  format: Exclude<TestScriptExportFormat, "promptfoo">,
  content: TestScriptContent,
  context: TestScriptExportContext,
): TestScriptExport<string>;
export function exportTestScript(
  format: TestScriptExportFormat,
  content: TestScriptContent,
  context: TestScriptExportContext,
): TestScriptExport;
export function exportTestScript(
  format: TestScriptExportFormat,
  content: TestScriptContent,
  context: TestScriptExportContext,
): TestScriptExport {
  const base = fileBase(content.name);
  switch (format) {
    // Two files in one folder: the configuration and AESOP's judge, which its assertions call
    // (docs/decisions/0040). Unzipped, `npx promptfoo eval -c <folder>/<base>.promptfooconfig.yaml` runs.
    case "promptfoo":
      return {
        filename: `${base}.promptfoo.zip`,
        mediaType: "application/zip",
        body: zipArchive([
          { name: `${base}/${base}.promptfooconfig.yaml`, data: exportPromptfooConfig(content, context) },
          { name: `${base}/${PROMPTFOO_JUDGE_FILE}`, data: promptfooJudgeSource() },
        ]),
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
