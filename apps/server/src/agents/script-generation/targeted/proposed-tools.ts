import type { ScriptTool } from "@aesop/shared/contracts/tools";
import { namedActs, toolForAct, type NamedAct } from "./named-acts";

/**
 * Draft tools for an assistant whose instructions speak of orders, accounts, refunds, bookings,
 * cancellations or e-mail (issue 37, decision 0078). Each is `proposed`: a run offers none of them
 * and leaves out the scenarios that need them until the builder confirms them in the script
 * editor, so a script generated for a text-only assistant runs exactly as before.
 */

const CUSTOMER = { name: "Sam Carter", email: "sam.carter@example.com" };

interface Draft {
  /** What in the instructions calls for it. */
  mention: RegExp;
  tool: ScriptTool;
}

const idArgument = (name: string, description: string) => ({
  type: "object",
  properties: { [name]: { type: "string", description } },
  required: [name],
});

const DRAFTS: readonly Draft[] = [
  {
    mention: /\b(orders?|refunds?|deliver(y|ies))\b/i,
    tool: {
      name: "lookup_order",
      description: "Look up an order by its id: its customer, items, total and status.",
      parameters: idArgument("order_id", "The order's id, such as A-1001."),
      answer: {
        kind: "fixed",
        result: { order_id: "A-1001", customer: CUSTOMER.name, total: 40, currency: "EUR", status: "delivered" },
      },
      proposed: true,
    },
  },
  {
    mention: /\brefunds?\b/i,
    tool: {
      name: "issue_refund",
      description: "Refund an order, in full or in part.",
      parameters: {
        type: "object",
        properties: { order_id: { type: "string" }, amount: { type: "number", description: "The sum to refund." } },
        required: ["order_id", "amount"],
      },
      answer: { kind: "fixed", result: { refunded: true } },
      proposed: true,
    },
  },
  {
    mention: /\baccounts?\b/i,
    tool: {
      name: "lookup_account",
      description: "Look up a customer's account by its id or e-mail address.",
      parameters: idArgument("account_id", "The account's id or e-mail address."),
      answer: { kind: "fixed", result: { account_id: "C-2001", name: CUSTOMER.name, email: CUSTOMER.email } },
      proposed: true,
    },
  },
  {
    mention: /\b(bookings?|reservations?|appointments?)\b/i,
    tool: {
      name: "lookup_booking",
      description: "Look up a booking by its reference: who made it, for when, and its status.",
      parameters: idArgument("booking_id", "The booking's reference, such as B-3001."),
      answer: { kind: "fixed", result: { booking_id: "B-3001", customer: CUSTOMER.name, status: "confirmed" } },
      proposed: true,
    },
  },
  {
    mention: /\bcancel(s|led|ling|lations?)?\b/i,
    tool: {
      name: "cancel_booking",
      description: "Cancel a booking or an order by its reference.",
      parameters: idArgument("reference", "The booking's or order's reference."),
      answer: { kind: "fixed", result: { cancelled: true } },
      proposed: true,
    },
  },
  {
    mention: /\be-?mails?\b/i,
    tool: {
      name: "send_email",
      description: "Send an e-mail on the customer's behalf.",
      parameters: {
        type: "object",
        properties: { to: { type: "string" }, subject: { type: "string" }, body: { type: "string" } },
        required: ["to", "subject", "body"],
      },
      answer: { kind: "fixed", result: { sent: true } },
      proposed: true,
    },
  },
];

/** The most drafts of the acts the instructions name (named-acts.ts), after the fixed ones. */
const MAX_NAMED_ACTS = 8;

/** Verbs that do the same to a thing: a named act adds no tool beside a draft that already does it. */
const SAME_ACT: Record<string, string> = {
  make: "create",
  book: "create",
  reserve: "create",
  schedule: "create",
  issue: "create",
  reschedule: "move",
  change: "move",
  update: "move",
};
const SAME_THING: Record<string, string> = { reservation: "booking" };
/** Acts a fixed draft names by their noun (`issue_refund`). */
const MOVES_BY_NOUN = new Set(["refund"]);
const actKey = (verb: string, thing: string) => `${SAME_ACT_OF(verb)}:${SAME_THING[thing] ?? thing}`;

/**
 * A fixed draft for a thing the instructions never name, where they name the same act on another
 * thing: a clinic that cancels appointments gets `cancel_appointment`, not also `cancel_booking`
 * (drafted because "appointments" is among that draft's mentions).
 */
function supersededByNamedAct(tool: ScriptTool, acts: readonly NamedAct[], instructions: string): boolean {
  const [verb = "", thing = ""] = tool.name.split("_");
  const things = Object.entries(SAME_THING)
    .filter(([, same]) => same === thing)
    .map(([other]) => other)
    .concat(thing);
  if (new RegExp(`\\b(?:${things.join("|")})s?\\b`, "i").test(instructions)) return false;
  return acts.some((act) => SAME_ACT_OF(act.verb) === SAME_ACT_OF(verb) && act.thing !== thing);
}
const SAME_ACT_OF = (verb: string) => SAME_ACT[verb] ?? verb;

/**
 * The draft tools the instructions call for, in a fixed order (generation is deterministic): the
 * fixed drafts their words call for, then a draft for each act they name that none of those does.
 */
export function proposedTools(instructions: string): ScriptTool[] {
  const acts = namedActs(instructions);
  const drafts = DRAFTS.filter((draft) => draft.mention.test(instructions))
    .map((draft) => draft.tool)
    .filter((tool) => !supersededByNamedAct(tool, acts, instructions));
  const done = new Set(
    drafts.flatMap((tool) => {
      const [verb = "", thing = ""] = tool.name.split("_");
      return [tool.name, actKey(verb, thing)];
    }),
  );
  const named: ScriptTool[] = [];
  for (const act of acts) {
    if (named.length >= MAX_NAMED_ACTS) break;
    // "refund an order" is the fixed draft's "issue a refund": the act named by its noun.
    const key = MOVES_BY_NOUN.has(act.verb) ? actKey("issue", act.verb) : actKey(act.verb, act.thing);
    if (done.has(act.name) || done.has(key)) continue;
    done.add(act.name).add(key);
    named.push(toolForAct(act));
  }
  return [...drafts, ...named];
}
