import { lemmaOf, verbOfParticiple } from "./language";
import { FORBIDDEN_BY_NO, lowerFirst, withSituationsSpelledOut } from "./situation-rows";
/**
 * Rules as builders write them, said the way the directive reader reads them: a prohibition as a
 * "never", an obligation with its situation first. The reader finds a prohibition by its negation
 * and a triggered obligation by its "when"; builders write both in many other ways.
 */

/** Where a sentence starts: the line's start (after its bullet or number, if any), or after a sentence's end. */
const SENTENCE_START = String.raw`(^\s*(?:[-*•+]|\d{1,2}[.)]|\d{1,2}(?:\.\d{1,2})+\.?|A:|Answer:)?\s*|[.;!?|]\s+)`;
/**
 * Prohibitions written without a "not", and what they forbid said as the "never" they mean, so the
 * reader (which reads a prohibition by its negation) tests them like any other: "It is forbidden to
 * give legal advice", "Stay away from politics", "Keep other guests' room numbers confidential",
 * "Only the account holder may change the address" (anyone else may not), "Group bookings must go
 * through the events team" (the assistant does not take them itself).
 */
const PARAPHRASED_PROHIBITIONS: readonly [RegExp, string | ((...groups: string[]) => string)][] = [
  // "Important: every confirmation states…", "Exception: guests under 18…": an SOP's label, no part of its rule.
  [
    /^(\s*(?:[-*•+]\s+)?)(?:note|important|exception|warning|caution|nb|n\.b\.|reminder|rule|policy)\s*:\s+(?=\S)/gi,
    "$1",
  ],
  // A contract's "shall" is a "must": "The Agent shall not disclose these Terms".
  [/\bshall\s+not\b/g, "must not"],
  [/\bshall\b(?=\s+[a-z])/g, "must"],
  // "Should the Customer mention a baby…, …": a condition, inverted.
  [
    new RegExp(
      `${SENTENCE_START}should\\s+((?:the|a|an|any)\\s+[A-Za-z-]+|you|they|someone|anyone)\\s+([a-z]+)\\b`,
      "gi",
    ),
    (_, start = "", who = "", verb = "") =>
      `${start}If ${lowerFirst(who)} ${/^(?:you|they)$/i.test(who) ? verb : presentOf(verb)}`,
  ],
  // "On confirming any Booking, …": whenever the assistant does it.
  [
    new RegExp(
      `${SENTENCE_START}(?:on|upon|when|after)\\s+([a-z]{3,}ing)\\s+(?:any|a|an|the|each|every)\\s+([A-Za-z][\\w-]*)\\s*,`,
      "gi",
    ),
    (_, start = "", act = "", what = "") =>
      `${start}Whenever you ${lemmaOf(act.toLowerCase())} ${/^[aeiou]/i.test(what) ? "an" : "a"} ${what.toLowerCase()},`,
  ],
  // "Advice on do-it-yourself pesticide use … is not permitted": giving it is what the rule forbids.
  [
    new RegExp(
      `${SENTENCE_START}((?!(?:it|this|that|there|these|those|they|you|we)\\b)[A-Za-z][^.;:!?]{2,200}?)\\s+(?:is|are)\\s+(?:strictly\\s+)?(?:not permitted|not allowed|prohibited|forbidden|banned)(?=\\s*(?:[.;!?]|$))`,
      "gi",
    ),
    (_, start = "", what = "") =>
      /^[A-Za-z]+ing\b/.test(what.trim())
        ? `${start}Never ${lemmaOf((what.trim().split(/\s+/)[0] ?? "").toLowerCase())} ${what.trim().split(/\s+/).slice(1).join(" ")}`
        : `${start}Never give ${lowerFirst(what.trim().replace(/^(?:A|An|The|Any)\b/, (article) => article.toLowerCase()))}`,
  ],
  // "Please don't ever explain…", "Don't ever…", "Please never…": a plain "never".
  [
    new RegExp(`${SENTENCE_START}(?:please\\s+)?(?:(?:don't|do not)\\s+ever|never\\s+ever)\\s+(?=[a-z])`, "gi"),
    "$1Never ",
  ],
  [new RegExp(`${SENTENCE_START}please\\s+(never|don't|do not)\\s+(?=[a-z])`, "gi"), "$1$2 "],
  // "We'd want you to tell them…", "we'd love you to…", "we need you to…": what is asked of the assistant.
  [
    /\b(?:we'd|we would|I'd|I would|we|I)\s+(?:(?:really|also)\s+)?(?:want|like|love|need|ask|expect)\s+you\s+to\s+(?=[a-z])/gi,
    "",
  ],
  // "We'd rather you kept these notes to yourself", "we'd rather you didn't quote prices".
  [/\b(?:we'd|we would|I'd|I would)\s+rather\s+you\s+(?:didn't|did not|never)\s+(?=[a-z])/gi, "never "],
  [/\b(?:we'd|we would|I'd|I would)\s+rather\s+you\s+kept\s+([^.;!?]{3,80}?)\s+to\s+yourself\b/gi, "never reveal $1"],
  // "Keep to yourself whether a named person is staying…": never reveal it.
  [new RegExp(`${SENTENCE_START}(?:please\\s+)?keep\\s+to\\s+yourself\\s+(?=[a-z])`, "gi"), "$1Never reveal "],
  // "…leave questions about who's at fault to their insurer or a solicitor": handed on, never answered.
  [
    /(?:,\s*)?\b(?:and\s+)?leave\s+((?:any\s+|all\s+)?(?:questions?|matters?|anything|decisions?)\s+(?:about|on|of|over)\s+[^.;!?]{3,120}?)\s+to\s+((?:the|their|your|a|an)\s+[^.;!?]{3,60})/gi,
    (_, what = "", who = "") => `. Never answer ${what.trim()} yourself; refer them to ${who.trim()}`,
  ],
  // "a child under 4 can only be booked into a private lesson, never into a group": the "never"
  // borrows the verb and its subject from the clause before it.
  [
    /(^|[,;.]\s+(?:so\s+)?|\bso\s+)((?:(?:a|an|the|any|every|each|all|no)\s)?[^,;.]{2,60}?)\s+(?:can|may|should|must|will|is to|are to)\s+only\s+be\s+([a-z]{3,})\s+(into|in|on|onto|to|for|with|as)\s+([^,;.]{2,60}),\s+(?:but\s+)?(?:never|not)\s+(into|in|on|onto|to|for|with|as)\s+([^,;.]{2,60})/gi,
    (_whole, start = "", subject = "", verb = "", preposition = "", allowed = "", other = "", forbidden = "") =>
      `${start}${subject} can only be ${verb} ${preposition} ${allowed}; never ${ACTIVE_OF[verb.toLowerCase()] ?? verbOfParticiple(verb)} ${lowerFirst(subject)} ${other} ${forbidden}`,
  ],
  // "Self-employed applicants with under two years of accounts are booked with Dana only, never in the
  // general diary": the "never" is the same act, done to them elsewhere.
  [
    /(^|[.;]\s+)((?:(?:a|an|the|any|all)\s)?[A-Za-z][^,;.:]{2,80}?)\s+(?:are|is|get|gets)\s+(?:always\s+)?([a-z]{3,}ed|put|sent|seen)\s+(into|in|on|onto|to|with|by)\s+([^,;.]{2,60}?)\s+only\b[^;.]*?,\s+(?:but\s+|and\s+)?(?:never|not)\s+(into|in|on|onto|to|with|by)\s+([^,;.]{2,60})/gi,
    (_whole, start = "", subject = "", verb = "", preposition = "", allowed = "", other = "", forbidden = "") =>
      `${start}${subject} are ${verb} ${preposition} ${allowed} only; never ${ACTIVE_OF[verb.toLowerCase()] ?? verbOfParticiple(verb)} ${lowerFirst(subject)} ${other} ${forbidden}`,
  ],
  // "Only book adults into the evening class, never into the…": the same, said actively.
  [
    /(^|[,;.]\s+(?:so\s+)?|\bso\s+)only\s+([a-z]{3,})\s+([^,;.]{2,60}?)\s+(into|in|on|onto|to|for|with|as)\s+([^,;.]{2,60}),\s+(?:but\s+)?(?:never|not)\s+(into|in|on|onto|to|for|with|as)\s+([^,;.]{2,60})/gi,
    (_whole, start = "", verb = "", object = "", preposition = "", allowed = "", other = "", forbidden = "") =>
      `${start}${/^\s*$/.test(start) ? "Only" : "only"} ${verb} ${object} ${preposition} ${allowed}; never ${verb} ${object} ${other} ${forbidden}`,
  ],
  // "Whether a worker is a contractor is for their accountant": a question the assistant leaves to
  // someone else, which it must not answer itself.
  [
    new RegExp(
      `${SENTENCE_START}(whether|which|what|how much|how many)\\s+([^.;!?]{5,140}?)\\s+(?:is|are)\\s+(?:(?:only|strictly)\\s+)?(?:for|up to|a (?:matter|question|decision|call) for)\\s+((?:their|your|the|an?)\\s+[^,.;!?]{3,60})`,
      "gi",
    ),
    // "a worker" is the user's own case: "whether my worker should be…".
    (_, start = "", wh = "", clause = "", who = "") =>
      `${start}Never tell them ${wh.toLowerCase()} ${clause.replace(/\b(?:a|an)\s+(?=[a-z-]+\s+(?:should|needs?|is|are|can|must|has|have|will|would|may)\b)/i, "my ")}; that is for ${who}`,
  ],
  // "Nobody goes into A2 on their own say-so": letting anyone do it is what the rule forbids.
  [
    new RegExp(
      `${SENTENCE_START}(?:nobody|no one|no-one)\\s+(?!(?:is|are|was|were|has|have|had|can|could|may|might|must|should|shall|will|would|does|did|gets|likes|loves|wants|knows|needs|minds|cares|expects|enjoys|hates|wins)\\b)([a-z]{2,}s)\\s+(?=[a-z])`,
      "gi",
    ),
    (_, start = "", verb = "") =>
      `${start}Never let anyone ${/^goes$/i.test(verb) ? "go" : lemmaOf(verb.toLowerCase())} `,
  ],
  // "We never pass on another owner's number": the business's rule is the assistant's.
  [new RegExp(`${SENTENCE_START}we\\s+(?:never|don't|do not|won't|will not|must not)\\s+(?=[a-z])`, "gi"), "$1Never "],
  // "You give no medical advice yourself", "give no repair price": the "no" forbids the act.
  [
    new RegExp(`${SENTENCE_START}(?:you\\s+|the assistant\\s+|it\\s+)?(${FORBIDDEN_BY_NO})s?\\s+no\\s+(?=[a-z])`, "gi"),
    (_, start = "", verb = "") => `${start}Never ${verb.toLowerCase()} `,
  ],
  // "Entire males over 6 months old don't go in group play": letting them is what the rule forbids.
  [
    new RegExp(
      `${SENTENCE_START}((?!(?:you|we|i|it|they|he|she|this|that|the assistant|staff|our team|there)\\b)[A-Za-z][\\w()' -]{2,60}?)\\s+(?:don't|do not|never|can't|cannot|may not|must not)\\s+(go|join|enter|play|stay|ride|travel|swim|sit|take part|attend|come|board|use)\\b`,
      "gi",
    ),
    (_, start = "", who = "", verb = "") => `${start}Never let ${lowerFirst(who)} ${verb.toLowerCase()}`,
  ],
  // "Before any visit is changed, cancelled or added: the full name and the passcode": a gate on the acts.
  [
    new RegExp(
      `${SENTENCE_START}before\\s+(?:any|a|an|the|each|every)\\s+([a-z][\\w-]*)\\s+is\\s+([a-z]+ed)((?:,\\s*[a-z]+ed)*)(?:,?\\s+or\\s+([a-z]+ed))?\\s*:\\s+(?:(?:get|ask for|take|check)\\s+)?([^.;!?]{3,160})`,
      "gi",
    ),
    (_, start = "", thing = "", first = "", middle = "", last = "", needed = "") => {
      const acts = [first, ...middle.split(",").map((act) => act.trim()), last]
        .filter((act) => act !== "")
        .map((act) => ACTIVE_OF[act.toLowerCase()] ?? verbOfParticiple(act));
      const said = acts.length > 1 ? `${acts.slice(0, -1).join(", ")} or ${acts.at(-1) ?? ""}` : (acts[0] ?? "");
      return `${start}Never ${said} a ${thing} before getting ${needed}`;
    },
  ],
  // "Every booking confirmation says life jackets are worn": an obligation each time it is given.
  [
    new RegExp(
      `${SENTENCE_START}(?:every|each|any|all)\\s+([a-z][\\w -]{2,30}?)s?\\s+(?:says?|mentions?|includes?|states?|tells? (?:them|the customer|the user))\\s+(?:that\\s+)?(?=[a-z])`,
      "gi",
    ),
    (_, start = "", what = "") => `${start}Whenever you give ${/^[aeiou]/i.test(what) ? "an" : "a"} ${what}, say that `,
  ],
  // "Every booking confirmation: $100 deposit non-refundable…", "Finish every order confirmation with
  // the total": what each one must hold.
  [
    new RegExp(
      `${SENTENCE_START}(?:(?:finish|end|close|start|open)\\s+)?(?:every|each|any|all)\\s+([a-z][\\w -]{0,30}?confirmations?|[a-z][\\w -]{0,30}?quotes?|[a-z][\\w -]{0,30}?receipts?)\\s*(?::|\\s+with\\b)\\s*(?=\\S)`,
      "gi",
    ),
    (_, start = "", what = "") =>
      `${start}Whenever you give ${/^[aeiou]/i.test(what) ? "an" : "a"} ${what.replace(/s$/, "")}, include `,
  ],
  // "Every time you give a price, say…": a triggered obligation, as "whenever" says it.
  [
    new RegExp(
      `${SENTENCE_START}(?:every|each|any) ?time\\s+(?=(?:you|someone|somebody|anyone|a |an |the |they)\\b)`,
      "gi",
    ),
    "$1Whenever ",
  ],
  // "Car battery health, home wallbox wiring and other networks' chargers are out of scope",
  // "Discounts are off the table": what is put outside the assistant's remit is what it must not do.
  [
    new RegExp(
      `${SENTENCE_START}((?!(?:it|this|that|these|those|they|anything|everything|something|nothing)\\b)[A-Za-z][^.;:!?]{2,160}?)\\s+(?:are|is)\\s+(?:strictly\\s+|all\\s+|completely\\s+)?(out of scope|outside (?:of\\s+)?(?:our|the|your|this chat's) (?:scope|remit)|outside what (?:we|you) (?:cover|do|handle|offer)|off[- ]limits|out of bounds|a no[- ]go(?: area)?|not up for discussion|off the table|not on offer|not something (?:we|you) (?:offer|give|do))(?=\\s*(?:[.:;!?,(]|$))`,
      "gi",
    ),
    (_, start = "", what = "", how = "") =>
      // "Treating injuries or writing training plans is off the table": the acts themselves.
      /^[A-Za-z]+ing\b/.test(what.trim())
        ? `${start}Never ${what.trim().replace(/\b([A-Za-z]{3,}ing)\b/g, (act: string, _verb: string, at: number) => (at === 0 || /\b(?:or|and)\s+$/.test(what.trim().slice(0, at)) ? lemmaOf(act.toLowerCase()) : act))}`
        : `${start}Never ${/table|offer/i.test(how) ? "offer" : "give advice on"} ${lowerFirst(what.trim())}`,
  ],
  // "Refrain from diagnosing", "Please refrain from giving dosage advice": the act it names, never done.
  [
    new RegExp(
      `${SENTENCE_START}(?:(?:please|always|you must|you should)\\s+)?refrain\\s+from\\s+([a-z]+ing)\\b`,
      "gi",
    ),
    (_, start = "", act = "") => `${start}Never ${lemmaOf(act.toLowerCase())}`,
  ],
  // "The assistant is not permitted to share passwords", "You aren't allowed to book…".
  [
    new RegExp(
      `${SENTENCE_START}(?:(?:you|the assistant|the bot|it|staff|we)\\s+)?(?:is|are|aren't|isn't)\\s+(?:not\\s+)?(?:permitted|allowed|authori[sz]ed)\\s+to\\s+(?=[a-z])`,
      "gi",
    ),
    (whole: string, start = "") => (/\bnot\b|n't\b/i.test(whole) ? `${start}Never ` : whole),
  ],
  // "Keep the staff rota to yourself": never reveal it.
  [
    new RegExp(`${SENTENCE_START}(?:please\\s+)?keep\\s+([^.;!?]{3,80}?)\\s+to\\s+yourself\\b`, "gi"),
    "$1Never reveal $2",
  ],
  // "DON'T: change the address", "DO: open a claim only if…": a label in capitals that says the modality.
  [/^(\s*(?:[-*+•]\s+)?)(?:DON'?T|DO NOT|NEVER)\s*:\s*/gm, "$1Do not "],
  [/^(\s*(?:[-*+•]\s+)?)(?:DO|ALWAYS|MUST)\s*:\s*/gm, "$1"],
  [
    new RegExp(
      `${SENTENCE_START}(?:it is|it's|you are)\\s+(?:strictly\\s+)?(?:forbidden|prohibited|not allowed|not permitted)\\s+to\\s+`,
      "gi",
    ),
    "$1Never ",
  ],
  [
    new RegExp(`${SENTENCE_START}(?:stay|keep|steer)\\s+(?:well\\s+)?(?:away from|clear of|out of)\\s+`, "gi"),
    "$1Never discuss ",
  ],
  [
    new RegExp(
      `${SENTENCE_START}keep\\s+([^.;!?]{3,80}?)\\s+(?:strictly\\s+)?(?:confidential|private|secret)\\b`,
      "gi",
    ),
    "$1Never reveal $2",
  ],
  [
    new RegExp(
      `${SENTENCE_START}only\\s+((?:the|a|an)\\s+[\\w' -]{2,40}?)\\s+(?:may|can|is allowed to|is permitted to)\\s+([^.;!?]{3,120})`,
      "gi",
    ),
    "$1Never $3 unless the person asking is $2",
  ],
  [
    new RegExp(
      `${SENTENCE_START}([A-Z][^.;!?]{2,80}?)\\s+(?:must|should|have to|has to|need to|needs to)\\s+(?:always\\s+)?(?:go|be sent|be passed|be referred|be handed(?: over)?|be escalated)\\s+(?:through|to)\\s+(?:the\\s+)?([\\w' -]{2,40}?(?:team|desk|department|manager|supervisor|office|staff|colleagues?))\\b`,
      "g",
    ),
    (_, start = "", what = "", to = "") =>
      `${start}Never handle ${what.charAt(0).toLowerCase()}${what.slice(1)} yourself; pass it to the ${to}`,
  ],
  // "Refuse to write essays", "Decline requests to change someone else's booking": what is refused is forbidden.
  [
    new RegExp(
      `${SENTENCE_START}(?:always\\s+)?(?:politely\\s+)?(?:refuse|decline)\\s+(?:(?:any\\s+|all\\s+)?requests?\\s+)?to\\s+`,
      "gi",
    ),
    "$1Never ",
  ],
  // "You can't offer vouchers above £50", "The assistant cannot promise…", "It does not tell you…".
  [
    new RegExp(
      `${SENTENCE_START}(?:(you|the assistant|the bot)|it)\\s+(?:can't|cannot|can not|are not to|is not to|does not|doesn't|will not|won't)\\s+(?!(?:matter|mean|apply|cover|include|need|have|exist|work)\\b)([^.;!?]*)`,
      "gi",
    ),
    // Written of the assistant as "it", the rule's "you" is the user ("It does not tell you what to claim").
    (_, start = "", named = "", rest = "") =>
      `${start}Never ${named ? rest : rest.replace(/\byour\b/gi, "the user's").replace(/\byou\b/gi, "the user")}`,
  ],
  // "Members under 16 cannot book sessions": never book them for a member under 16.
  [
    new RegExp(
      `${SENTENCE_START}((?:[\\w-]+\\s+){1,2}(?:under|younger than|below the age of|aged under)\\s+\\d{1,2})\\s+(?:cannot|can't|can not|may not|must not|are not allowed to|aren't allowed to|are not permitted to|should not)\\s+([^.;!?]{3,100})`,
      "gi",
    ),
    (_, start = "", who = "", act = "") => `${start}Never ${act} for ${who.trim().toLowerCase()}`,
  ],
  // "Before cancelling a membership, ask the member to confirm their number": the gate said first.
  [
    new RegExp(
      `${SENTENCE_START}before\\s+(\\w+ing)\\s+([^,;.]{3,80}),\\s*(?:always\\s+)?(?:ask\\s+(?:the\\s+[\\w-]+|them|users?|customers?|callers?)\\s+(?:to\\s+(?:confirm|give|provide|state)|for)|check|verify|confirm)\\s+([^.;!?]{3,80})`,
      "gi",
    ),
    (_, start = "", verb = "", what = "", gate = "") => `${start}Verify ${gate.trim()} before ${verb} ${what.trim()}`,
  ],
  // "Customers must be told about the cooling-off period when they sign up": the situation said first.
  [
    new RegExp(
      `${SENTENCE_START}([A-Z][\\w' -]{2,40}?)\\s+(?:must|should|need to|have to|has to)\\s+(?:always\\s+)?be\\s+(?:told|informed|reminded|made aware|warned)\\s+((?:about|of|that)\\s+[^.;!?]{3,120}?)\\s+(?:when|whenever|if)\\s+(?:they|he or she|he|she)\\s+([^.;!?]{3,80})`,
      "g",
    ),
    (_, start = "", who = "", what = "", act = "") =>
      `${start}When ${who.charAt(0).toLowerCase()}${who.slice(1)} ${act.trim()}, tell them ${what.trim()}`,
  ],
  // "Always include the disclaimer '…' when discussing savings": when a user asks about savings.
  [
    new RegExp(
      `${SENTENCE_START}always\\s+(include|add|mention|state|give|end with|start with|attach)\\s+([^.;!?]{3,160}?)\\s+(?:when|whenever|if)\\s+(?:you(?:'re| are)\\s+)?(?:discussing|talking about|asked about|answering questions about|giving (?:information|advice) (?:about|on)|the topic is)\\s+([^.;!?]{3,80})`,
      "gi",
    ),
    (_, start = "", verb = "", what = "", topic = "") =>
      `${start}When a user asks about ${topic.trim()}, ${verb} ${what.trim()}`,
  ],
  // "Always remind users that rates may change when they book": when they book, tell them.
  [
    new RegExp(
      `${SENTENCE_START}always\\s+(?:remind|tell|inform|warn)\\s+(users|customers|callers|people|members|clients|guests|patients|them)\\s+((?:that|about|of)\\s+[^.;!?]{3,120}?)\\s+(?:when|whenever|if)\\s+(?:they|a user|a customer)\\s+([^.;!?]{3,80})`,
      "gi",
    ),
    (_, start = "", who = "", what = "", act = "") => `${start}When ${who} ${act.trim()}, tell them ${what.trim()}`,
  ],
  // "You must be 18 or over to rent a kayak": renting one for anyone younger is what it forbids.
  [
    new RegExp(
      `${SENTENCE_START}(?:you|users|customers|members|guests|clients|people|(?:[\\w-]+\\s+)?[a-z-]+s)\\s+must\\s+be\\s+(?:at least\\s+|aged\\s+)?(\\d{1,2})(?:\\+|\\s+(?:years?\\s+old\\s+)?(?:or|and)\\s+(?:older|over|above|up))\\s+to\\s+([^.;!?]{3,80})`,
      "gi",
    ),
    (_, start = "", age = "", act = "") => `${start}Never ${act.trim()} for anyone under ${age}`,
  ],
  // "Members must be 16 or older": letting anyone younger become one is what it forbids.
  [
    new RegExp(
      `${SENTENCE_START}(?:all\\s+)?([a-z-]{3,20}?)s\\s+must\\s+be\\s+(?:at least\\s+|aged\\s+)?(\\d{1,2})(?:\\+|\\s+(?:years?\\s+old\\s+)?(?:or|and)\\s+(?:older|over|above|up))(?=\\s*(?:[.;!?]|$))`,
      "gi",
    ),
    (_, start = "", role = "", age = "") =>
      `${start}Never let anyone under ${age} become ${/^[aeiou]/i.test(role) ? "an" : "a"} ${role.toLowerCase()}`,
  ],
  // "E-bikes are 18+ only", "Tastings are for 21+ only": giving one to anyone younger is what it forbids.
  [
    new RegExp(
      `${SENTENCE_START}(?:the\\s+)?([a-z][\\w-]{2,20}(?:\\s+[a-z][\\w-]{2,20})?s)\\s+are\\s+(?:for\\s+|only\\s+for\\s+)?(?:(?:people|those|anyone|guests|customers|users)\\s+(?:aged\\s+)?)?(\\d{1,2})\\+(?:\\s+only)?(?=\\s*(?:[.;!?]|$))`,
      "gi",
    ),
    (_, start = "", what = "", age = "") => `${start}Never give ${what.toLowerCase()} to anyone under ${age}`,
  ],
  // "Refuse hazardous items: propane, paint…": accepting them is what it forbids ("refuse to…" is above).
  [
    new RegExp(
      `${SENTENCE_START}(?:you\\s+(?:must|should)\\s+|always\\s+)?(?:refuse|reject|turn away|turn down)\\s+(?!(?:to|any|all|requests?|politely|gently|firmly|kindly|calmly|and|but|if|when|then|it|them|this|that|these|those)\\b)([^.;!?]{3,160})`,
      "gi",
    ),
    "$1Never accept $2",
  ],
  // "Callers who depend on oxygen must always be given the priority line": the situation said first.
  [
    new RegExp(
      `${SENTENCE_START}(?:any\\s+|all\\s+)?([A-Za-z-]{3,20}?)s\\s+who\\s+([^.;!?]{3,80}?)\\s+(?:must|should|need to|have to)\\s+(?:always\\s+)?be\\s+(given|told|offered|sent|shown|referred to|directed to|put through to|transferred to)\\s+`,
      "g",
    ),
    (_, start = "", role = "", situation = "", done = "") => {
      const [verb = "", ...rest] = situation.trim().split(/\s+/);
      const said = [presentOf(verb), ...rest].join(" ");
      const active = ACTIVE_OF[done.split(" ")[0]!.toLowerCase()] ?? done;
      const tail = done.includes(" ") ? ` ${done.split(" ").slice(1).join(" ")}` : "";
      return `${start}When a ${role.toLowerCase()} ${said}, ${active} them${tail} `;
    },
  ],
  // "Refunds are given only when an event is cancelled": giving one otherwise is what it forbids.
  [
    new RegExp(
      `${SENTENCE_START}([A-Za-z-]{3,30}s)\\s+(?:are|will be|can be)\\s+(?:only\\s+)?(given|issued|offered|granted|approved|made|paid)\\s+only\\s+(?:when|if|where|for)\\s+`,
      "gi",
    ),
    (_, start = "", what = "", done = "") =>
      `${start}Never ${ACTIVE_OF[done.toLowerCase()] ?? done} ${what.toLowerCase()} unless `,
  ],
  // "Staff may waive fines of up to $10; any larger balance goes to the desk": a limit, not a permission.
  [
    new RegExp(
      `${SENTENCE_START}(?:((?:if|when|whenever)\\s+[^,.;!?]{3,60}?),?\\s+(?=(?:you|staff|agents?|we|the assistant)\\b))?(?:[\\w' -]{0,40}?\\s+)?(?:may|can|are allowed to|is allowed to)\\s+(\\w+)\\s+([^.;!?]{3,60}?),?\\s+(?:of\\s+)?up to\\s+([$€£]\\s?\\d+(?:[,.]\\d+)*|\\d+(?:[,.]\\d+)*\\s?(?:%|percent|euros?|dollars?|pounds?))[^.;!?]*(?=[.;]\\s+(?:any|anything)\\s+(?:larger|higher|bigger|greater|more|above|over|beyond))`,
      "gi",
    ),
    // The situation it is allowed in stays the rule's condition ("If a bike broke down, never credit…").
    (_, start = "", situation = "", verb = "", what = "", limit = "") =>
      `${start}${situation ? `${situation.charAt(0).toUpperCase()}${situation.slice(1)}, never` : "Never"} ${verb.toLowerCase()} ${what.trim()} over ${limit}`,
  ],
  // "…, give them the priority line, and told to…": the passive's second act, said as done too.
  [
    /(\bWhen a [^,;.]{3,80}, (\w+) them[^.;!?]*?),?\s+and\s+(told|given|offered|sent|shown)\s+/g,
    (_, before = "", _verb = "", done = "") => `${before}, and ${ACTIVE_OF[done] ?? done} them `,
  ],
  // "The assistant only discusses X and does not recommend Y": two rules, the second a "never".
  [
    new RegExp(
      `${SENTENCE_START}((?:the assistant|you|it|the bot|the agent)\\s+[^.;!?]{3,160}?)\\s*,?\\s+(?:and|but)\\s+(?:does not|doesn't|do not|don't|must not|mustn't|should not|shouldn't|will not|won't|never)\\s+(?=[a-z])`,
      "gi",
    ),
    "$1$2. Never ",
  ],
  // "The only discount is 10% off-peak, and you can't offer anything beyond that": a ceiling.
  [
    new RegExp(
      `${SENTENCE_START}the\\s+(?:only|maximum|max|biggest|largest|highest|most)\\s+([a-z]{3,20})\\s+(?:you can (?:offer|give|approve|grant)\\s+)?is\\s+(?:a\\s+|an\\s+)?([$€£]\\s?\\d+(?:[,.]\\d+)*|\\d+(?:[,.]\\d+)*\\s?%)[^.;!?]*?(?:,?\\s*(?:and|so)\\s+(?:you\\s+)?(?:can't|cannot|can not|must not|mustn't|may not|never)\\s+(?:offer|give|approve|grant|promise)\\s+(?:anything|any more|more)\\s+(?:beyond|above|than|over)\\s+(?:that|this|it))?(?=\\s*(?:[.;!?]|$))`,
      "gi",
    ),
    (_, start = "", what = "", limit = "") =>
      `${start}Never offer ${/^[aeiou]/i.test(what) ? "an" : "a"} ${what.toLowerCase()} of more than ${limit}`,
  ],
  // "…: refund only if they enrolled within 14 days": doing it otherwise is what it forbids.
  [
    // The act runs from the start of its sentence ("open a damage claim only if…"), up to five words.
    /(^\s*(?:[-*•+]|\d{1,2}[.)])?\s*|[.;:!?]\s+)(?:(?:you|we|the assistant|it)\s+(?:can|may|will|should)\s+)?((?!(?:you|we|it|they|this|that|there|these|those|he|she|i)\b)[a-z]+(?:\s+(?!only\b)[a-z'-]+){0,4})\s+only\s+(?:if|when|where)\s+(?=(?:they|the|a|an|it|you|their|your)\b)/gi,
    (_, start = "", act = "") =>
      `${start.replace(/:\s+$/, ". ")}Never ${act.charAt(0).toLowerCase()}${act.slice(1)} unless `,
  ],
  // "Escalate any complaint about staff to a human agent": when a user complains about staff, refer them.
  [
    new RegExp(
      `${SENTENCE_START}(?:always\\s+)?(escalate|refer|pass|transfer|forward|hand(?:\\s+over)?|route|send)\\s+(?:any|all|every|each)?\\s*(complaints?|questions?|requests?|queries|query|enquir(?:y|ies)|reports?|issues?)\\s+(?:about|of|involving|regarding|concerning|on)\\s+([^.;!?]{3,80}?)\\s+to\\s+((?:a|an|the|our)\\s+)?([\\w' -]{2,40})`,
      "gi",
    ),
    (_, start = "", verb = "", noun = "", what = "", article = "", to = "") => {
      const said = /^complaint/i.test(noun)
        ? "complains about"
        : /^(?:report|issue)/i.test(noun)
          ? "reports"
          : "asks about";
      return `${start}When a user ${said} ${what.trim()}, ${verb.toLowerCase()} it to ${article || "the "}${to.trim()}`;
    },
  ],
];

/** "given" → "give": the act a passive rule names, said as the assistant does it. */
const ACTIVE_OF: Readonly<Record<string, string>> = {
  given: "give",
  told: "tell",
  offered: "offer",
  sent: "send",
  shown: "show",
  referred: "refer",
  directed: "direct",
  put: "put",
  transferred: "transfer",
  issued: "issue",
  granted: "grant",
  approved: "approve",
  made: "make",
  paid: "pay",
  shared: "share",
  disclosed: "disclose",
  revealed: "reveal",
  released: "release",
  passed: "pass",
  handed: "hand",
  read: "read",
};

/** "depend" → "depends", "are" → "is": a plural's verb said of one person. */
function presentOf(verb: string): string {
  if (/^are$/i.test(verb)) return "is";
  if (/^have$/i.test(verb)) return "has";
  if (/^(?:can|may|must|will|would|should|could|do|does|did|is|was|has)$/i.test(verb)) return verb;
  if (/(?:s|sh|ch|x|z)$/i.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** "…, and are never given out in chat": a passive "never", whose subject opens the sentence. */
const PASSIVE_NEVER =
  /(?:,?\s+and\s+|\s+)(?:are|is|must be|should be|will be)\s+never\s+(given|told|shared|sent|shown|passed|handed|disclosed|revealed|released|read)\b\s*(?:(out|on|over)\b\s*)?([^.;!?]*)/i;
const SUBJECT_ENDS =
  /^(?:is|are|was|were|come|comes|go|goes|get|gets|stay|stays|remain|remains|arrive|arrives|will|can|must|should|may)$/i;

/** "Their full address and phone number come in the arrival pack…, and are never given out in chat." */
function withPassiveNeverActive(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      const never = PASSIVE_NEVER.exec(sentence);
      if (!never) return sentence;
      const indent = /^\s*(?:[-*•+]\s+)?/.exec(sentence)?.[0] ?? "";
      const words = sentence.slice(indent.length, never.index).split(/\s+/);
      // The subject runs to its verb ("come", "are"); a sentence with no such verb is all subject.
      const end = words.findIndex((word, at) => at > 0 && SUBJECT_ENDS.test(word));
      const subject = (end === -1 ? words : words.slice(0, end)).join(" ");
      if (subject.split(" ").length > 12 || /^(?:it|this|that|they|you|we)$/i.test(subject)) return sentence;
      const done = (never[1] ?? "").toLowerCase();
      const verb = ACTIVE_OF[done] ?? lemmaOf(done);
      // "given out", "handed over", "passed on": the particle is the verb's; "shared over the phone" is not.
      const particle = never[2] && /^(?:give|hand|pass|send|read)$/.test(verb) ? ` ${never[2].toLowerCase()}` : "";
      const rest = `${particle ? "" : never[2] ? `${never[2]} ` : ""}${never[3] ?? ""}`.trim();
      const said = subject.replace(/^(?:[A-Z](?=[a-z])|A(?=\s))/, (first) => first.toLowerCase());
      const before = sentence.slice(indent.length, never.index).trim();
      // "…never sent by text; staff give it in person": what follows the rule stays.
      const after = sentence.slice(never.index + never[0].length);
      const rule = `Never ${verb}${particle} ${said}${rest ? ` ${rest}` : ""}`
        .trimEnd()
        .concat(after.trim() === "" || /^\s*[.!?]\s*$/.test(after) ? "." : after);
      return before === subject ? `${indent}${rule}` : `${indent}${before}. ${rule}`;
    })
    .join(" ");
}

export function inDirectiveWording(text: string): string {
  // "| Tenant wants the owner's number | Never give it out |": the situation first, then the rule.
  return PARAPHRASED_PROHIBITIONS.reduce(
    (rewritten, [pattern, replacement]) =>
      typeof replacement === "string"
        ? rewritten.replace(pattern, replacement)
        : rewritten.replace(pattern, replacement),
    withSituationsSpelledOut(withPassiveNeverActive(text)),
  );
}
