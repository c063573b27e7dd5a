import { PRIVACY_LAST_UPDATED } from "@aesop/shared/constants";
import { Link } from "react-router";
import { ContentPage } from "@/components/layouts/content-page";
import { paths } from "@/config/paths";

export default function PrivacyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      lead="AESOP handles the instructions, conversations and reports behind your AI assistants. This policy explains what we collect, why, and how you stay in control of it."
    >
      <p className="text-sm text-muted-foreground">Last updated {PRIVACY_LAST_UPDATED}</p>

      <section aria-labelledby="data-we-collect">
        <h2 id="data-we-collect">Data We Collect</h2>
        <p>We collect only what we need to run the platform during the closed beta:</p>
        <ul>
          <li>
            Account information: your name, email address, beta application details and your acceptance of the beta
            non-disclosure agreement.
          </li>
          <li>
            Usage data: sign-in times, the features and agents you use, and technical logs such as errors, used to keep
            the service reliable and secure.
          </li>
          <li>
            AI model data: the assistant instructions you write or upload, the transcripts of your sessions with our
            agents and of test dialogues, and the reports the agents produce for your projects.
          </li>
        </ul>
        <p>
          Sessions are kept in secure, HttpOnly cookies that page scripts cannot read. We do not use advertising or
          third-party tracking cookies.
        </p>
      </section>

      <section aria-labelledby="how-we-use-your-data">
        <h2 id="how-we-use-your-data">How We Use Your Data</h2>
        <ul>
          <li>To provide the service: running the agents on your projects and showing you their results.</li>
          <li>To manage the beta: reviewing applications, sending invitations and recording NDA acceptance.</li>
          <li>To keep AESOP secure, investigate abuse and fix problems.</li>
          <li>To improve the platform, using aggregated usage patterns rather than the content of your projects.</li>
        </ul>
        <p>
          We store your data in our own self-hosted PostgreSQL database. We never sell it, and we do not use your
          instructions, transcripts or reports to train AI models. Where an agent needs a language model provider to
          process your content, we send only what that request requires.
        </p>
      </section>

      <section aria-labelledby="data-retention-and-deletion">
        <h2 id="data-retention-and-deletion">Data Retention and Deletion</h2>
        <p>
          We retain your data for as long as your account exists, so that your projects and their history are there when
          you return. You can ask us to delete your data at any time, and we will act on the request promptly.
        </p>
        <p>
          You can also do it yourself: Settings &gt; Delete Account permanently deletes your account together with all
          of its projects, reports and transcripts. Deleted data is removed from routine backups as they expire.
        </p>
      </section>

      <section aria-labelledby="your-rights">
        <h2 id="your-rights">Your Rights</h2>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>Access the personal data we hold about you.</li>
          <li>Correct data that is inaccurate or incomplete.</li>
          <li>Delete your data and your account.</li>
          <li>Receive your data in a portable, machine-readable format.</li>
          <li>Object to, or ask us to restrict, particular uses of your data.</li>
        </ul>
        <p>
          To exercise any of these rights or ask a question about this policy, reach us through the{" "}
          <Link to={paths.contact} className="font-medium text-primary underline-offset-4 hover:underline">
            Contact page
          </Link>
          . Our{" "}
          <Link to={paths.terms} className="font-medium text-primary underline-offset-4 hover:underline">
            Terms of Service
          </Link>{" "}
          describe the rest of our agreement with you.
        </p>
      </section>
    </ContentPage>
  );
}
