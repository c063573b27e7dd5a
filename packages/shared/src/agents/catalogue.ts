/**
 * The agent catalogue of the spec (section 1). The landing page, the workspace grid and the
 * server all read it from here so that a status change is one edit.
 */

export type AgentStatus = "active" | "coming-soon";

export interface Agent {
  id: AgentId;
  name: string;
  description: string;
  status: AgentStatus;
  /** Route of the agent's page, present when the agent can be launched. */
  route?: string;
  lastUsed?: string;
}

export const AGENT_IDS = [
  "ideation",
  "instructions-review",
  "interview",
  "ethos",
  "eval",
  "script-generation",
  "cave-of-shadows",
] as const;

export type AgentId = (typeof AGENT_IDS)[number];

export const AGENTS: readonly Agent[] = [
  {
    id: "ideation",
    name: "Ideation Agent",
    description:
      "Guided exploration for people with no instruction set yet: shape the purpose, audience and limits of your assistant.",
    status: "active",
    route: "/ideation-agent",
  },
  {
    id: "instructions-review",
    name: "Instructions Review Agent",
    description: "Audits and clarifies your assistant's instructions against a safety and quality rubric.",
    status: "active",
    route: "/instructions-agent",
  },
  {
    id: "interview",
    name: "Interview Agent",
    description: "A structured deep dive with the creator into intent, stakes, risks and how success is judged.",
    status: "active",
    route: "/interview-agent",
  },
  {
    id: "ethos",
    name: "Ethos Agent",
    description: "A humanities-informed review of the societal and ethical implications of your assistant.",
    status: "coming-soon",
  },
  {
    id: "eval",
    name: "Eval Agent",
    description: "Evaluates performance and alignment with safety standards.",
    status: "coming-soon",
  },
  {
    id: "script-generation",
    name: "Script Generation Agent",
    description: "Builds a ready-to-run test script from your instructions, reports and a safety rubric.",
    status: "coming-soon",
  },
  {
    id: "cave-of-shadows",
    name: "Cave of Shadows",
    description:
      "A live sandbox in which an evaluator agent and your deployed assistant act out scripted multi-turn dialogues, capturing and scoring each interaction.",
    status: "coming-soon",
  },
];

export function isAgentAvailable(agent: Agent): boolean {
  return agent.status === "active";
}

export function agentStatusLabel(agent: Agent): string {
  return isAgentAvailable(agent) ? "Available" : "Coming Soon";
}
