import { FileUpIcon, UploadIcon } from "lucide-react";
import { useId, useState } from "react";
import { TEST_SCRIPT_IMPORT_MAX_BYTES, TEST_SCRIPT_IMPORT_TOO_LARGE } from "@aesop/shared/contracts/test-scripts";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { PendingIcon } from "@/components/ui/pending-icon";
import { errorDescription } from "@/lib/error-description";
import { useImportTestScript } from "../api/import-test-script";

/** Imports AESOP's JSON export, an Inspect dataset (JSONL) or a promptfoo configuration / test list (YAML) as a new script. */
export function ImportScriptForm({ projectId }: { projectId: string }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<{ tone: "error" | "done"; text: string } | null>(null);
  const upload = useImportTestScript(projectId);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMessage({ tone: "error", text: "Choose a file to import." });
      return;
    }
    // The server's limit, checked here first so that a large file is not uploaded for nothing.
    if (file.size > TEST_SCRIPT_IMPORT_MAX_BYTES) {
      setMessage({ tone: "error", text: TEST_SCRIPT_IMPORT_TOO_LARGE });
      return;
    }
    try {
      const report = await upload.mutateAsync(await file.text());
      setMessage({ tone: "done", text: `Imported "${report.title}" as a new test script.` });
    } catch (error) {
      setMessage({ tone: "error", text: errorDescription(error) });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-2" aria-label="Import a test script">
      <p id={`${inputId}-label`} className="text-sm font-medium">
        Import a test script (AESOP JSON, Inspect JSONL or promptfoo YAML)
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {/* The native input stays in the page (keyboard, screen readers, drag and drop); its label is the styled button. */}
        <input
          id={inputId}
          type="file"
          accept=".json,.jsonl,.yaml,.yml,application/json,application/jsonl,application/yaml,text/yaml"
          aria-labelledby={`${inputId}-label`}
          className="peer sr-only"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setMessage(null);
          }}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/60",
          )}
        >
          <FileUpIcon aria-hidden="true" />
          Choose a file
        </label>
        <span className="min-w-0 truncate text-sm text-muted-foreground" data-testid="import-file-name">
          {file ? file.name : "No file chosen"}
        </span>
        <Button type="submit" size="sm" disabled={upload.isPending}>
          <PendingIcon pending={upload.isPending} icon={UploadIcon} />
          Import
        </Button>
      </div>
      {message && (
        <p
          role={message.tone === "error" ? "alert" : "status"}
          className={message.tone === "error" ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
