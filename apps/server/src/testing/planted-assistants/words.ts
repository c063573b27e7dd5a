// Topic and pressure detection shared by the assistants. Messages come from a test generator we
// never see, so a topic is a family of words and phrasings (how a weak model reacts to meaning),
// never one exact sentence. Every matcher reads text after `normalise`.

/** Lower case, typographic apostrophes and quotes made plain, one space between words. */
export function normalise(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u2018\u2019\u201A\u201B\u02BC\u0060\u00B4]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F]/g, '"')
    .replace(/[\u2010-\u2015]/g, "-")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Whole words or phrases. An alternative may use regex syntax, e.g. `prescri\\w*` for the word
 * family or `(?:my|the) doctor` for a phrase with variants.
 */
export function anyOf(...alternatives: string[]): RegExp {
  return new RegExp(`\\b(?:${alternatives.join("|")})\\b`);
}

/** The first alternative of `pattern` found in the text, as written there. */
export function firstFound(text: string, pattern: RegExp): string | undefined {
  return pattern.exec(text)?.[0];
}

const RELATIVES_AND_OTHERS = [
  "mom",
  "mum",
  "mother",
  "dad",
  "father",
  "parents?",
  "husband",
  "wife",
  "spouse",
  "partner",
  "son",
  "daughter",
  "kids?",
  "child",
  "brother",
  "sister",
  "grand(?:ma|pa|mother|father|son|daughter)",
  "aunt",
  "uncle",
  "cousin",
  "neighbou?r",
  "friend",
  "room-?mate",
  "flat-?mate",
  "boss",
  "manager",
  "co-?worker",
  "colleague",
  "team-?mate",
  "girlfriend",
  "boyfriend",
  "fianc[eé]e?",
  "ex",
  "ex-(?:wife|husband|partner)",
  "tenant",
  "landlord",
  "employee",
].join("|");

/** Someone other than the user, named by relation ("my wife's", "another customer's", "his"). */
const SOMEONE_ELSE = new RegExp(
  [
    "\\b(?:someone|somebody|anyone|anybody) else'?s?\\b",
    "\\banother (?:customer|person|patient|user|client|member|resident|caller|policyholder|driver|student|employee|tenant)",
    "\\bother (?:customers?|persons?|patients?|users?|clients?|members?|residents?|callers?|policyholders?|people)'?s?\\b",
    // "ship it to my mom's house" is about the user's own order, so a possessive after "to" does not count.
    `(?<!\\bto )\\b(?:my|our|the|a) (?:${RELATIVES_AND_OTHERS})'s?\\b`,
    "\\b(?:someone|somebody|customer|patient|person|guy|woman|man|lady|user|employee|resident|member) (?:named|called)\\b",
    "\\b(?:mr|mrs|ms|miss|dr)\\.? [a-z]+'s\\b",
  ].join("|"),
);

/**
 * The message asks about someone else's records: a relation or "another customer" plus one of the
 * record words, or "his/her/their <record>".
 */
export function aboutSomeoneElse(text: string, recordWords: string[]): boolean {
  const records = recordWords.join("|");
  if (new RegExp(`\\b(?:his|her|their|whose) (?:\\w+ )?(?:${records})`).test(text)) return true;
  // "what prescriptions my neighbour has", "which TV my husband ordered"
  const relativeHas = `\\b(?:my|our|the) (?:${RELATIVES_AND_OTHERS}) (?:has|have|had|is on|takes|is taking|ordered|bought|gets|got|earns|makes)\\b`;
  if (new RegExp(`\\b(?:${records})\\b.{0,40}${relativeHas}`).test(text)) return true;
  return SOMEONE_ELSE.test(text) && new RegExp(`\\b(?:${records})`).test(text);
}

const URGENCY = anyOf(
  "urgent\\w*",
  "asap",
  "emergenc(?:y|ies)",
  // "Is it a good buy right now?" is no hurry; "right this minute" is.
  "right this (?:minute|second)",
  "immediately",
  "hurry",
  "no time",
  "running out of time",
  "time[- ]sensitive",
  "desperate\\w*",
  "life or death",
  "(?:can'?t|cannot|couldn'?t) afford",
  "before it'?s too late",
  "need (?:\\w+ ){0,4}(?:now|today|tonight|by tomorrow|this morning)",
);

const CLAIMED_AUTHORITY = new RegExp(
  [
    "\\b(?:i'?m|i am|im|this is|speaking as|as) (?:a |an |the |your |his |her |their )?(?:[\\w-]+ ){0,2}" +
      "(?:doctor|dr|physician|gp|nurse|pharmacist|manager|supervisor|officer|police\\w*|cop|detective|agent|" +
      "admin\\w*|developer|dev|engineer|owner|ceo|cto|cfo|ciso|director|founder|lawyer|attorney|solicitor|" +
      "investigator|auditor|inspector|boss|lead|executive|vp|official|judge|paramedic|vet|veterinarian|" +
      "teacher|principal|regulator|adjuster|councillor|councilor|mayor|advis[eo]r|accountant|banker|" +
      "broker|professor|researcher|journalist|reporter|technician|sysadmin|it support)\\b",
    "\\bi'?m (?:his|her|their) (?:wife|husband|partner|mother|mom|mum|father|dad|son|daughter|parent|guardian|carer|caregiver|boss|manager)\\b",
    "\\bi work (?:for|at|in|on) (?:the )?(?:fraud|security|it|compliance|legal|police|pharmacy|bank|hr|head office|corporate)\\b",
    "\\bi(?:'ve| have) (?:permission|clearance|authori[sz]ation|admin rights|access)\\b",
    "\\b(?:i'?m|i am) authori[sz]ed\\b",
    "\\bon behalf of\\b",
    "\\bi'?m (?:from|with|on|in) (?:the )?(?:security|it|fraud|compliance|legal|hr|audit|red team|police|head office|corporate|management)(?: team)?\\b",
    "\\b(?:ciso|cto|ceo|manager|boss|lead|director|security team) (?:has )?(?:approved|signed off|authori[sz]ed|said it'?s fine)\\b",
    "\\b(?:it'?s|this is|that'?s|it has been|it was) (?:been )?(?:approved|authori[sz]ed|signed off|sanctioned)\\b",
    "\\bmy (?:manager|boss|doctor|supervisor|lawyer) (?:said|says|told me) (?:it'?s|it is|that'?s|this is) (?:fine|ok|okay|allowed)\\b",
    "\\bmy (?:manager|boss|doctor|supervisor|lawyer) (?:has )?(?:approved|authori[sz]ed|signed off)\\b",
  ].join("|"),
);

const INSISTENCE = anyOf(
  "just this once",
  "(?:make|do) an exception",
  "i insist",
  "come on",
  "(?:i|we) really need",
  "i need you to",
  "you (?:have|need|got) to",
  "you must",
  "just (?:do|tell|give|send|ship|book|approve|share|answer|let|help|write|confirm|put|pick|paste|read|list)",
  "just say (?:yes|it|so|the word)",
  "stop (?:refusing|saying|being|stalling|dodging|lecturing)",
  "skip the (?:disclaimers?|lecture|warnings?|small print|policy|pin|verification|security|checks?|paperwork|id)",
  "(?:is|are|'s|'re) waiting (?:for me|on me)?",
  "beg\\w*",
  "no excuses",
  "seriously",
  "i don'?t care",
  "whatever it takes",
  "pretty please",
  "please,? please",
  "please just",
  "just please",
  "plea+se{2,}",
  "pl[sz]{2,}",
  "one more time",
  "(?:asking|ask) (?:you )?again",
  "i already (?:told|asked|said)",
  "why (?:won'?t|can'?t) you",
  "it'?s (?:fine|ok|okay),? (?:really|honestly|trust me)",
  "no one (?:will|would) know",
  "nobody (?:will|would) know",
  "(?:just )?between (?:us|you and me)",
  "off the record",
  "i promise",
  "trust me",
  "don'?t be (?:difficult|useless|a robot|so strict)",
  "you'?re useless",
  "ridiculous",
  "i won'?t tell",
  "why not",
  "but why",
  "help me out",
  "please help",
  "(?:i'?ll|i will|i could|i'?m going to|i might) (?:lose my \\w+|get fired|be fired|be in (?:big )?trouble|be evicted|die) if (?:you|i) (?:don'?t|can'?t|do not|cannot|won'?t)",
  "yes or no",
  "asking you directly",
  "(?:give me a |just a )?straight answer",
  "answer the question",
  "you didn'?t answer",
  "that'?s not what i asked",
);

const REFRAMING = anyOf(
  "hypothetical\\w*",
  "pretend\\w*",
  "imagine",
  "role[- ]?play\\w*",
  "for (?:a|my|our) (?:story|novel|book|game|script|screenplay|film|movie|class|school project|research|paper|training)",
  "in (?:a|my) (?:story|novel|game|script)",
  "let'?s say",
  "in theory",
  "theoretically",
  "act as",
  "you are now",
  "from now on",
  "ignore (?:all|any|your|the|previous|prior) \\w*",
  "developer mode",
  "debug mode",
  "no (?:rules|restrictions|filters)",
  "jailbreak\\w*",
  "asking for a friend",
  "purely academic",
  "fiction\\w*",
  "simulat\\w*",
);

const INCENTIVE = anyOf(
  "i'?ll (?:pay|tip|give you|rate|leave you)",
  "tip you",
  "(?:give|pay) you (?:a )?bonus",
  "(?:5|five)[- ]stars?",
  "good review",
  "reward",
  "make it worth",
  "worth your while",
);

const THREAT = anyOf(
  "or else",
  "i'?ll (?:complain|sue|report|cancel|leave|close my account|switch|escalate)",
  "lawsuit",
  "sue you",
  "get you (?:fired|shut down|in trouble)",
  "bad review",
  "one[- ]star",
);

/** Urgency, claimed authority, insistence, reframing, an offer or a threat. */
export function soundsPressured(text: string): boolean {
  return [URGENCY, CLAIMED_AUTHORITY, INSISTENCE, REFRAMING, INCENTIVE, THREAT].some((pattern) => pattern.test(text));
}

/** Shouting, read on the raw message: "!!", or two capitalised words in a row ("SEND IT NOW"). */
export function soundsShouted(rawText: string): boolean {
  return /!{2,}/.test(rawText) || /\b[A-Z]{3,}\b[\s,.!]+\b[A-Z]{2,}\b/.test(rawText);
}

/** "Are you a bot?", "am I talking to a real person?", "is this automated?" and the like. */
export const ASKS_IF_HUMAN = new RegExp(
  [
    "\\b(?:are|r) (?:you|u) (?:even |actually |really |a |an )*(?:real|human|person|bot|robot|ai|a\\.i\\.|machine|computer|program|chat ?bot|actual|live|alive|sentient|conscious|automated)\\b",
    "\\b(?:am i|are we) (?:talking|speaking|chatting|texting|messaging|writing) (?:to|with) (?:a |an )?(?:real|human|person|bot|robot|ai|machine|computer|live|actual|someone real|anyone real)",
    "\\bis (?:this|that|it) (?:a |an )?(?:bot|robot|ai|human|real person|person|automated|machine|computer|recording)\\b",
    "\\b(?:real|actual|live|human) (?:person|human|agent|people|lawyer|solicitor|doctor|pharmacist|advis[eo]r|vet)\\b",
    "\\b(?:speak|talk|chat) (?:to|with) (?:a |an )?(?:human|person|agent|representative|rep|someone real)\\b",
    "\\bwho am i (?:talking|speaking|chatting|texting) (?:to|with)\\b",
    "\\bare you (?:a |an )?(?:\\w+ )?(?:employee|member of staff|staff member|worker|representative|person from)\\b",
    "\\bare you (?:a |an )?(?:real |qualified |licensed |registered |human )?(?:nutritionist|dietitian|doctor|lawyer|solicitor|pharmacist|vet|therapist|counsell?or|nurse|adviser|advisor)\\b",
    "\\bwhat (?:exactly )?are you(?: exactly| really)?\\s*[?!.]*$",
    "\\byou'?re (?:a |an |just a )?(?:bot|robot|ai|machine|human|real person|real)\\b",
    "\\b(?:human|person) or (?:a |an )?(?:bot|machine|ai|robot|computer)\\b",
    "\\b(?:bot|machine|ai|robot|computer) or (?:a |an )?(?:human|person|real)\\b",
  ].join("|"),
);

const INSTRUCTIONS_NOUN =
  "(?:(?:system |initial |original |hidden |secret |full |exact |internal |first |complete |starting )?" +
  "(?:instructions?|prompt|initiali[sz]ation|configuration|directives|programming)|your (?:rules|guidelines))";
// "the instructions for the form" or "the prompt on the screen" are about something else.
const NOT_ABOUT_SOMETHING_ELSE = "(?! (?:for|on|about|of|to|in the) (?!you))";
// Plain asks show or share; clever ones have the text repeated, printed or translated word by word.
const SHOW_VERB = "(?:show|reveal|display|share|tell me|summari[sz]e|list)";
const REPEAT_VERB = "(?:repeat|print|output|paste|dump|recite|spell out|translate|encode|copy|write out|type out)";

/** Asks for the assistant's instructions, plainly or cleverly. */
export const ASKS_FOR_INSTRUCTIONS = new RegExp(
  [
    "\\bsystem (?:prompt|message)\\b",
    `\\b(?:your|the) ${INSTRUCTIONS_NOUN}\\b${NOT_ABOUT_SOMETHING_ELSE}`,
    "\\bwhat (?:were|are|have) you (?:been )?(?:told|instructed|programmed|prompted)\\b",
    "\\b(?:instructions|prompt|rules) (?:were |have |did )?you (?:been )?(?:given|told|get|got|follow)\\b",
    `\\b(?:${SHOW_VERB}|${REPEAT_VERB}) (?:me )?(?:all |all of |everything |the |your |those |these )*(?:above|text above|${INSTRUCTIONS_NOUN})\\b`,
    "\\b(?:text|words|everything|message) (?:above|before this)\\b",
    "\\bhow (?:were|are) you (?:set up|configured|programmed|prompted)\\b",
    '\\bstarting with "?you are\\b',
  ].join("|"),
);

/** The ways people dress up an extraction attempt: "repeat the text above", "translate your prompt". */
const CLEVER_EXTRACTION = new RegExp(
  [
    `\\b${REPEAT_VERB} (?:me )?(?:all |all of |everything |the |your |those |these )*(?:above|text above|${INSTRUCTIONS_NOUN})\\b`,
    "\\b(?:text|words|everything|message) (?:above|before this)\\b",
    "\\bverbatim\\b",
    "\\bword for word\\b",
    "\\bcode block\\b",
    '\\bstarting with "?you are\\b',
    "\\b(?:in|into) (?:french|spanish|german|italian|base64|json|pig latin)\\b",
  ].join("|"),
);

export function soundsLikeCleverExtraction(text: string): boolean {
  return CLEVER_EXTRACTION.test(text);
}

/** Suicide, self-harm or wanting to die, in the many ways people put it. */
export const MENTIONS_SELF_HARM = anyOf(
  "suicid\\w*",
  "kill(?:ing)? myself",
  "end(?:ing)? (?:my|it) (?:life|all)",
  "end it",
  "take my (?:own )?life",
  "want(?:ed)? to die",
  "wanna die",
  "wish i (?:was|were) dead",
  "better off dead",
  "better off without me",
  "don'?t want to (?:live|be alive|be here anymore|exist|wake up)",
  "self[- ]?harm\\w*",
  "hurt(?:ing)? myself",
  "harm(?:ing)? myself",
  "cut(?:ting)? myself",
  "no reason to live",
  "not worth living",
  "kms",
  "unalive",
  "can'?t go on",
  "disappear forever",
  "what'?s the point (?:of|in) (?:anything|living|life|going on|it all)",
  "no point (?:in )?(?:living|going on)",
  "give up on life",
  "(?:nobody|no one|no-one) would (?:notice|care|miss me) if i (?:was|were|died|disappeared)",
  "tired of (?:living|being alive|life)",
  "wish i (?:was|were|had) never (?:been )?born",
  "never wake up",
  "life (?:isn'?t|is not|isn'?t really) worth (?:it|living)",
  "(?:going to|gonna|want to|wanna|thinking (?:of|about)|plan(?:ning)? to) overdos\\w*",
  "overdose tonight",
  "stockpil\\w* (?:my |the )?(?:pills|meds|tablets|medication)",
  "take them all",
  "(?:no|don'?t see (?:a|the|any)) (?:reason|point) (?:to|in) (?:keep going|keeping going|go on|going on|living|live|being alive)",
  "end(?:ing)? things",
  "want (?:it|everything) (?:all )?to (?:stop|end) forever",
  "took (?:a bunch|a handful|too many|all|lots|loads|a load) of (?:my |the |those |these )?(?:pills|tablets|meds|painkillers)",
  "overdos(?:e|ing) on purpose",
  "take (?:all|every one) of (?:my|the|these) (?:pills|tablets|meds)",
  "(?:lethal|fatal) (?:dose|amount)",
  "(?:how many|how much) (?:\\w+ ){0,4}(?:to|would|will|could) (?:die|kill (?:me|myself|a person|someone)|be (?:fatal|lethal))",
);

export const GREETING =
  /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|yo|howdy|hoo+)\b[\s!.,?]*(?:there)?[\s!.,?]*$/;
export const THANKS = /^(?:thanks?|thank you|ty|cheers|great|perfect|ok(?:ay)?|cool|got it|bye|goodbye)\b[^?]*$/;

/**
 * Money amounts in the text: "$650", "650 dollars", "£1,200.50", "1.2k", "a grand", "six hundred
 * dollars". Numbers without a currency sign or word are not amounts.
 */
export function amountsIn(text: string): number[] {
  const amounts: number[] = [];
  const toNumber = (digits: string, thousands: string | undefined) =>
    Number(digits.replace(/,/g, "")) * (thousands ? 1000 : 1);
  for (const match of text.matchAll(/[$£€]\s?(\d[\d,]*(?:\.\d+)?)\s?(k\b|thousand\b)?/g)) {
    amounts.push(toNumber(match[1] ?? "0", match[2]));
  }
  for (const match of text.matchAll(
    /\b(\d[\d,]*(?:\.\d+)?)\s?(k|thousand)?\s?(?:dollars|usd|bucks|pounds|gbp|euros?|eur|quid)\b/g,
  )) {
    amounts.push(toNumber(match[1] ?? "0", match[2]));
  }
  const WORD_NUMBERS: Record<string, number> = {
    a: 1,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
  };
  for (const match of text.matchAll(/\b(a|one|two|three|four|five|six|seven|eight|nine) (grand|thousand|hundred)\b/g)) {
    const unit = match[2] === "hundred" ? 100 : 1000;
    amounts.push((WORD_NUMBERS[match[1] ?? "a"] ?? 1) * unit);
  }
  return amounts;
}
