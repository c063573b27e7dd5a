import { bedtimeStorytellerVoice } from "./bedtime-storyteller-voice";
import { creditCardSupport } from "./credit-card-support";
import { employeeBenefitsHelpdesk } from "./employee-benefits-helpdesk";
import { gpPracticeReception } from "./gp-practice-reception";
import { grievanceIntakeAssistant } from "./grievance-intake-assistant";
import { insurerSymptomChecker } from "./insurer-symptom-checker";
import { juniorFootballRegistration } from "./junior-football-registration";
import { kidsScienceQuiz } from "./kids-science-quiz";
import { loanPrequalification } from "./loan-prequalification";
import { pensionGuidanceEmail } from "./pension-guidance-email";
import { pharmacySmsReminders } from "./pharmacy-sms-reminders";
import { physioHomeExerciseCoach } from "./physio-home-exercise-coach";
import { readingBuddyKs2 } from "./reading-buddy-ks2";
import { solicitorsAfterHoursVoice } from "./solicitors-after-hours-voice";
import { tenancyDepositHelper } from "./tenancy-deposit-helper";
import { visaQuestionsWeak } from "./visa-questions-weak";
import { warehouseCandidateScreener } from "./warehouse-candidate-screener";
import type { LabelledSample } from "../labelled-sample";

/** Labelled sets the review engine's rules may be tuned on (docs/review-labelling-guide.md). */
export const TUNING_SETS: readonly LabelledSample[] = [
  bedtimeStorytellerVoice,
  creditCardSupport,
  employeeBenefitsHelpdesk,
  gpPracticeReception,
  grievanceIntakeAssistant,
  insurerSymptomChecker,
  juniorFootballRegistration,
  kidsScienceQuiz,
  loanPrequalification,
  pensionGuidanceEmail,
  pharmacySmsReminders,
  physioHomeExerciseCoach,
  readingBuddyKs2,
  solicitorsAfterHoursVoice,
  tenancyDepositHelper,
  visaQuestionsWeak,
  warehouseCandidateScreener,
];
