import { PlusIcon, RocketIcon } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { SESSION_TIMEFRAMES_MINUTES } from "@aesop/shared/constants";
import { PageLoading } from "@/components/layouts/page-loading";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useProjects } from "@/features/projects/api/get-projects";
import { ProjectListWithStatus } from "@/features/projects/components/project-list";
import { useProjectsLoadErrorToast } from "@/features/projects/hooks/use-projects-load-error-toast";
import { useMe } from "@/features/session/api/get-me";
import { AgentGrid } from "@/features/agents/components/agent-grid";
import { ProjectHome } from "@/features/workspace/components/project-home";
import { setSelectedProject, useSelectedProject } from "@/lib/selected-project";
import { AgentRegistryProvider } from "../agents/agent-registry";

const timeframes = SESSION_TIMEFRAMES_MINUTES.join(", ").replace(/, (\d+)$/, " or $1");

/**
 * The builder's home after sign-in: the selected project with what to do next, its latest reports
 * and recent activity; the agents; the Ideation Agent's introduction (spec) and the projects.
 */
export default function DashboardPage() {
  const me = useMe();
  const selected = useSelectedProject();

  if (me.isPending) return <PageLoading />;
  if (!me.data) {
    return (
      <p className="mx-auto max-w-xl px-4 py-16 text-center text-muted-foreground">
        Please log in to access the Ideation Agent.
      </p>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 grid-cols-1 gap-10 px-4 py-8 sm:px-6 sm:py-10">
      <title>Dashboard · AESOP</title>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="text-muted-foreground">
          {`Welcome back, ${me.data.displayName}.`} Here is where your project stands.
        </p>
      </header>

      {selected ? (
        <AgentRegistryProvider>
          <ProjectHome project={selected} />
        </AgentRegistryProvider>
      ) : (
        <DashboardProjects first />
      )}

      <section aria-labelledby="dashboard-agents-heading" className="grid min-w-0 gap-4">
        <h2 id="dashboard-agents-heading" className="text-xl font-semibold tracking-tight">
          Agents
        </h2>
        <AgentGrid launchable className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />
      </section>

      <IdeationIntro />

      {selected && <DashboardProjects />}
    </div>
  );
}

/** The Ideation Agent's introduction, as the spec words it. */
function IdeationIntro() {
  return (
    <section aria-labelledby="ideation-intro-heading" className="grid min-w-0 gap-5">
      <div className="space-y-2">
        <h2 id="ideation-intro-heading" className="text-xl font-semibold tracking-tight">
          Ideation Agent
        </h2>
        <p className="max-w-3xl text-muted-foreground">
          The Ideation Agent helps you shape an AI assistant from a first idea: what it is for, who it serves and where
          its limits lie. It asks questions, one topic at a time, and writes up what you found together.
        </p>
      </div>
      <Card className="min-w-0">
        <CardHeader>
          <h3 className="leading-snug font-semibold">You control the session</h3>
          <CardDescription>The agent guides you, but the conversation is yours.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          <ul className="ml-5 list-disc space-y-1.5">
            <li>Ask questions at any time, about the process or about your assistant.</li>
            <li>Skip topics that do not apply to your assistant.</li>
            <li>Go deeper on anything that matters to you.</li>
            <li>
              End early: type <q className="font-medium">complete report</q> and the agent wraps up and writes your
              report.
            </li>
            <li>
              Extend the session: type <q className="font-medium">continue exploring</q> to keep going.
            </li>
          </ul>
          <p className="text-muted-foreground">
            At the start you choose a timeframe of {timeframes} minutes. It is a guideline, not a hard limit.
          </p>
          <div>
            <Button asChild>
              <Link to={paths.ideationAgent} aria-describedby="ideation-intro-heading">
                <RocketIcon aria-hidden="true" />
                Launch
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

/** The user's projects; before any is selected, choosing one is the first thing to do. */
function DashboardProjects({ first = false }: { first?: boolean }) {
  const projectsQuery = useProjects();
  useProjectsLoadErrorToast(projectsQuery.error);
  const selected = useSelectedProject();
  const navigate = useNavigate();

  return (
    <section aria-labelledby="dashboard-projects-heading" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-projects-heading" className="text-xl font-semibold tracking-tight">
          {first ? "Choose a project" : "Your projects"}
        </h2>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.projectForm}>
            <PlusIcon aria-hidden="true" />
            Add a project
          </Link>
        </Button>
      </div>
      <ProjectListWithStatus
        query={projectsQuery}
        className="sm:grid-cols-2"
        selectedId={selected?.id}
        emptyText="You have no projects yet. Create one to start working with the agents."
        onSelect={(project) => {
          setSelectedProject(project);
          void navigate(paths.workspace);
        }}
      />
    </section>
  );
}
