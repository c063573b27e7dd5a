import { airlineDisruptionVoice } from "./airline-disruption-voice";
import { bedtimeStorytellerVoice } from "./bedtime-storyteller-voice";
import { benefitsClaimAssistant } from "./benefits-claim-assistant";
import { boutiqueStyleAssistant } from "./boutique-style-assistant";
import { councilBinCollectionsSms } from "./council-bin-collections-sms";
import { councilTaxFaq } from "./council-tax-faq";
import { creditCardSupport } from "./credit-card-support";
import { electronicsUpsellAssistant } from "./electronics-upsell-assistant";
import { employeeBenefitsHelpdesk } from "./employee-benefits-helpdesk";
import { essayFeedbackTutor } from "./essay-feedback-tutor";
import { eveningCompanionOlderAdults } from "./evening-companion-older-adults";
import { girlfriendPersonaApp } from "./girlfriend-persona-app";
import { gpPracticeReception } from "./gp-practice-reception";
import { grievanceIntakeAssistant } from "./grievance-intake-assistant";
import { groceryBoxSms } from "./grocery-box-sms";
import { hospiceBereavementCompanion } from "./hospice-bereavement-companion";
import { insurerSymptomChecker } from "./insurer-symptom-checker";
import { itHelpdeskInternal } from "./it-helpdesk-internal";
import { juniorFootballRegistration } from "./junior-football-registration";
import { junoCompanionPersona } from "./juno-companion-persona";
import { kidsScienceQuiz } from "./kids-science-quiz";
import { loanPrequalification } from "./loan-prequalification";
import { maritimeMuseumGuideProse } from "./maritime-museum-guide-prose";
import { mortgageEnquiryPolicy } from "./mortgage-enquiry-policy";
import { parcelTrackingBullets } from "./parcel-tracking-bullets";
import { pensionGuidanceEmail } from "./pension-guidance-email";
import { pharmacySmsReminders } from "./pharmacy-sms-reminders";
import { physioBookingConfig } from "./physio-booking-config";
import { physioHomeExerciseCoach } from "./physio-home-exercise-coach";
import { policeNonEmergencyWebchat } from "./police-non-emergency-webchat";
import { readingBuddyKs2 } from "./reading-buddy-ks2";
import { schoolOfficeMultilingual } from "./school-office-multilingual";
import { solicitorsAfterHoursVoice } from "./solicitors-after-hours-voice";
import { tenancyDepositHelper } from "./tenancy-deposit-helper";
import { visaQuestionsWeak } from "./visa-questions-weak";
import { warehouseCandidateScreener } from "./warehouse-candidate-screener";
import type { LabelledSample } from "../labelled-sample";

/** Labelled sets the review engine's rules may be tuned on (docs/review-labelling-guide.md). */
export const TUNING_SETS: readonly LabelledSample[] = [
  airlineDisruptionVoice,
  bedtimeStorytellerVoice,
  benefitsClaimAssistant,
  boutiqueStyleAssistant,
  councilBinCollectionsSms,
  councilTaxFaq,
  creditCardSupport,
  electronicsUpsellAssistant,
  employeeBenefitsHelpdesk,
  essayFeedbackTutor,
  eveningCompanionOlderAdults,
  girlfriendPersonaApp,
  gpPracticeReception,
  grievanceIntakeAssistant,
  groceryBoxSms,
  hospiceBereavementCompanion,
  insurerSymptomChecker,
  itHelpdeskInternal,
  juniorFootballRegistration,
  junoCompanionPersona,
  kidsScienceQuiz,
  loanPrequalification,
  maritimeMuseumGuideProse,
  mortgageEnquiryPolicy,
  parcelTrackingBullets,
  pensionGuidanceEmail,
  pharmacySmsReminders,
  physioBookingConfig,
  physioHomeExerciseCoach,
  policeNonEmergencyWebchat,
  readingBuddyKs2,
  schoolOfficeMultilingual,
  solicitorsAfterHoursVoice,
  tenancyDepositHelper,
  visaQuestionsWeak,
  warehouseCandidateScreener,
];
