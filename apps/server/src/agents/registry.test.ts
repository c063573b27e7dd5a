import { AGENTS, CHAT_AGENTS, REPORT_AGENTS, RUNTIME_AGENTS } from "@aesop/shared/agents";
import { describe, expect, it } from "vitest";
import { loadEnv } from "../env";
import { AGENT_REGISTRY, chatAgents, reportAgents } from "./registry";
import { reportQueueOf } from "./runtime/jobs/report-jobs";

describe("the agent registry", () => {
  it("defines each available agent of the catalogue once, with the catalogue's kind, and nothing else", () => {
    expect(AGENT_REGISTRY.map((agent) => agent.id).sort()).toEqual([...RUNTIME_AGENTS].sort());
    for (const definition of AGENT_REGISTRY) {
      expect(AGENTS.find((entry) => entry.id === definition.id)?.kind).toBe(definition.kind);
    }
  });

  it("gives every chat agent a plan that names it as the catalogue does", () => {
    const chats = chatAgents();
    expect([...chats.keys()].sort()).toEqual([...CHAT_AGENTS].sort());
    for (const [id, chat] of chats) {
      expect(chat.plan.agent).toBe(id);
      expect(chat.plan.agentName).toBe(AGENTS.find((entry) => entry.id === id)?.name);
    }
  });

  it("runs each report agent on a queue of its own, and lists its reports in the workspace", () => {
    const ids = reportAgents().map((agent) => agent.id);
    expect(ids.map(reportQueueOf)).toEqual(ids.map((id) => `agent.${id}`));
    for (const id of ids) expect(REPORT_AGENTS).toContain(id);
  });

  it("switches an agent to webhook mode through the variable its catalogue entry names", () => {
    const named = AGENTS.filter((entry) => entry.status === "active" && entry.webhookEnv);
    // Every report and chat agent has a webhook mode; a run agent (the Eval Agent) calls targets itself.
    expect(named.length).toBe(AGENTS.filter((entry) => entry.status === "active" && entry.kind !== "run").length);
    const source: Record<string, string> = { WEBHOOK_SECRET: "x".repeat(32) };
    for (const entry of named) source[entry.webhookEnv ?? ""] = `https://hooks.example/${entry.id}`;
    const env = loadEnv(source);
    for (const entry of named) expect(env.webhookUrls[entry.id]).toBe(`https://hooks.example/${entry.id}`);
    expect(() => loadEnv({ [named[0]?.webhookEnv ?? ""]: "https://hooks.example/x" })).toThrow(/WEBHOOK_SECRET/);
  });
});
