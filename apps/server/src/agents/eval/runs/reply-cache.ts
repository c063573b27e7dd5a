import { createHash } from "node:crypto";
import type { TargetConfig } from "@aesop/shared/contracts/eval";
import type { ChatTurn } from "../../../evaluation/targets/http-template";

/**
 * The reply cache's key: the target as configured (without secrets: a rotated key is the same
 * target), the system prompt, the history and the message. Any change to one is a new key.
 */
export function replyCacheKey(config: TargetConfig, systemPrompt: string | null, history: ChatTurn[], message: string) {
  return createHash("sha256")
    .update(
      JSON.stringify({ config, systemPrompt, history, message }, (key, value: unknown) =>
        key === "apiKey" ? undefined : value,
      ),
    )
    .digest("hex");
}
