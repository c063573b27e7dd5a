import { Link } from "react-router";
import { ContentPage } from "@/components/layouts/content-page";
import { paths } from "@/config/paths";

const linkClassName = "font-medium text-primary underline-offset-4 hover:underline";

export default function TermsPage() {
  return (
    <ContentPage
      title="Terms of Service"
      lead="These terms govern your use of AESOP, the AI Ethics & Safety Oversight Platform, during its closed beta."
    >
      <section aria-labelledby="acceptance-of-terms">
        <h2 id="acceptance-of-terms">1. Acceptance of Terms</h2>
        <p>
          By creating an account or using AESOP, you agree to these terms and to our{" "}
          <Link to={paths.privacy} className={linkClassName}>
            Privacy Policy
          </Link>
          . If you use AESOP on behalf of an organization, you confirm that you may accept these terms for it.
        </p>
        <p>
          Access is by invitation. As a beta participant you must also accept our non-disclosure agreement, which asks
          you to keep unreleased features, agent behavior and other confidential details of the platform to yourself.
          The NDA applies alongside these terms. We may update these terms as the beta evolves and will tell you about
          material changes before they take effect.
        </p>
      </section>

      <section aria-labelledby="use-of-the-service">
        <h2 id="use-of-the-service">2. Use of the Service</h2>
        <p>You agree to use AESOP responsibly. In particular, you will not:</p>
        <ul>
          <li>Share your account or your invitation with anyone else.</li>
          <li>
            Use the agents or the Cave of Shadows sandbox to develop assistants intended to deceive, harass or harm
            people.
          </li>
          <li>Upload content you have no right to use, or personal data about others without a lawful basis.</li>
          <li>Attempt to disrupt, overload or gain unauthorized access to the platform or other users&apos; data.</li>
        </ul>
        <p>
          The beta is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. Features may change, break or be
          withdrawn, and we may suspend accounts that violate these terms.
        </p>
      </section>

      <section aria-labelledby="intellectual-property">
        <h2 id="intellectual-property">3. Intellectual Property</h2>
        <p>
          You keep ownership of everything you bring to AESOP and everything created for you in it: your assistant
          instructions, your project content, and the reports and transcripts the agents produce for your projects. You
          grant us only the limited permission needed to store and process that content in order to provide the service
          to you.
        </p>
        <p>
          The AESOP platform itself, including its software, agents, rubrics, design and name, remains ours. Your
          feedback is welcome, and we may use it to improve the platform without obligation to you.
        </p>
      </section>

      <section aria-labelledby="limitation-of-liability">
        <h2 id="limitation-of-liability">4. Limitation of Liability</h2>
        <p>
          AESOP&apos;s agents produce advisory output. Their reviews, scores and reports are aids to your own judgment
          and are not a certification of safety, compliance or fitness for any purpose. You remain responsible for the
          assistants you build and deploy, and for the decisions you make based on our output.
        </p>
        <p>
          To the fullest extent permitted by law, we are not liable for indirect, incidental or consequential damages
          arising from your use of the beta, and our total liability is limited to the amount you have paid us for the
          service, if any, in the twelve months before the claim.
        </p>
      </section>

      <section aria-labelledby="governing-law">
        <h2 id="governing-law">5. Governing Law</h2>
        <p>
          These terms are governed by the laws of the jurisdiction in which the AESOP operator is established, without
          regard to conflict-of-law rules, and disputes will be heard by its competent courts. Nothing in these terms
          limits rights you have under mandatory consumer protection law where you live.
        </p>
        <p>
          Questions about these terms are welcome through our{" "}
          <Link to={paths.contact} className={linkClassName}>
            Contact page
          </Link>
          .
        </p>
      </section>
    </ContentPage>
  );
}
