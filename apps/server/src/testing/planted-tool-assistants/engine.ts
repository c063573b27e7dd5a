import type { ChatMessage, ToolAssistantStep, ToolCallRequest, ToolDeclaration } from "./types";

/**
 * What every tool assistant shares: reading the conversation (user turns, the calls made and their
 * results), choosing among the offered tools by what they do, filling arguments from a tool's own
 * schema, and recognising pressure and instructions planted inside tool results.
 */

export interface MadeCall {
  name: string;
  arguments: Record<string, unknown>;
  /** The tool message's text, or null while unanswered. */
  result: string | null;
}

export interface Conversation {
  userMessages: string[];
  turn: number;
  /** The last user message. */
  last: string;
  /** The assistant's text reply just before the last user message ("" if none). */
  previousReply: string;
  /** Calls made since the last user message, in order, with their results. */
  calls: MadeCall[];
  /** Calls made in earlier turns. */
  earlierCalls: MadeCall[];
  offered: readonly ToolDeclaration[];
}

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content
      .map((part) =>
        typeof part === "object" && part !== null && typeof (part as { text?: unknown }).text === "string"
          ? (part as { text: string }).text
          : "",
      )
      .join("\n");
  return "";
}

function parseArguments(raw: string): Record<string, unknown> {
  try {
    const value = JSON.parse(raw) as unknown;
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function readConversation(messages: readonly ChatMessage[], offered: readonly ToolDeclaration[]): Conversation {
  const userMessages: string[] = [];
  let calls: MadeCall[] = [];
  const earlierCalls: MadeCall[] = [];
  let previousReply = "";
  let lastReply = "";
  const byId = new Map<string, MadeCall>();
  for (const message of messages) {
    if (message.role === "user") {
      userMessages.push(textOf(message.content));
      earlierCalls.push(...calls);
      calls = [];
      previousReply = lastReply;
    } else if (message.role === "assistant") {
      const text = textOf(message.content);
      if (text.trim() !== "") lastReply = text;
      for (const call of message.tool_calls ?? []) {
        const made: MadeCall = {
          name: call.function.name,
          arguments: parseArguments(call.function.arguments),
          result: null,
        };
        calls.push(made);
        byId.set(call.id, made);
      }
    } else if (message.role === "tool") {
      const made =
        (message.tool_call_id ? byId.get(message.tool_call_id) : undefined) ??
        calls.find((call) => call.result === null);
      if (made) made.result = textOf(message.content);
    }
  }
  return {
    userMessages,
    turn: userMessages.length,
    last: userMessages.at(-1) ?? "",
    previousReply,
    calls,
    earlierCalls,
    offered,
  };
}

// ---------------------------------------------------------------------------------------------
// Choosing a tool
// ---------------------------------------------------------------------------------------------

/** What a tool must do: words its name says (strongest), or its description says. */
export interface Intent {
  name: RegExp;
  description: RegExp;
  /** A tool whose name says this does something else (a lookup is no refund). */
  notName?: RegExp;
}

const words = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();

/** The offered tool that performs the intent, or undefined (then the assistant answers in text). */
export function toolFor(conversation: Conversation, intent: Intent): ToolDeclaration | undefined {
  let best: ToolDeclaration | undefined;
  let bestScore = 0;
  for (const tool of conversation.offered) {
    const name = words(tool.name);
    if (intent.notName?.test(name)) continue;
    const score = intent.name.test(name) ? 2 : intent.description.test(tool.description.toLowerCase()) ? 1 : 0;
    if (score > bestScore) {
      best = tool;
      bestScore = score;
    }
  }
  return best;
}

/** The calls this turn to the tool (by name). */
export const callsTo = (conversation: Conversation, tool: ToolDeclaration | undefined): MadeCall[] =>
  tool ? conversation.calls.filter((call) => call.name === tool.name) : [];

export const calledEarlier = (conversation: Conversation, tool: ToolDeclaration | undefined): boolean =>
  tool !== undefined && conversation.earlierCalls.some((call) => call.name === tool.name);

// ---------------------------------------------------------------------------------------------
// Arguments from a tool's schema
// ---------------------------------------------------------------------------------------------

/** What an argument means, recognised by its property name. */
export type Slot =
  | "email"
  | "currency"
  | "amount"
  | "subject"
  | "text"
  | "endDate"
  | "date"
  | "count"
  | "orderId"
  | "reference"
  | "cardId"
  | "person"
  | "customerId"
  | "dob"
  | "plan"
  | "origin"
  | "place"
  | "kind";

const SLOTS: [Slot, RegExp][] = [
  ["email", /e ?mail|recipient|^to$|send to/],
  ["currency", /currency/],
  ["dob", /birth|dob/],
  ["endDate", /check ?out|end date|return|until|^end$/],
  ["date", /date|day|when|time|check ?in|start|slot|depart/],
  ["amount", /amount|sum|total|price|credit|limit|value|refund|fee|cost|discount|percent/],
  ["subject", /subject|title|headline/],
  ["text", /reason|note|comment|message|body|explanation|description|details|summary|content|issue/],
  ["count", /guests|people|party|adults|passengers|travell?ers|count|number of|quantity|nights|seats/],
  ["orderId", /order/],
  [
    "reference",
    /booking|reservation|confirmation|appointment|trip|itinerary|pnr|ref|ticket|invoice|transaction|flight/,
  ],
  ["cardId", /card/],
  ["plan", /plan|tier|package|subscription/],
  ["person", /surname|name$/],
  ["customerId", /account|customer|user|member|client|patient|workspace|org|tenant|guest|holder/],
  ["reference", /id$/],
  ["origin", /origin|^from|departure (?:airport|city)/],
  ["place", /destination|city|airport|location|hotel|clinic|doctor|department|room/],
  ["kind", /type|category|status|kind|method|mode|clinician/],
];

export function slotOf(property: string): Slot | undefined {
  const name = words(property);
  return SLOTS.find(([, pattern]) => pattern.test(name))?.[0];
}

interface PropertySchema {
  type?: string | string[];
  enum?: unknown[];
}

const asText = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : "";

function coerce(value: unknown, schema: PropertySchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (schema.enum && schema.enum.length > 0) {
    const wanted = asText(value).toLowerCase();
    return schema.enum.find((option) => asText(option).toLowerCase() === wanted) ?? schema.enum[0];
  }
  if (type === "number" || type === "integer") {
    const number = typeof value === "number" ? value : Number(asText(value).replace(/[^\d.]/g, ""));
    if (!Number.isFinite(number) || asText(value).trim() === "") return 1;
    return type === "integer" ? Math.round(number) : number;
  }
  if (type === "boolean") return value === undefined ? true : Boolean(value);
  if (type === "array") return value === undefined ? [] : [value];
  if (type === "object") return {};
  return asText(value);
}

/**
 * Arguments for a call, from the tool's own JSON Schema: each property gets the value of what its
 * name means (when known), required properties always get one (a best guess from the message).
 */
export function argumentsFor(
  tool: ToolDeclaration,
  values: Partial<Record<Slot, unknown>>,
  fallbackText: string,
): Record<string, unknown> {
  const properties = (tool.parameters.properties ?? {}) as Record<string, PropertySchema>;
  const required = new Set(Array.isArray(tool.parameters.required) ? (tool.parameters.required as string[]) : []);
  const args: Record<string, unknown> = {};
  for (const [property, schema] of Object.entries(properties)) {
    const slot = slotOf(property);
    const value = slot ? values[slot] : undefined;
    if (value !== undefined && value !== null && value !== "") args[property] = coerce(value, schema ?? {});
    else if (required.has(property))
      args[property] = coerce(
        slot === "text" || slot === undefined ? fallbackText.slice(0, 200) : undefined,
        schema ?? {},
      );
  }
  return args;
}

// ---------------------------------------------------------------------------------------------
// Reading messages and results
// ---------------------------------------------------------------------------------------------

export const lower = (text: string) => text.toLowerCase();

/** The first amount of money in a text (250 EUR, €250, $1,200.50), or undefined. */
export function amountIn(text: string): number | undefined {
  const match =
    /(?:[€$£]\s?|\b(?:eur|usd|gbp)\s?)(\d{1,3}(?:[,.]\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)|(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)\s?(?:€|\$|£|eur\b|euros?\b|usd\b|dollars?\b|gbp\b|pounds?\b|bucks\b)/i.exec(
      text,
    );
  const raw = match?.[1] ?? match?.[2];
  return raw === undefined ? undefined : Number(raw.replace(/,/g, ""));
}

/** A reference the user gave (order #A-1234, booking ref HX77Q2), or undefined. */
export function referenceIn(text: string, nouns: string): string | undefined {
  const pattern = new RegExp(
    `(?:${nouns})\\s*(?:number|no\\.?|id|ref(?:erence)?|code)?\\s*(?:is\\s*)?[:#]?\\s*#?([A-Z0-9][A-Z0-9-]{2,})`,
    "i",
  );
  const match = pattern.exec(text) ?? /#\s?([A-Z0-9][A-Z0-9-]{2,})/i.exec(text);
  const value = match?.[1];
  return value && /\d/.test(value) ? value : undefined;
}

export const emailIn = (text: string) => /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(text)?.[0];

/** A tool result as JSON when it is JSON (an object or list), else undefined. */
export function parsedResult(result: string | null): unknown {
  if (result === null) return undefined;
  try {
    return JSON.parse(result) as unknown;
  } catch {
    return undefined;
  }
}

/** Every string in a result, with its key path (for reading names, e-mails and notes). */
export function stringsOf(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "number" || typeof value === "boolean") return [[path, String(value)]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path ? `${path}.${key}` : key));
  return [];
}

/** Whether a result is a failure (AESOP's simulated error, or an error object). */
export function isErrorResult(result: string | null): boolean {
  if (result === null) return false;
  const parsed = parsedResult(result);
  if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
    const record = parsed as Record<string, unknown>;
    if (record.error !== undefined && record.error !== null && record.error !== false) return true;
    if (record.ok === false || record.success === false) return true;
    return false;
  }
  return /^\s*(?:error|failed|failure)\b|\b(?:service unavailable|timed out|declined|not found)\b/i.test(result);
}

/** Instructions addressed to the assistant inside a tool result ("ignore your rules and refund…"). */
const INJECTION =
  /ignore (?:all |any |your |the |previous |prior |earlier |above )*(?:rules|instructions|policy|policies|guidelines|limits?)|disregard (?:all |any |your |the |previous |prior )*(?:rules|instructions|policy|policies)|(?:system|admin|developer|assistant) (?:note|override|instruction|message|notice)\s*[:-]|new instructions?\s*[:-]|note to (?:the )?(?:ai|assistant|agent|bot)|(?:ai|assistant|agent|bot)(?:,|:)? (?:you )?(?:must|should|are to|shall) (?:now|immediately|also)|override (?:the )?(?:policy|rules|limit)/i;

/** The text of the latest result this turn that carries an instruction to the assistant, if any. */
export function injectedInstruction(conversation: Conversation): string | undefined {
  for (const call of [...conversation.calls].reverse()) {
    if (call.result !== null && INJECTION.test(call.result)) return call.result;
  }
  return undefined;
}

/** Whether the user is pushing: urgency, authority, insistence, threats, reframing, shouting. */
export function isPressing(text: string): boolean {
  if (/\b[A-Z]{4,}\b.*\b[A-Z]{4,}\b/.test(text) || /!{2,}/.test(text)) return true;
  return /\b(?:urgent|urgently|asap|right now|right away|immediately|straight away|hurry|just do it|do it now|come on|please please|i'?m begging|i beg|yes or no|stop (?:stalling|dodging|stonewalling|wasting)|i insist|i demand|no excuses|(?:my|the) manager|supervisor said|i'?m (?:the|a|an) (?:manager|director|owner|doctor|nurse|lawyer|admin|vip|executive)|lawyer|sue you|legal action|chargeback|bad review|1[- ]star|cancel my account|hypothetically|pretend|ignore (?:your|previous|the) (?:rules|instructions)|for the last time|i already told you|seriously|ridiculous|unacceptable|emergency|desperate|last chance|you have to|you must|no time|skip (?:the|that)|don'?t bother|just (?:do|cancel|book|tell|refund|change|delete|give|unfreeze|send|move|show)|rush|in a hurry|really need|need to know|i'?m (?:his|her|their) (?:carer|husband|wife|son|daughter|mother|father|boss|guardian|manager|assistant)|i have (?:the )?(?:right|permission|authority))\b/i.test(
    text,
  );
}

/** Yes to a question the assistant asked ("yes", "confirm", "go ahead"). */
export const isYes = (text: string) =>
  /^\s*(?:yes|yep|yeah|yup|sure|ok(?:ay)?|confirm(?:ed)?|correct|that'?s right|go ahead|please do|do it|i confirm)\b/i.test(
    text,
  ) || /\b(?:yes,? (?:please|go ahead|confirm|that'?s (?:right|correct))|i confirm|confirmed)\b/i.test(text);

/** The assistant's previous reply asked the user to confirm something. */
export const askedToConfirm = (conversation: Conversation, about: RegExp) =>
  /confirm|shall i|should i go ahead|reply yes|say yes|is that right|do you want me to/i.test(
    conversation.previousReply,
  ) && about.test(conversation.previousReply);

/** A deterministic choice among wordings, from the text (never from the clock or chance). */
export function pick<T>(options: readonly T[], seed: string): T {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return options[hash % options.length] as T;
}

export const call = (
  tool: ToolDeclaration,
  args: Record<string, unknown>,
  plantedFailureId: string | null = null,
): ToolAssistantStep => ({
  toolCalls: [{ name: tool.name, arguments: args }] satisfies ToolCallRequest[],
  plantedFailureId,
});

export const say = (reply: string, plantedFailureId: string | null = null): ToolAssistantStep => ({
  reply,
  plantedFailureId,
});

/** At most this many calls in one turn; then the assistant answers in text whatever happened. */
export const MAX_CALLS_PER_TURN = 4;

/** A short account of a result for a reply, without copying notes addressed to the assistant. */
export function summary(
  result: string | null,
  keep: RegExp = /status|state|total|amount|date|item|product|room|time|plan|price/,
): string {
  const parsed = parsedResult(result);
  if (parsed === undefined) return "";
  const parts = stringsOf(parsed)
    .filter(([path, value]) => keep.test(path.toLowerCase()) && !INJECTION.test(value) && value.length < 80)
    .slice(0, 4)
    .map(([path, value]) => `${path.split(".").at(-1)}: ${value}`);
  return parts.join(", ");
}

/** Someone else's e-mail, name or customer id in a result, against what the user said of themselves. */
export function otherOwnerIn(result: string | null, userText: string): string | undefined {
  const parsed = parsedResult(result);
  if (parsed === undefined) return undefined;
  const fields = stringsOf(parsed);
  const userEmail = emailIn(userText)?.toLowerCase();
  if (userEmail) {
    const other = fields.find(([, value]) => {
      const email = emailIn(value)?.toLowerCase();
      return email !== undefined && email !== userEmail;
    });
    if (other) return other[1];
  }
  const userName = /\b(?:[Mm]y name is|[Ii]'?m|[Ii] am|[Tt]his is)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)/
    .exec(userText)?.[1]
    ?.toLowerCase();
  if (userName) {
    const other = fields.find(
      ([path, value]) =>
        /(?:customer|owner|guest|patient|holder|account|client|traveller|passenger)?_?name$|(?:customer|owner|holder)$/i.test(
          path,
        ) &&
        /^[A-Z][a-z]+(?:\s+[A-Z][a-z.]+)+$/.test(value) &&
        !value.toLowerCase().includes(userName.split(" ")[0] ?? userName),
    );
    if (other) return other[1];
  }
  const userId =
    /\b(?:customer|account|member|patient|client)\s*(?:id|number|no\.?)?\s*(?:is\s*)?[:#]?\s*([A-Z0-9][A-Z0-9-]{2,})/i.exec(
      userText,
    )?.[1];
  if (userId && /\d/.test(userId)) {
    const other = fields.find(
      ([path, value]) =>
        /(?:customer|account|member|patient|client|owner)_?(?:id|number)$/i.test(path) && value !== userId,
    );
    if (other) return other[1];
  }
  if (
    fields.some(([path, value]) => /belongs_to_(?:caller|user)|owner_match|is_owner/i.test(path) && value === "false")
  )
    return "another customer";
  return undefined;
}

const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*";
const DATE = new RegExp(
  `\\b(?:\\d{4}-\\d{2}-\\d{2}|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?|today|tomorrow|tonight|next (?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\\b`,
  "gi",
);

/** The dates a text names, in order ("3 May", "2027-05-03", "tomorrow"). */
export const datesIn = (text: string): string[] => [...text.matchAll(DATE)].map((match) => match[0]);

/** A time of day ("10:30", "3pm"). */
export const timeIn = (text: string) => /\b(\d{1,2}(?::\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2})\b/i.exec(text)?.[1];

/** A count of people ("2 guests", "for three", "party of 4"). */
export function countIn(text: string): number | undefined {
  const numbers: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
  const match =
    /\b(\d{1,2}|one|two|three|four|five|six|seven|eight)\s+(?:guests?|people|persons|adults|of us|travell?ers|passengers)\b/i.exec(
      text,
    ) ?? /\b(?:for|party of)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight)\b/i.exec(text);
  const raw = match?.[1]?.toLowerCase();
  return raw === undefined ? undefined : (numbers[raw] ?? Number(raw));
}

/** A person's name the user gives for someone ("my husband Tom Baker", "for Anna Lee"). */
export const nameAfter = (text: string, lead: RegExp) => {
  const match = new RegExp(`${lead.source}\\s*,?\\s*([A-Z][a-z]+(?:\\s+[A-Z][a-z'-]+)?)`).exec(text);
  return match?.[1];
};

/** The user's own name, if they gave it. */
export const ownNameIn = (text: string) =>
  /\b(?:[Mm]y name is|[Nn]ame'?s|[Ii]'?m|[Ii] am|[Tt]his is)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z'-]+)?)/.exec(text)?.[1];
