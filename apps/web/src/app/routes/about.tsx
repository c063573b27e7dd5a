import { Link } from "react-router";
import { ContentPage } from "@/components/layouts/content-page";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

export default function AboutPage() {
  return (
    <ContentPage
      title="About AESOP"
      lead="The AI Ethics & Safety Oversight Platform helps the people who build AI assistants design them carefully, review them honestly and test them before anyone else relies on them."
    >
      <section aria-labelledby="our-story">
        <h2 id="our-story">Our Story</h2>
        <p>
          AESOP began with a simple observation: most AI assistants are shaped by a few paragraphs of instructions
          written in an afternoon, and then released to people who will trust them with real questions. The instructions
          are rarely reviewed, the edge cases are rarely explored, and the first serious test often happens in front of
          a user who needed help.
        </p>
        <p>
          We built AESOP to put a deliberate process between an idea and a deployed assistant. It is in closed beta
          today, shaped by a small group of AI builders whose feedback decides what we build next.
        </p>
      </section>

      <section aria-labelledby="our-mission">
        <h2 id="our-mission">Our Mission</h2>
        <p>
          Our mission is to make careful design and honest evaluation the normal way to build AI assistants, not a
          luxury reserved for large labs. We want every builder, whether a solo developer or a team inside an
          organization, to be able to ask &ldquo;what could go wrong, and for whom?&rdquo; and get a useful,
          evidence-based answer.
        </p>
      </section>

      <section aria-labelledby="our-approach">
        <h2 id="our-approach">Our Approach</h2>
        <p>
          AESOP pairs you with a set of specialized agents, each responsible for one step. The Ideation Agent guides you
          when you have no instruction set yet. The Instructions Review Agent audits existing instructions for gaps,
          ambiguity and risky defaults. The Interview Agent takes you through a structured deep dive into your
          assistant&apos;s purpose, audience and limits.
        </p>
        <p>
          Coming soon, the Ethos Agent will review societal and ethical implications, the Eval Agent will measure
          performance and alignment with safety standards, and the Script Generation Agent will turn your instructions,
          reports and a safety rubric into a test script. That script runs in the Cave of Shadows, a live sandbox where
          an evaluator agent and your deployed assistant act out multi-turn dialogues, with every interaction captured
          and scored.
        </p>
        <p>The agents advise; you decide. Every report is written for a human to read, question and act on.</p>
      </section>

      <section aria-labelledby="philosophical-influences">
        <h2 id="philosophical-influences">Philosophical Influences</h2>
        <p>
          We draw on several traditions because no single theory captures everything that matters when software talks to
          people:
        </p>
        <ul>
          <li>
            Virtue ethics, after Aristotle: we ask what kind of character an assistant shows, whether it is honest,
            patient and appropriately humble, not only which rules it follows.
          </li>
          <li>Care ethics: we pay attention to vulnerable users and to the relationships an assistant enters.</li>
          <li>
            Kantian respect for persons: users are never merely a means, so an assistant should not manipulate, deceive
            or undermine their autonomy.
          </li>
          <li>
            Consequentialist harm analysis: we trace plausible outcomes, including rare and severe ones, and weigh who
            bears the cost.
          </li>
          <li>
            Plato&apos;s allegory of the cave: our Cave of Shadows sandbox is named after it. An assistant is judged by
            what it actually does in dialogue, not by the shadows of its claims and descriptions.
          </li>
          <li>
            Aesop&apos;s fables: short stories that end with a moral. Each test dialogue is a small story, and each
            report tries to state plainly what it teaches. That is where our name comes from.
          </li>
        </ul>
      </section>

      <section aria-labelledby="core-principles">
        <h2 id="core-principles">Core Principles</h2>
        <ul>
          <li>Human oversight: people make the final call on every design and deployment decision.</li>
          <li>Transparency: we explain how our agents reach their findings and where they may be wrong.</li>
          <li>Privacy by default: your data is self-hosted, never sold, and can be deleted along with your account.</li>
          <li>Evidence over assurances: behavior observed in testing outweighs promises in a description.</li>
          <li>Inclusivity: we test for the full range of people an assistant will meet, not only the typical user.</li>
        </ul>
      </section>

      <div className="space-y-4">
        <p>
          AESOP is invite-only while we refine it. If you build AI assistants and want to help shape a more careful way
          of doing it, we would like to hear from you.
        </p>
        <Button asChild>
          <Link to={paths.auth}>Contact for Beta Access</Link>
        </Button>
      </div>
    </ContentPage>
  );
}
