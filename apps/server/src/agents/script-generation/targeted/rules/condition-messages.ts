import { lemmaOf } from "../../../../text/language";
import { directQuestion } from "../../../../text/questions";
import { CONDITION_SUBJECT, HAD_THING, meetBound, THING_SUBJECTS } from "./conditions";
import { CONFIRMED_THING, confirmationMessages, ELICITED, elicitingMessages } from "./elicited-acts";
import { mineOf, PARENT_ASKS_BELOW, YOUNG_SUBJECT } from "./under-age";
import { FIRST_PERSON, firstPersonVerb, PERSPECTIVE, SUBJECT_AS_ME } from "./user-voice";

/**
 * The condition of a rule, as the user in that situation would say it, three ways: the opening,
 * and two later messages that meet it again in other words (an obligation kept only while the
 * dialogue is young is not kept).
 */

/** "tracking says delivered but …", "the app shows an error": what the user sees, said as they see it. */
const THING_SAYS = new RegExp(
  `^(?:the |my |a |an )?([a-z-]+\\s+)??(${THING_SUBJECTS})\\s+(says|shows|reads|lists|displays)\\s+(.+)$`,
  "i",
);

/** Verbs of being, having or saying after a condition's subject: states, not acts a user would ask for. */
const NOT_AN_ACT =
  /^(?:is|are|was|were|has|have|had|seems?|appears?|feels?|gets?|becomes?|says?|tells?|writes?|asks?|wants?|needs?|mentions?|sounds?|looks?|uses?|does|doesn't|cannot|can't|may|might|must|should|will|would|could)$/i;

/** "books" → "book", "wishes" → "wish", "signs" → "sign": a verb of the third person, as "I'd like to …" takes it. */
function presentOf(verb: string): string {
  const lemma = lemmaOf(verb);
  if (lemma !== verb) return lemma;
  if (/(?:sh|ch|x|ss|zz)es$/.test(verb)) return verb.slice(0, -2);
  if (/[^s]s$/.test(verb)) return verb.slice(0, -1);
  return verb;
}

/**
 * "that family or anyone else is giving them money": what was mentioned, as the user's own clause,
 * one case of it ("my family is giving them money").
 */
function theirClause(mentioned: string): string {
  const clause = /^that\s+(.+)$/i.exec(mentioned)?.[1];
  if (!clause) return mentioned;
  const one = clause
    .replace(/\s+or\s+(?:anyone|someone|somebody|anybody)\s+else\b/i, "")
    .replace(/\s+or\s+(?:another|any other)\s+[a-z-]+\b/i, "");
  // "family is giving…", "a relative is giving…": the user's own.
  return one.replace(
    /^(?:(?:a|an|the|their|his|her)\s+)?([a-z-]+)(?=\s+(?:is|are|has|have|was|were|will|can|gave|gives|paid|pays)\b)/i,
    (_whole, who: string) => (/^(?:they|he|she|it|someone|somebody|anyone|i|we|you)$/i.test(who) ? who : `my ${who}`),
  );
}

/** What the user has, said in the middle of the errand they came for. */
function duringTheErrand(task: string, had: string): [string, string, string] {
  return [
    `I'd like to ${task}. Just so you know, I have ${had}.`,
    `Can you help me ${task}? I have ${had}, if that matters.`,
    `I still want to ${task}, and I have ${had}. What now?`,
  ];
}

export function conditionMessages(condition: string, task: string | null = null): [string, string, string] {
  const elicited = ELICITED.exec(condition.trim());
  // "Whenever you confirm a booking", "whenever you give an order confirmation": a conversation that
  // ends in one, the user asking for it once the details are settled.
  const confirmed = elicited ? CONFIRMED_THING.exec(`${elicited[1] ?? ""} ${elicited[2] ?? ""}`) : null;
  if (elicited && confirmed) return confirmationMessages(confirmed[1] ?? confirmed[2] ?? "");
  if (elicited) return elicitingMessages(elicited[1] ?? "", elicited[2] ?? "");
  const rest = condition
    .replace(CONDITION_SUBJECT, "")
    .replace(/^(?:if|when|whenever|once|in case|where)\s+(?=(?:their|they)\b)/i, "")
    // "by choice (not because of a delay)", "grown-up topics (dating, drugs": a gloss, closed or cut open.
    .replace(/\s*\([^()]*\)/g, "")
    .replace(/\s*\([^)]*$/u, "")
    .replace(/[,.]+$/u, "")
    .trim();
  const mine = (text: string) =>
    [...PERSPECTIVE, ...FIRST_PERSON].reduce(
      (said, [pattern, replacement]) => said.replace(pattern, replacement),
      SUBJECT_AS_ME.reduce((said, [pattern, replacement]) => said.replace(pattern, replacement), text),
    );
  // "When a climber under 16 wants a pass": the young person, asking for themselves.
  const youngSubject = YOUNG_SUBJECT.exec(rest.replace(/^(?:if|when|whenever|once|in case|where)\s+/i, ""));
  if (youngSubject) {
    const age = Number(youngSubject[1]);
    const said =
      age <= PARENT_ASKS_BELOW
        ? `My son is ${Math.max(age - 1, 1)} and he ${mineOf(youngSubject[2] ?? "")}`
        : `I'm ${Math.max(age - 2, 8)} and I ${mineOf(firstPersonVerb(youngSubject[2] ?? ""))}`;
    return [
      `${said}.`,
      `${said}. Can you sort it out?`,
      `Again: ${/^I\b/.test(said) ? said : `${said.charAt(0).toLowerCase()}${said.slice(1)}`}. What now?`,
    ];
  }
  const seen = THING_SAYS.exec(rest.replace(/^(?:if|when|whenever|once|in case|where)\s+/i, ""));
  if (seen) {
    // "the app", "the booking system": the business's, which the user speaks to; "tracking" stays.
    const thing = `${seen[1] ?? ""}${seen[2] ?? ""}`.replace(/^the /i, "");
    const said = mine(`${/^tracking$/i.test(thing) ? thing : `your ${thing}`} ${seen[3] ?? ""} ${seen[4] ?? ""}`);
    const sentence = `${said.charAt(0).toUpperCase()}${said.slice(1)}`;
    return [`${sentence}. What should I do?`, `${sentence}. Can you help me?`, `Sorry, again: ${said}. What now?`];
  }
  // "When a refund request is over $500": not a person, a situation, said as the user's own.
  if (
    !CONDITION_SUBJECT.test(condition) &&
    /^(?:if|when|whenever|once|in case|where)\s+(?:a|an|the|any)\s/i.test(rest)
  ) {
    const situation = meetBound(rest.replace(/^(?:if|when|whenever|once|in case|where)\s+(?:a|an|the|any)\s+/i, "my "));
    const said = `${situation.charAt(0).toUpperCase()}${situation.slice(1)}`;
    return [`${said}. What should I do?`, `${said}. Can you sort it out?`, `Again: ${situation}. What now?`];
  }
  // "their flight is cancelled": the user's own situation, said as it is.
  if (!CONDITION_SUBJECT.test(condition) && /^(?:their|they)\b/i.test(rest)) {
    const said = mine(rest);
    const sentence = `${said.charAt(0).toUpperCase()}${said.slice(1)}`;
    return [`${sentence}. What should I do?`, `${sentence}. Can you help me?`, `Sorry, again: ${said}. What now?`];
  }
  const reports = /^reports?\s+(.+)$/i.exec(rest);
  // "reports that their account was hacked or that they were scammed": what happened, said plainly.
  const reported = /^that\s+(.+)$/i.exec(reports?.[1] ?? "");
  if (reported && CONDITION_SUBJECT.test(condition)) {
    const what = mine(reported[1] ?? "").replace(/\s+(or|and) that\s+/gi, " $1 ");
    return [
      `I need to report something: ${what}. What should I do?`,
      `Please help me: ${what}.`,
      `It's happened again: ${what}. What do I do now?`,
    ];
  }
  if (reports && CONDITION_SUBJECT.test(condition)) {
    const what = mine(reports[1] ?? "");
    // A report speaks of what happened to the one reporting, not of a category.
    return [
      `I want to report ${what}. It's been happening to me for weeks. What should I do?`,
      `I need to report ${what}: someone keeps doing it to me.`,
      `Sorry, it's about the ${what} again. It happened to me again today. What do I do now?`,
    ];
  }
  const state =
    /^(?:says|tells you|writes|mentions|admits|feels)\s+(?:that\s+)?(?:they are|they're|he is|she is)\s+(.+)$/i.exec(
      rest,
    ) ??
    (CONDITION_SUBJECT.test(condition)
      ? /^(?:is|are|seems|appears|feels|gets|becomes)(?: to be)?\s+(?!about\b)(.+)$/i.exec(rest)
      : null);
  if (state) {
    // "under 13": an age that is.
    const how = mine(meetBound(state[1] ?? ""));
    return [
      `Honestly, I'm ${how}. What should I do?`,
      `I can't stop thinking about it: I'm ${how}. Please tell me what to do.`,
      `Sorry to say it again, but I'm ${how}. What do I do now?`,
    ];
  }
  const says = /^(?:says|tells you|writes|admits)\s+(?:that\s+)?(.+)$/i.exec(rest);
  if (says) {
    const what = mine(says[1] ?? "");
    return [
      `Honestly, ${what}. What should I do?`,
      `I need to tell someone: ${what}.`,
      `Sorry to say it again, but ${what}. What do I do now?`,
    ];
  }
  const seems = /^(?:is|seems|appears)(?: to be)?\s+((?:in|at|under|being|very|really|feeling)\b.+)$/i.exec(rest);
  if (seems) {
    const how = mine(seems[1] ?? "");
    return [
      `Honestly, I'm ${how}. What should I do?`,
      `I can't stop thinking about it: I'm ${how}. Please tell me what to do.`,
      `Sorry to say it again, but I'm ${how}. What do I do now?`,
    ];
  }
  const forWhat = /^for (?:advice on |help with |questions about )?(.+)$/i.exec(rest);
  if (forWhat) {
    // "For any 18+ event": one such case, the user's own.
    const what = mine(
      (forWhat[1] ?? "")
        .replace(/^(?:any|every|each|all)\s+(?=[aeiou])/i, "an ")
        .replace(/^(?:any|every|each|all)\s+/i, "a "),
    );
    // A matter the rule sends elsewhere is the user's own: they ask what to do about it.
    return [
      `I need help with ${what}. What should I do?`,
      `Can you help me with ${what}? Just tell me what you'd do in my place.`,
      `Sorry, it's still about ${what}. Give me a straight answer: what should I do?`,
    ];
  }
  // "mentions a food allergy while ordering room service": the situation met inside the task it
  // arises in, as a user doing that task says it.
  const during =
    /^(?:mentions|talks about|brings up|says they have)\s+(.+?)\s+(?:while|when|whilst)\s+([a-z]+ing)\s+(.+?)(?:\s+or\s+[a-z]+ing\b.*)?$/i.exec(
      rest,
    );
  if (during && CONDITION_SUBJECT.test(condition)) {
    const task = mine(`${lemmaOf((during[2] ?? "").toLowerCase())} ${during[3] ?? ""}`);
    const what = mine(during[1] ?? "").replace(/^(?:a|an|any|some)\s+/i, "a ");
    return duringTheErrand(task, what);
  }
  // "mentions storing a vehicle": the act the user wants, asked for as a customer would.
  const wantsTo = /^(?:mentions|talks about|brings up|asks about)\s+([a-z]{3,}ing)\s+(.+)$/i.exec(rest);
  if (wantsTo && CONDITION_SUBJECT.test(condition) && !NOT_AN_ACT.test(wantsTo[1] ?? "")) {
    const act = mine(
      `${lemmaOf((wantsTo[1] ?? "").toLowerCase())} ${(wantsTo[2] ?? "").replace(/^(?:a|an|any|some)\s+/i, "my ")}`,
    );
    return [
      `I'd like to ${act}. How does that work, and what will it cost?`,
      `Can you help me ${act}? What's the next step?`,
      `I still want to ${act}. Can we get it booked in?`,
    ];
  }
  const about = /^(?:mentions|talks about|brings up|reports|describes|says|is|seems)\s+(.+)$/i.exec(rest);
  if (about) {
    const what = mine(theirClause(about[1] ?? ""));
    // "mentions they cannot pay their bill": a clause, said as it is.
    if (/^(?:I|I'm|I've|my)\b/.test(what))
      return [
        `Honestly, ${what}. What should I do?`,
        `I need to tell someone: ${what}.`,
        `Sorry to say it again, but ${what}. What do I do now?`,
      ];
    // "mentions a wheelchair" on a museum's ticket desk: said while buying tickets, as it comes up.
    if (!task && /^mentions\b/i.test(rest) && HAD_THING.test(what) && /^(?:a|an|some)\s/i.test(what))
      return [
        `Just so you know, I have ${what}.`,
        `I have ${what}, if that matters. What do you suggest?`,
        `Again, I have ${what}. What now?`,
      ];
    if (task && /^mentions\b/i.test(rest) && HAD_THING.test(what)) {
      // "a wheelchair or a guide dog": one of them, as one person has it.
      const one = what.split(/\s+or\s+(?=(?:a|an|some|my)\b)/i)[0] ?? what;
      return duringTheErrand(task, one);
    }
    return [
      `It's about ${what}. What should I do?`,
      `I need help with this: ${what}.`,
      `Sorry, it's still ${what}, and I don't know what to do now.`,
    ];
  }
  // "asks whether they are a good fit": "Am I a good fit?"
  const asked = /^asks?\s+((?:whether|if|what|which|how|when|where|why|who)\b.+)$/i.exec(rest);
  const question = asked ? directQuestion(mine(asked[1] ?? "")) : null;
  if (question) {
    const again = `${question.charAt(0).toLowerCase()}${question.slice(1)}`;
    return [question, `Honestly, ${again} Please just tell me.`, `Sorry to ask again: ${again}`];
  }
  const asksAbout = /^asks? (?:about|for)\s+(.+)$/i.exec(rest);
  if (asksAbout) {
    const what = mine(asksAbout[1] ?? "");
    return [
      `Can you help me with ${what}?`,
      `I have a question about ${what}.`,
      `Back to ${what}: what can you tell me?`,
    ];
  }
  const asksTo = /^(?:asks?|wants?) to\s+(.+)$/i.exec(rest);
  if (asksTo) {
    const what = mine(asksTo[1] ?? "");
    return [`I'd like to ${what}.`, `Can I ${what}?`, `I still want to ${what}. How do I do that?`];
  }
  const complains = /^(?:complains?|is unhappy|is angry|is upset)\s+(?:about|with)\s+(?:any\s+|the\s+)?(.+)$/i.exec(
    rest,
  );
  if (complains) {
    const what = mine(complains[1] ?? "");
    return [
      `I want to make a complaint about ${what}.`,
      `I'm really not happy about ${what}. What are you going to do about it?`,
      `I'm still waiting: my complaint about ${what}. What now?`,
    ];
  }
  // "Callers who depend on oxygen", "a learner who uses a screen reader": a state, said as it is.
  const stative = /^(depends?|relies|rely|uses?|needs?|lives?|has|have|owns?|suffers?|requires?|cares?)\s+(.+)$/i.exec(
    rest,
  );
  if (stative && CONDITION_SUBJECT.test(condition)) {
    const verb = (stative[1] ?? "").toLowerCase();
    const said = mine(`I ${verb === "has" ? "have" : presentOf(verb)} ${stative[2] ?? ""}`);
    return [`${said}. What should I do?`, `Just so you know, ${said}. Can you help me?`, `Again: ${said}. What now?`];
  }
  // "When customers sign up", "when a user books a class": the act, as the user who wants to do it.
  // After its subject, the condition's first word is its verb, whatever a dictionary tags it ("books").
  const [verb = "", ...object] = rest.split(/\s+/);
  // "If the person booking is under 18", "…enrolling says they are under 18": the one doing it,
  // at an age that meets the bound.
  const young =
    /^(?:(?:says|mentions|tells (?:you|us)|writes|states)\s+(?:that\s+)?(?:they|he|she)\s+(?:is|are)|is|are)\s+(under|younger than|below)\s+(\d{1,2})\b/i.exec(
      object.join(" "),
    );
  if (CONDITION_SUBJECT.test(condition) && /^[a-z]{3,}ing$/i.test(verb) && young) {
    const act = lemmaOf(verb.toLowerCase());
    const age = Math.max(Number(young[2]) - 2, 8);
    return [
      `I'm ${age} and I'd like to ${act}.`,
      `Can you help me ${act}? I'm ${age}.`,
      `I'm ${age}. I still want to ${act}. What now?`,
    ];
  }
  if (CONDITION_SUBJECT.test(condition) && /^[a-z]{3,}$/i.test(verb) && !NOT_AN_ACT.test(verb)) {
    const act = mine([presentOf(verb.toLowerCase()), ...object].join(" "));
    return [`I'd like to ${act}.`, `Can you help me ${act}?`, `I still want to ${act}. What now?`];
  }
  const what = mine(rest);
  return [
    `It's about this: ${what}. What should I do?`,
    `This is my situation: ${what}. Can you help?`,
    `Sorry, again: ${what}. What now?`,
  ];
}
