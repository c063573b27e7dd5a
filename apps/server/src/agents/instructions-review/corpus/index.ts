import * as adviceCharityAssistant from "./advice-charity-assistant";
import * as bedtimeStories from "./bedtime-stories";
import * as budgetingCoach from "./budgeting-coach";
import * as forumModerator from "./forum-moderator";
import * as hrPolicyAssistant from "./hr-policy-assistant";
import type { InstructionSample } from "./instruction-sample";
import * as mathsTutor from "./maths-tutor";
import * as medicalTriage from "./medical-triage";
import * as mentalHealthCompanion from "./mental-health-companion";
import * as shopSupport from "./shop-support";
import * as tenantRightsInformation from "./tenant-rights-information";
import * as travelBookingContradictions from "./travel-booking-contradictions";
import * as weakOneLiner from "./weak-one-liner";

export type { ExpectedStatuses, InstructionSample } from "./instruction-sample";

/** Realistic instruction sets the audit is tested and benchmarked on, written for this purpose. */
export const INSTRUCTION_CORPUS: readonly InstructionSample[] = [
  { id: "maths-tutor", ...mathsTutor },
  { id: "mental-health-companion", ...mentalHealthCompanion },
  { id: "shop-support", ...shopSupport },
  { id: "medical-triage", ...medicalTriage },
  { id: "weak-one-liner", ...weakOneLiner },
  { id: "advice-charity-assistant", ...adviceCharityAssistant },
  { id: "travel-booking-contradictions", ...travelBookingContradictions },
  { id: "tenant-rights-information", ...tenantRightsInformation },
  { id: "budgeting-coach", ...budgetingCoach },
  { id: "bedtime-stories", ...bedtimeStories },
  { id: "forum-moderator", ...forumModerator },
  { id: "hr-policy-assistant", ...hrPolicyAssistant },
];

/** The weakest and the strongest set, which the tests compare. */
export const WEAK_SAMPLE_ID = "weak-one-liner";
export const STRONG_SAMPLE_ID = "advice-charity-assistant";
