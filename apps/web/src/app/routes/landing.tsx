import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { LogoMark } from "@/components/layouts/logo";
import { paths } from "@/config/paths";
import { AgentGrid } from "@/features/agents/components/agent-grid";
import { useMe } from "@/features/session/api/get-me";

export default function LandingPage() {
  // Signed in (spec): no sign-up call, and every available agent launches from its card.
  const signedIn = Boolean(useMe().data);
  return (
    <div className="mx-auto w-full max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
      <title>AESOP · AI Ethics &amp; Safety Oversight Platform</title>
      <section className="flex flex-col items-center text-center">
        <LogoMark className="size-16" />
        <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">AESOP</h1>
        <p className="mt-2 text-lg font-medium text-primary">AI Ethics &amp; Safety Oversight Platform</p>
        <p className="mt-6 max-w-2xl text-base text-muted-foreground sm:text-lg">
          AESOP helps the people who build AI assistants make them trustworthy. Guided agents help you shape an
          assistant from a first idea, audit its instructions against a safety rubric, interview you about its intent
          and risks, review its ethics, write test scripts that try to break its rules, run them against your deployed
          assistant (from the browser or your CI) and rehearse live conversations with it, so that what you ship behaves
          the way you meant.
        </p>
        <Button asChild size="lg" className="mt-8">
          {signedIn ? (
            <Link to={paths.dashboard}>Go to your Dashboard</Link>
          ) : (
            <Link to={paths.auth}>Login / Sign Up</Link>
          )}
        </Button>
      </section>
      <section aria-labelledby="agents-heading" className="mt-16">
        <h2 id="agents-heading" className="mb-6 text-2xl font-semibold tracking-tight">
          Our agents
        </h2>
        <AgentGrid launchable={signedIn} />
      </section>
    </div>
  );
}
