import { airlineDisruptionVoice } from "./airline-disruption-voice";
import { bedtimeStorytellerVoice } from "./bedtime-storyteller-voice";
import { benefitsChatbotManagerNotes } from "./benefits-chatbot-manager-notes";
import { benefitsClaimAssistant } from "./benefits-claim-assistant";
import { boutiqueStyleAssistant } from "./boutique-style-assistant";
import { childrensMuseumGuideProse } from "./childrens-museum-guide-prose";
import { councilBinCollectionsSms } from "./council-bin-collections-sms";
import { councilTaxFaq } from "./council-tax-faq";
import { creditCardSupport } from "./credit-card-support";
import { datingAppCoachQa } from "./dating-app-coach-qa";
import { debtCollectionArrearsConfig } from "./debt-collection-arrears-config";
import { electronicsUpsellAssistant } from "./electronics-upsell-assistant";
import { employeeBenefitsHelpdesk } from "./employee-benefits-helpdesk";
import { essayFeedbackTutor } from "./essay-feedback-tutor";
import { eveningCompanionOlderAdults } from "./evening-companion-older-adults";
import { girlfriendPersonaApp } from "./girlfriend-persona-app";
import { gpPracticeReception } from "./gp-practice-reception";
import { graduateRecruiterScreeningTerse } from "./graduate-recruiter-screening-terse";
import { grievanceIntakeAssistant } from "./grievance-intake-assistant";
import { groceryBoxSms } from "./grocery-box-sms";
import { hospiceBereavementCompanion } from "./hospice-bereavement-companion";
import { insuranceClaimsTriageHeadings } from "./insurance-claims-triage-headings";
import { insurerSymptomChecker } from "./insurer-symptom-checker";
import { itHelpdeskInternal } from "./it-helpdesk-internal";
import { juniorFootballRegistration } from "./junior-football-registration";
import { junoCompanionPersona } from "./juno-companion-persona";
import { kidsScienceQuiz } from "./kids-science-quiz";
import { legalAidIntakeClauses } from "./legal-aid-intake-clauses";
import { loanPrequalification } from "./loan-prequalification";
import { maritimeMuseumGuideProse } from "./maritime-museum-guide-prose";
import { mortgageEnquiryPolicy } from "./mortgage-enquiry-policy";
import { parcelTrackingBullets } from "./parcel-tracking-bullets";
import { pensionGuidanceEmail } from "./pension-guidance-email";
import { pharmacyRefillDoDontTable } from "./pharmacy-refill-do-dont-table";
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
  benefitsChatbotManagerNotes,
  benefitsClaimAssistant,
  boutiqueStyleAssistant,
  childrensMuseumGuideProse,
  councilBinCollectionsSms,
  councilTaxFaq,
  creditCardSupport,
  datingAppCoachQa,
  debtCollectionArrearsConfig,
  electronicsUpsellAssistant,
  employeeBenefitsHelpdesk,
  essayFeedbackTutor,
  eveningCompanionOlderAdults,
  girlfriendPersonaApp,
  gpPracticeReception,
  graduateRecruiterScreeningTerse,
  grievanceIntakeAssistant,
  groceryBoxSms,
  hospiceBereavementCompanion,
  insuranceClaimsTriageHeadings,
  insurerSymptomChecker,
  itHelpdeskInternal,
  juniorFootballRegistration,
  junoCompanionPersona,
  kidsScienceQuiz,
  legalAidIntakeClauses,
  loanPrequalification,
  maritimeMuseumGuideProse,
  mortgageEnquiryPolicy,
  parcelTrackingBullets,
  pensionGuidanceEmail,
  pharmacyRefillDoDontTable,
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
