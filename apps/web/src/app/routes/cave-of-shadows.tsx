import { ProjectAgentPage } from "../project-agent-page";

/**
 * Placeholder until the Cave's pages land (branch issue-cave-web replaces this file): the catalogue
 * marks the agent available, so the router needs a page for it.
 */
export default function CaveOfShadowsPage() {
  return (
    <ProjectAgentPage
      agent="cave-of-shadows"
      width="wide"
      intro="A live sandbox in which an evaluator agent and your deployed assistant act out dialogues, each turn checked and scored as it arrives."
    >
      {() => null}
    </ProjectAgentPage>
  );
}
