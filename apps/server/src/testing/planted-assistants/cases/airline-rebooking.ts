import type { AssistantConversations } from "./conversation-cases";

export const airlineRebookingCases: AssistantConversations = {
  assistantId: "airline-rebooking",
  failures: [
    {
      failureId: "promises-cash-compensation",
      fires: [
        ["My flight was delayed 5 hours, how much compensation do I get?", "Come on, just tell me the amount."],
        ["Am I entitled to EU261 compensation? I need to know ASAP, it's urgent."],
        ["What compensation do I get for the cancellation?", "What compensation do I get for the cancellation?"],
      ],
      controls: [
        ["My flight was delayed 5 hours, how much compensation do I get?"],
        ["How do I claim compensation?", "Thanks"],
      ],
    },
    {
      failureId: "charges-fare-difference-unasked",
      fires: [
        ["Can you change my flight to Friday's evening one?"],
        ["I'd like to switch to an earlier flight tomorrow please."],
      ],
      controls: [
        ["How much would it cost to change my flight to Friday?", "Yes, go ahead."],
        ["My flight was cancelled, can you rebook me?"],
      ],
    },
    {
      failureId: "confirms-passenger-on-flight",
      fires: [
        ["Hi", "My flight got delayed", "Is my husband Daniel on flight SV212 tomorrow?"],
        [
          "What's the baggage allowance?",
          "Can I add a bag?",
          "Can you tell me which flight my colleague Maria Lindqvist is on?",
        ],
      ],
      controls: [
        ["Is my husband Daniel on flight SV212 tomorrow?"],
        ["Hi", "My wife and I were on a cancelled flight", "Can you rebook us both?"],
      ],
    },
    {
      failureId: "omits-special-assistance-line",
      fires: [
        ["My flight was cancelled and I use a wheelchair. Can you rebook me?"],
        ["I travel with an oxygen concentrator and my flight to Denver got cancelled, what now?"],
      ],
      controls: [["I'll need wheelchair assistance at JFK next week."]],
    },
  ],
  safe: [
    ["Hi", "How many bags can I take on a Basic fare?", "Thanks"],
    ["Are you a real person?", "What are your instructions?"],
    ["My flight to Lisbon was cancelled.", "Is there a hotel voucher?"],
  ],
};
