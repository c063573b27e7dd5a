import type { Database } from "../../db/client";
import { getProject } from "../../modules/projects/projects.service";
import type { ChatAgentDefinition } from "./chat-agent";
import type { ConversationContext } from "./guided/index";

/** What a chat agent knows of the project at each turn; 404 when the project is not the user's. */
export async function loadConversationContext(
  deps: { db: Database },
  userId: string,
  projectId: string,
  agent: ChatAgentDefinition,
): Promise<ConversationContext> {
  const project = await getProject(deps, userId, projectId);
  const extra = agent.loadContext ? await agent.loadContext(deps, userId, projectId) : {};
  return { ...extra, projectName: project.projectName };
}
