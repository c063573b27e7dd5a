import { PlusIcon, SaveIcon, Trash2Icon, WebhookIcon } from "lucide-react";
import { useState } from "react";
import { notice } from "@/lib/notice";
import {
  HTTP_METHODS,
  keepsTargetSecrets,
  TARGET_CONCURRENCY_MAX,
  TARGET_KIND_LABELS,
  TARGET_KINDS,
  type Target,
} from "@aesop/shared/contracts/eval";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PendingIcon } from "@/components/ui/pending-icon";
import { Textarea } from "@/components/ui/textarea";
import { errorDescription } from "@/lib/error-description";
import { useSaveEvalTarget } from "../api/save-eval-target";
import {
  emptyTargetForm,
  parseTargetForm,
  targetFormValues,
  withChatWebhookPreset,
  type HeaderRow,
  type TargetFormValues,
} from "../utils/target-form";
import { nativeSelectClass } from "@/components/ui/native-select";

/** An instructions review the target can take its system prompt from. */
export interface InstructionsChoice {
  reportId: number;
  label: string;
}

const KEY_HELP_NEW = "Stored encrypted; never shown again.";
const keyHelpStored = (masked: string) => `Stored: ${masked}. Leave empty to keep it.`;
/** The server drops stored secrets when the kind, scheme, host or port changes (keepsTargetSecrets). */
const SECRETS_DROPPED_NOTE = "Changing the address removes the saved key and secret headers; enter them again.";

/**
 * A target's kind, connection and limits. The shared schema checks the form (the server's own
 * check), each message under its field; secrets are write-only: an empty field keeps the stored one.
 */
export function TargetForm({
  projectId,
  target,
  instructions,
  onDone,
}: {
  projectId: string;
  /** The target being edited; a new one when absent. */
  target?: Target;
  instructions: readonly InstructionsChoice[];
  onDone: () => void;
}) {
  const [values, setValues] = useState<TargetFormValues>(() => (target ? targetFormValues(target) : emptyTargetForm()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveEvalTarget(projectId);
  const set = <K extends keyof TargetFormValues>(key: K, value: TargetFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const number = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));
  const shown = (value: number) => (Number.isFinite(value) ? String(value) : "");
  const setHeader = (index: number, patch: Partial<HeaderRow>) =>
    set(
      "headers",
      values.headers.map((header, i) => (i === index ? { ...header, ...patch } : header)),
    );
  const storedKey = target && target.config.kind !== "http" ? target.config.apiKey : null;
  const storesSecrets =
    storedKey !== null || (target?.config.kind === "http" && target.config.headers.some((header) => header.secret));
  // Said as the address is edited, not after a save: the saved secrets would not follow it.
  const secretsDropped = target !== undefined && storesSecrets && !keepsTargetSecrets(target.config, values);
  const maskedKey = secretsDropped ? null : storedKey;
  const formId = target ? `target-${target.id}` : "target-new";

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parseTargetForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ target: parsed.target, targetId: target?.id });
      notice.success(target ? "Target saved" : "Target added");
      onDone();
    } catch (error) {
      notice.error("The target was not saved", { description: errorDescription(error) });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4"
      aria-label={target ? `Edit target ${target.name}` : "New target"}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name} id={`${formId}-name`}>
          <Input
            value={values.name}
            onChange={(e) => set("name", e.target.value)}
            placeholder="Support bot (staging)"
          />
        </FormField>
        <FormField label="Kind" id={`${formId}-kind`}>
          <select
            className={nativeSelectClass}
            value={values.kind}
            onChange={(e) => set("kind", e.target.value as TargetFormValues["kind"])}
          >
            {TARGET_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {TARGET_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </FormField>
      </div>

      {values.kind === "http" ? (
        <fieldset className="grid gap-4 rounded-lg border p-3">
          <legend className="px-1 text-sm font-medium">HTTP endpoint</legend>
          <div>
            <Button type="button" variant="outline" size="sm" onClick={() => setValues(withChatWebhookPreset)}>
              <WebhookIcon aria-hidden="true" /> Use the chat-webhook preset
            </Button>
          </div>
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            <FormField label="URL" error={errors.url} id={`${formId}-url`}>
              <Input
                type="url"
                value={values.url}
                onChange={(e) => set("url", e.target.value)}
                placeholder="https://example.com/webhook/chat"
              />
            </FormField>
            <FormField label="Method" error={errors.method} id={`${formId}-method`}>
              <select
                className={nativeSelectClass}
                value={values.method}
                onChange={(e) => set("method", e.target.value as TargetFormValues["method"])}
              >
                {HTTP_METHODS.map((method) => (
                  <option key={method}>{method}</option>
                ))}
              </select>
            </FormField>
          </div>
          <HeaderRows
            formId={formId}
            headers={values.headers}
            errors={errors}
            onChange={(h) => set("headers", h)}
            setHeader={setHeader}
            secretsDropped={secretsDropped}
          />
          <FormField
            label="Body template"
            error={errors.bodyTemplate}
            id={`${formId}-body`}
            description="JSON with {{message}}, and optionally {{history}} and {{session_id}} (each replaced by a JSON value)."
          >
            <Textarea
              rows={3}
              className="font-mono text-sm"
              value={values.bodyTemplate}
              onChange={(e) => set("bodyTemplate", e.target.value)}
            />
          </FormField>
          <FormField
            label="Reply path"
            error={errors.replyPath}
            id={`${formId}-reply-path`}
            description="Where the reply is in the answer, such as output or choices.0.message.content."
          >
            <Input className="font-mono" value={values.replyPath} onChange={(e) => set("replyPath", e.target.value)} />
          </FormField>
        </fieldset>
      ) : (
        <fieldset className="grid gap-4 rounded-lg border p-3">
          <legend className="px-1 text-sm font-medium">{TARGET_KIND_LABELS[values.kind]}</legend>
          {values.kind === "instructions-on-model" && (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Provider" error={errors.provider} id={`${formId}-provider`}>
                <select
                  className={nativeSelectClass}
                  value={values.provider}
                  onChange={(e) => set("provider", e.target.value as TargetFormValues["provider"])}
                >
                  <option value="openai-compatible">OpenAI-compatible</option>
                  <option value="anthropic">Anthropic</option>
                </select>
              </FormField>
              <FormField
                label="System prompt"
                error={errors.instructionsReportId}
                id={`${formId}-instructions`}
                description="The project's instructions, as reviewed by the Instructions Review Agent."
              >
                <select
                  className={nativeSelectClass}
                  value={values.instructionsSource === "latest" ? "latest" : String(values.instructionsReportId)}
                  onChange={(e) =>
                    e.target.value === "latest"
                      ? set("instructionsSource", "latest")
                      : setValues((current) => ({
                          ...current,
                          instructionsSource: "report",
                          instructionsReportId: Number(e.target.value),
                        }))
                  }
                >
                  <option value="latest">The latest instructions</option>
                  {instructions.map((choice) => (
                    <option key={choice.reportId} value={choice.reportId}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </FormField>
            </div>
          )}
          {values.kind === "openai-compatible" && (
            <p className="text-sm text-muted-foreground">
              The deployed assistant's own endpoint: it holds its system prompt, AESOP sends the conversation only.
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Base URL" error={errors.baseUrl} id={`${formId}-base-url`}>
              <Input
                type="url"
                value={values.baseUrl}
                onChange={(e) => set("baseUrl", e.target.value)}
                placeholder="https://api.openai.com/v1"
              />
            </FormField>
            <FormField label="Model" error={errors.model} id={`${formId}-model`}>
              <Input value={values.model} onChange={(e) => set("model", e.target.value)} placeholder="gpt-4.1-mini" />
            </FormField>
          </div>
          <FormField
            label="API key"
            labelHint=" (optional)"
            error={errors.apiKey}
            id={`${formId}-api-key`}
            description={secretsDropped ? SECRETS_DROPPED_NOTE : maskedKey ? keyHelpStored(maskedKey) : KEY_HELP_NEW}
          >
            <Input
              type="password"
              autoComplete="off"
              value={values.apiKey}
              onChange={(e) => set("apiKey", e.target.value)}
              placeholder={maskedKey ?? ""}
            />
          </FormField>
        </fieldset>
      )}

      <fieldset className="grid gap-4 rounded-lg border p-3">
        <legend className="px-1 text-sm font-medium">Limits</legend>
        <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
          <FormField label="Concurrency" error={errors.concurrency} id={`${formId}-concurrency`}>
            <Input
              type="number"
              min={1}
              max={TARGET_CONCURRENCY_MAX}
              value={shown(values.concurrency)}
              onChange={(e) => set("concurrency", number(e.target.value))}
            />
          </FormField>
          <FormField
            label="Requests per minute"
            error={errors.requestsPerMinute}
            id={`${formId}-rpm`}
            description="Empty: no limit."
          >
            <Input
              type="number"
              min={1}
              value={shown(values.requestsPerMinute)}
              onChange={(e) => set("requestsPerMinute", number(e.target.value))}
            />
          </FormField>
          <FormField label="Timeout (seconds)" error={errors.timeoutSeconds} id={`${formId}-timeout`}>
            <Input
              type="number"
              min={1}
              max={600}
              value={shown(values.timeoutSeconds)}
              onChange={(e) => set("timeoutSeconds", number(e.target.value))}
            />
          </FormField>
          <FormField
            label="Retries"
            error={errors.retries}
            id={`${formId}-retries`}
            description="On 429 and 5xx, with backoff."
          >
            <Input
              type="number"
              min={0}
              max={5}
              value={shown(values.retries)}
              onChange={(e) => set("retries", number(e.target.value))}
            />
          </FormField>
        </div>
      </fieldset>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          <PendingIcon pending={save.isPending} icon={SaveIcon} />
          {target ? "Save target" : "Add target"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function HeaderRows({
  formId,
  headers,
  errors,
  onChange,
  setHeader,
  secretsDropped,
}: {
  formId: string;
  headers: HeaderRow[];
  errors: Record<string, string>;
  onChange: (headers: HeaderRow[]) => void;
  setHeader: (index: number, patch: Partial<HeaderRow>) => void;
  /** The address changed: the stored secret values go, and each secret header needs its value again. */
  secretsDropped: boolean;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Headers</legend>
      {secretsDropped && <p className="text-sm font-medium">{SECRETS_DROPPED_NOTE}</p>}
      {errors.headers && (
        <p role="alert" className="text-sm text-destructive">
          {errors.headers}
        </p>
      )}
      {headers.length === 0 && <p className="text-sm text-muted-foreground">No headers.</p>}
      {headers.map((header, index) => (
        <div key={index} className="grid items-start gap-3 rounded-md border p-3 sm:grid-cols-[1fr_1fr_auto_auto]">
          <FormField
            label={`Header ${index + 1} name`}
            error={errors[`headers.${index}.name`]}
            id={`${formId}-h${index}-name`}
          >
            <Input
              value={header.name}
              onChange={(e) => setHeader(index, { name: e.target.value })}
              placeholder="Authorization"
            />
          </FormField>
          <FormField
            label={`Header ${index + 1} value`}
            error={errors[`headers.${index}.value`]}
            id={`${formId}-h${index}-value`}
            description={
              header.secret && header.stored && !secretsDropped
                ? "Stored encrypted. Leave empty to keep it."
                : undefined
            }
          >
            <Input
              type={header.secret ? "password" : "text"}
              autoComplete="off"
              value={header.value}
              placeholder={header.secret && header.stored && !secretsDropped ? "••••" : ""}
              onChange={(e) => setHeader(index, { value: e.target.value })}
            />
          </FormField>
          <label className="flex min-h-9 items-center gap-2 text-sm sm:mt-7">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={header.secret}
              onChange={(e) => setHeader(index, { secret: e.target.checked, stored: false })}
            />
            Secret
          </label>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="sm:mt-7"
            onClick={() => onChange(headers.filter((_, i) => i !== index))}
            aria-label={`Remove header ${index + 1}`}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange([...headers, { name: "", value: "", secret: false, stored: false }])}
        >
          <PlusIcon aria-hidden="true" /> Add a header
        </Button>
      </div>
    </fieldset>
  );
}
