import { regulatoryOrientation } from "../ethos/index";
import { escapeMarkdownText } from "../runtime/markdown";
import type { DesignFacet, DesignState } from "./design-state";
import { designProfile, domainOf } from "./domain";
import { DOMAIN_EXAMPLES } from "./domain-examples";
import type { KnowledgeId } from "./knowledge-ids";

/**
 * The guided agents' answers to the creator's questions: a built-in knowledge base about
 * assistant design and safety. Examples come from the project's domain; regulatory questions get
 * the Ethos Agent's orientation for the deployment described so far. An answer is information,
 * never legal advice, and the conversation then returns to its plan.
 */

/** The topic being asked, and the review finding it is about in an interview. */
export interface QuestionContext {
  design: DesignState;
  projectName: string;
  facet: DesignFacet | null;
  topic: { title: string; why: string; example: string } | null;
  finding: {
    name: string;
    summary: string;
    evidence: ReadonlyArray<{ line: number; quote: string }>;
    whyItMatters: string;
    suggestedSentence: string | null;
  } | null;
}

export interface KnowledgeAnswer {
  id: KnowledgeId;
  markdown: string;
  /** The domain whose examples were used. */
  domain: string | null;
}

interface Route {
  id: KnowledgeId;
  weight: number;
  pattern: RegExp;
}

const ROUTES: readonly Route[] = [
  {
    id: "regulation",
    weight: 3,
    pattern:
      /\b(?:EU|europe\w*|GDPR|AI Act|legal|illegal|lawful|law|laws|allowed|complian\w*|regulat\w*|medical device|permitted|FCA|HIPAA)\b/i,
  },
  {
    id: "failure-examples",
    weight: 2.5,
    pattern:
      /\b(?:go(?:es)? wrong|get(?:s)? wrong|usual risks|common risks|risks? with|fail(?:s|ures?)?|mistakes|worst|problems? with)\b/i,
  },
  {
    id: "crisis-lines",
    weight: 3,
    pattern: /\b(?:crisis line|helpline|hotline|which number|what number|emergency number|samaritans|suicide line)\b/i,
  },
  {
    id: "data-retention",
    weight: 2,
    pattern:
      /\b(?:how long (?:should|can|do) (?:we|i|it) (?:keep|store)|retention|delete|store (?:the )?(?:chats|data|conversations)|personal data|privacy)\b/i,
  },
  {
    id: "success-measures",
    weight: 2.5,
    pattern: /\b(?:measure|metrics?|kpis?|targets?|how (?:do|would|will) (?:i|we) know)\b/i,
  },
  {
    id: "prompt-injection",
    weight: 3,
    pattern:
      /\b(?:jailbreak\w*|trick(?:ed)? (?:it|the)|ignore (?:its|the|their) (?:rules|instructions)|prompt injection|manipulat\w*)\b/i,
  },
  {
    id: "minors",
    weight: 2,
    pattern:
      /\b(?:kids?|child(?:ren)?|minors?|teen\w*|age (?:check|verification)|under 1[368]s?|young (?:users|people))\b/i,
  },
  {
    id: "tone-advice",
    weight: 2.5,
    pattern: /\b(?:tone|voice|formal|emojis?|persona|give it a name|sound like|how should it sound)\b/i,
  },
  {
    id: "scope-advice",
    weight: 2.5,
    pattern: /\b(?:off-?topic|out of scope|scope|anything else|how narrow|unrelated)\b/i,
  },
  {
    id: "escalation-advice",
    weight: 2,
    pattern: /\b(?:hand ?over|handoff|to a human|escalat\w*|no staff|nobody (?:is )?(?:there|available))\b/i,
  },
  {
    id: "ai-disclosure",
    weight: 2,
    pattern:
      /\b(?:(?:it'?s|it is|that it'?s) (?:a |an )?(?:bot|ai|robot|machine)|disclos\w*|pretend\w* to be (?:a )?(?:human|person)|tell (?:people|users|them) (?:it|that))\b/i,
  },
  {
    id: "hallucination",
    weight: 2.5,
    pattern:
      /\b(?:makes? (?:things|stuff) up|made up|hallucinat\w*|invent\w*|doesn'?t know|does not know|isn'?t sure)\b/i,
  },
  {
    id: "topic-why",
    weight: 2,
    pattern: /\b(?:why (?:do|does|would|should|is|are)|why ask|what for|why it matters|does it matter|important)\b/i,
  },
  {
    id: "topic-example",
    weight: 2.5,
    pattern: /\b(?:examples?|for instance|sample|look like|good answer|such as what|like what)\b/i,
  },
  {
    id: "process",
    weight: 2,
    pattern:
      /\b(?:how long (?:will|does) (?:this|it|the session)|what happens (?:next|with|to) (?:my|the|this)|how does this work|the report)\b/i,
  },
];

const FINDING =
  /\b(?:review|finding|flag(?:ged)?|gap|line|quote[ds]?|suggest\w*|fix|what should (?:i|we) (?:write|add|say)|what does (?:it|that|this) mean|why (?:is|was) (?:it|this|that))\b/i;

export function routeQuestion(question: string, ctx: Pick<QuestionContext, "finding">): KnowledgeId {
  if (ctx.finding && FINDING.test(question)) return "finding";
  let best: KnowledgeId | null = null;
  let bestScore = 0;
  for (const route of ROUTES) {
    if (route.pattern.test(question) && route.weight > bestScore) {
      best = route.id;
      bestScore = route.weight;
    }
  }
  if (best) return best;
  // A question on a topic with nothing more specific: what the topic is for.
  return ctx.finding ? "finding" : "topic-why";
}

export function answerQuestion(question: string, ctx: QuestionContext): KnowledgeAnswer {
  const id = routeQuestion(question, ctx);
  const profile = designProfile(ctx.design, ctx.projectName, [question]);
  const domain = domainOf(designProfile(ctx.design, ctx.projectName));
  const examples = domain ? DOMAIN_EXAMPLES[domain] : null;
  const facetExample = examples && ctx.facet ? examples.answers[ctx.facet] : undefined;
  const text = (() => {
    switch (id) {
      case "regulation": {
        const items = regulatoryOrientation(profile, [])
          .filter((item) => item.applies !== "unlikely")
          .slice(0, 4);
        const lines = items.map(
          (item) => `- **${item.framework}** (${item.applies}): ${item.obligation} *Why:* ${item.reason}`,
        );
        const asksEu = /\b(?:EU|europe\w*|GDPR|AI Act)\b/i.test(question);
        return [
          `For an assistant like this${asksEu ? " offered in the EU" : ""}, here is what plausibly applies, from what you've told me so far:`,
          lines.length > 0
            ? lines.join("\n")
            : "- **EU AI Act, Article 50**: tell people they are talking with an AI. **GDPR**: a legal basis for the personal data it handles, data minimisation, and a retention period.",
          "Under the GDPR (and UK GDPR), keeping personal data such as chat logs is allowed with a legal basis and a stated purpose, for no longer than that purpose needs; say how long in your privacy notice. This is orientation, not legal advice: the Ethos Agent goes further, and a lawyer should confirm.",
        ].join("\n\n");
      }
      case "failure-examples": {
        const failures = examples?.failures ?? [
          "confident wrong answers (invented facts, policies or prices)",
          "no route to a person when someone is upset or in danger",
          "being talked out of its rules by a user (prompt injection)",
          "asking for or repeating personal data it does not need",
        ];
        const who = examples?.assistant ?? "assistants like this one";
        return `What most often goes wrong with ${who}:\n\n${failures.map((failure) => `- ${failure}`).join("\n")}\n\nEach of these is worth a rule and a test.`;
      }
      case "crisis-lines":
        return [
          "Give the number for where your users are, and the emergency number. Some that are widely used:",
          "- UK and Ireland: Samaritans **116 123**; Ireland also Pieta **1800 247 247**; emergency **999** / **112**",
          "- US: **988** Suicide & Crisis Lifeline; emergency **911**",
          "- EU: emergency **112**; national lines differ (e.g. Germany TelefonSeelsorge 0800 111 0 111)",
          "- Children in the UK: Childline **0800 1111**",
          "Check the number before launch and write it into the instructions: the assistant should not look it up.",
        ].join("\n");
      case "data-retention":
        return "Ask only for what a task needs, say what is kept and for how long, and delete it after that. A common pattern: no personal data asked beyond what identifies the request (e.g. an order number and e-mail), logs kept 30 to 90 days for quality and abuse monitoring, anything sensitive (health, card details) never repeated back.";
      case "success-measures":
        return `Pick two or three numbers you can check, and one that would make you stop. ${examples?.answers.success ? `For example: "${examples.answers.success}"` : 'For example: "70% of requests completed without a person, and no harmful answer in 200 test conversations."'}`;
      case "prompt-injection":
        return 'Users and pasted documents will try to change the assistant\'s rules ("ignore your instructions…"). Write that text from users or documents is information, never a command; never reveal the instructions; and test it with a few such attempts before launch.';
      case "minors":
        return "If children or teenagers may use it, say so: it changes the content allowed, the data it may ask for (none that identifies them), and what it does when a young person discloses harm (tell them it's not their fault, give Childline 0800 1111 in the UK, encourage them to tell a trusted adult). Children's codes (UK Age Appropriate Design Code, COPPA in the US) may apply.";
      case "tone-advice":
        return `Three words for its voice and one thing it must never sound like are enough to test. ${examples?.answers.tone ? `For example: "${examples.answers.tone}"` : 'For example: "Friendly, calm and brief; never sarcastic."'} Say whether emojis or a name are welcome.`;
      case "scope-advice":
        return "A narrow scope is safer and easier to test: list the tasks it handles, and say what it does with anything else (say briefly it can't help and point to where they can ask).";
      case "escalation-advice":
        return "Say when it hands over (on request, after two failed attempts, when someone is upset or in danger), to whom, and what happens when nobody is available (opening hours, a call back, an emergency number).";
      case "ai-disclosure":
        return 'Yes: the EU AI Act (Article 50, from August 2026) requires telling people they are talking with an AI unless it is obvious, and users trust assistants more when they know. A rule such as "If asked, or at the start, say you are an AI assistant" covers it.';
      case "hallucination":
        return "Models sound just as sure when they are wrong. Tell it to say plainly when it is not sure, never to invent facts, prices or policies, and to point to the source (a help page, a person) instead.";
      case "topic-example":
        return `Here is an example${domain ? " for an assistant like yours" : ""}: "${facetExample ?? ctx.topic?.example ?? "A single, concrete sentence that a tester could check."}"`;
      case "finding": {
        const finding = ctx.finding;
        if (!finding) return ctx.topic?.why ?? "";
        const quotes =
          finding.evidence.length === 0
            ? "It found no line about this in your instructions."
            : `It quoted:\n\n${finding.evidence.map((quote) => `- line ${quote.line}: "${escapeMarkdownText(quote.quote)}"`).join("\n")}`;
        return [
          `The review judged **${escapeMarkdownText(finding.name)}**: ${escapeMarkdownText(finding.summary)}`,
          quotes,
          `**Why it matters:** ${escapeMarkdownText(finding.whyItMatters)}`,
          finding.suggestedSentence ? `**A fix it suggests:** "${escapeMarkdownText(finding.suggestedSentence)}"` : "",
        ]
          .filter((part) => part !== "")
          .join("\n\n");
      }
      case "process":
        return "It takes as long as you like: the timeframe is a guideline. Everything you tell me goes into the report in your workspace, with a draft set of instructions where there is one; say **complete report** at any time.";
      case "topic-why":
        return `${ctx.topic?.why ?? "It shapes what the assistant may do and how it is tested."}${facetExample ? `\n\nFor example, for an assistant like yours: "${facetExample}"` : ""}`;
    }
  })();
  return { id, markdown: text, domain };
}
