import {
  keepsTargetSecrets,
  type SaveTarget,
  type Target,
  type TargetConfig,
  type TargetConfigInput,
  type TargetTestResult,
} from "@aesop/shared/contracts/eval";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { AppError, notFound } from "../../lib/errors";
import { checkTargetUrl, targetNetworksOf } from "../../lib/network-guard";
import { maskSecret, type SecretBox } from "../../lib/secret-box";
import { getProject } from "../../modules/projects/projects.service";
import { findLatestReportOf, findReportWithProject } from "../../modules/reports/reports.service";
import { createTargetAdapter, targetUrlOf, type CallableTarget, type TargetSecrets } from "./target-adapters";
import {
  deleteTargetRow,
  findTargetRow,
  insertTargetRow,
  listTargetRows,
  updateTargetRow,
  type EvalTargetRow,
} from "./targets.queries";

type Deps = {
  db: Database;
  secrets: SecretBox;
  env: Pick<Env, "PRIVATE_TARGETS" | "BASE_URL" | "TARGET_MAX_REPLY_BYTES">;
};

/** The purpose the target secrets are sealed under (lib/secret-box.ts). */
const SECRET_PURPOSE = "eval-target-secrets";

export function toTarget(row: EvalTargetRow): Target {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    config: row.config,
    limits: row.limits,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listTargets(deps: Deps, userId: string, projectId: string): Promise<Target[]> {
  await getProject(deps, userId, projectId);
  return (await listTargetRows(deps.db, userId, projectId)).map(toTarget);
}

async function getTargetRow(deps: Deps, userId: string, projectId: string, targetId: string) {
  await getProject(deps, userId, projectId);
  const row = await findTargetRow(deps.db, userId, projectId, targetId);
  if (!row) throw notFound("Target not found");
  return row;
}

/** A target whose address this deployment does not call is refused when it is saved, with the reason. */
async function assertCallableAddress(deps: Deps, config: SaveTarget["config"]): Promise<void> {
  const url = targetUrlOf(config);
  const refused = url === undefined ? null : await checkTargetUrl(url, targetNetworksOf(deps.env));
  if (refused) throw new AppError(400, "TARGET_ADDRESS_REFUSED", refused);
}

export async function createTarget(deps: Deps, userId: string, projectId: string, body: SaveTarget): Promise<Target> {
  await getProject(deps, userId, projectId);
  await assertCallableAddress(deps, body.config);
  const { config, secrets } = await prepareConfig(deps, userId, projectId, body.config, { headers: {} });
  const row = await insertTargetRow(deps.db, {
    projectId,
    userId,
    name: body.name,
    kind: config.kind,
    config,
    limits: body.limits,
    sealedSecrets: sealSecrets(deps.secrets, secrets),
  });
  return toTarget(row);
}

/**
 * An update that leaves a secret out keeps the stored one (the browser never had it), as long as
 * the target stays where it was: a new kind, provider, scheme, host or port drops the stored key
 * and secret headers (keepsTargetSecrets), so a leaked API token cannot redirect them to its host.
 */
export async function updateTarget(
  deps: Deps,
  userId: string,
  projectId: string,
  targetId: string,
  body: SaveTarget,
): Promise<Target> {
  const current = await getTargetRow(deps, userId, projectId, targetId);
  await assertCallableAddress(deps, body.config);
  const moved = !keepsTargetSecrets(current.config, body.config);
  const stored = moved ? { headers: {} } : openSecrets(deps.secrets, current);
  const { config, secrets } = await prepareConfig(deps, userId, projectId, body.config, stored, moved);
  const row = await updateTargetRow(deps.db, userId, targetId, {
    name: body.name,
    kind: config.kind,
    config,
    limits: body.limits,
    sealedSecrets: sealSecrets(deps.secrets, secrets),
  });
  if (!row) throw notFound("Target not found");
  return toTarget(row);
}

export async function deleteTarget(deps: Deps, userId: string, projectId: string, targetId: string): Promise<void> {
  await getTargetRow(deps, userId, projectId, targetId);
  await deleteTargetRow(deps.db, userId, targetId);
}

/** "Test connection": one message, and the reply or the exact error (never an HTTP error of ours). */
export async function testTarget(
  deps: Deps,
  userId: string,
  projectId: string,
  targetId: string,
  message: string,
): Promise<TargetTestResult> {
  const row = await getTargetRow(deps, userId, projectId, targetId);
  const started = performance.now();
  try {
    const target = await callableTarget(deps, userId, row);
    // One attempt: the button answers at once rather than after the backoff of a run.
    const adapter = createTargetAdapter({ ...target, limits: { ...target.limits, retries: 0 } });
    const answer = await adapter.sendTurn({ history: [], message, sessionId: `test-${row.id}` });
    return { ok: true, reply: answer.reply, latencyMs: Math.round(answer.latencyMs) };
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      latencyMs: Math.round(performance.now() - started),
    };
  }
}

/** The owner's target, ready to be called by a run (secrets decrypted, system prompt resolved). */
export async function getCallableTarget(
  deps: Deps,
  userId: string,
  projectId: string,
  targetId: string,
): Promise<{ row: EvalTargetRow; target: CallableTarget }> {
  const row = await getTargetRow(deps, userId, projectId, targetId);
  return { row, target: await callableTarget(deps, userId, row) };
}

/** For a run's worker: the target as stored now, or undefined when it was deleted. */
export async function findCallableTarget(
  deps: Deps,
  userId: string,
  projectId: string,
  targetId: string,
  systemPrompt: string | null,
): Promise<CallableTarget | undefined> {
  const row = await findTargetRow(deps.db, userId, projectId, targetId);
  return row ? callableFrom(deps, userId, row, systemPrompt) : undefined;
}

/** The project's latest reviewed instructions: what a target that holds its own prompt was built from. */
async function latestInstructionsOf(deps: Deps, userId: string, projectId: string): Promise<string | null> {
  const latest = await findLatestReportOf(deps, userId, projectId, "instructions-review");
  return latest?.inputText ?? null;
}

async function callableTarget(deps: Deps, userId: string, row: EvalTargetRow): Promise<CallableTarget> {
  return callableFrom(deps, userId, row, await systemPromptOf(deps, userId, row.projectId, row.config));
}

async function callableFrom(
  deps: Deps,
  userId: string,
  row: EvalTargetRow,
  systemPrompt: string | null,
): Promise<CallableTarget> {
  return {
    id: row.id,
    config: row.config,
    limits: row.limits,
    secrets: openSecrets(deps.secrets, row),
    systemPrompt,
    instructions: systemPrompt ?? (await latestInstructionsOf(deps, userId, row.projectId)),
    networks: targetNetworksOf(deps.env),
    maxReplyBytes: deps.env.TARGET_MAX_REPLY_BYTES,
  };
}

/**
 * The instruction set a target of "instructions on a model" runs on: the project's latest reviewed
 * instructions, or those of the chosen review. Other targets hold their own (null).
 */
export async function systemPromptOf(
  deps: Pick<Deps, "db">,
  userId: string,
  projectId: string,
  config: TargetConfig | TargetConfigInput,
): Promise<string | null> {
  if (config.kind !== "instructions-on-model") return null;
  if (config.instructions.source === "report") {
    const report = await findReportWithProject(deps, userId, config.instructions.reportId);
    if (!report || report.projectId !== projectId || report.agent !== "instructions-review" || !report.inputText) {
      throw new AppError(
        400,
        "INSTRUCTIONS_NOT_FOUND",
        `Report #${config.instructions.reportId} is not an instructions review of this project.`,
      );
    }
    return report.inputText;
  }
  const latest = await findLatestReportOf(deps, userId, projectId, "instructions-review");
  if (!latest?.inputText) {
    throw new AppError(
      400,
      "NO_INSTRUCTIONS",
      "This project has no instructions yet: submit them to the Instructions Review Agent, or choose a target that holds its own.",
    );
  }
  return latest.inputText;
}

/** The configuration as stored and shown (secrets masked), and the secrets to seal. */
async function prepareConfig(
  deps: Deps,
  userId: string,
  projectId: string,
  input: TargetConfigInput,
  stored: TargetSecrets,
  /** The address changed: the stored secrets were dropped (say so when one is missing). */
  moved = false,
): Promise<{ config: TargetConfig; secrets: TargetSecrets }> {
  switch (input.kind) {
    case "instructions-on-model": {
      // A chosen review must exist now; "latest" may be reviewed later (checked when the target is used).
      if (input.instructions.source === "report") await systemPromptOf(deps, userId, projectId, input);
      const apiKey = input.apiKey ?? stored.apiKey;
      return {
        config: { ...input, apiKey: apiKey ? maskSecret(apiKey) : null },
        secrets: { headers: {}, ...(apiKey ? { apiKey } : {}) },
      };
    }
    case "openai-compatible": {
      const apiKey = input.apiKey ?? stored.apiKey;
      return {
        config: { ...input, apiKey: apiKey ? maskSecret(apiKey) : null },
        secrets: { headers: {}, ...(apiKey ? { apiKey } : {}) },
      };
    }
    case "http": {
      const names = input.headers.map((header) => header.name.toLowerCase());
      const duplicate = names.find((name, index) => names.indexOf(name) !== index);
      if (duplicate) throw new AppError(400, "VALIDATION_ERROR", `Two headers are named "${duplicate}".`);
      const secretHeaders: Record<string, string> = {};
      const headers = input.headers.map((header) => {
        if (!header.secret) {
          if (header.value === undefined) {
            throw new AppError(400, "VALIDATION_ERROR", `The header "${header.name}" needs a value.`);
          }
          return { name: header.name, value: header.value, secret: false };
        }
        const value = header.value ?? stored.headers[header.name];
        if (value === undefined || value === "") {
          throw new AppError(
            400,
            "VALIDATION_ERROR",
            moved
              ? `The secret header "${header.name}" needs a value: the address changed, so its saved value was removed.`
              : `The secret header "${header.name}" needs a value.`,
          );
        }
        secretHeaders[header.name] = value;
        return { name: header.name, value: maskSecret(value), secret: true };
      });
      return { config: { ...input, headers }, secrets: { headers: secretHeaders } };
    }
  }
}

function sealSecrets(box: SecretBox, secrets: TargetSecrets): string | null {
  if (secrets.apiKey === undefined && Object.keys(secrets.headers).length === 0) return null;
  return box.seal(SECRET_PURPOSE, JSON.stringify(secrets));
}

function openSecrets(box: SecretBox, row: EvalTargetRow): TargetSecrets {
  if (!row.sealedSecrets) return { headers: {} };
  try {
    return JSON.parse(box.open(SECRET_PURPOSE, row.sealedSecrets)) as TargetSecrets;
  } catch {
    throw new AppError(
      409,
      "TARGET_SECRETS_UNREADABLE",
      "This target's key can no longer be read (the server's SECRET_KEY changed): enter it again.",
    );
  }
}
