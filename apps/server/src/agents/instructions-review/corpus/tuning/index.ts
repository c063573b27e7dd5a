import { airlineDisruptionVoice } from "./airline-disruption-voice";
import { allotmentSocietyPlotHelper } from "./allotment-society-plot-helper";
import { bedtimeStorytellerVoice } from "./bedtime-storyteller-voice";
import { benefitsChatbotManagerNotes } from "./benefits-chatbot-manager-notes";
import { benefitsClaimAssistant } from "./benefits-claim-assistant";
import { bikeWorkshopBookingSettings } from "./bike-workshop-booking-settings";
import { boutiqueStyleAssistant } from "./boutique-style-assistant";
import { carFinanceVoiceBrief } from "./car-finance-voice-brief";
import { carHireVoiceRio } from "./car-hire-voice-rio";
import { careHomeFamilyAssistant } from "./care-home-family-assistant";
import { carersTeaBreakCompanion } from "./carers-tea-break-companion";
import { childrensMuseumGuideProse } from "./childrens-museum-guide-prose";
import { climbingWallKidsChalky } from "./climbing-wall-kids-chalky";
import { councilBinCollectionsSms } from "./council-bin-collections-sms";
import { councilTaxFaq } from "./council-tax-faq";
import { creditCardSupport } from "./credit-card-support";
import { cryptoExchangeSupport } from "./crypto-exchange-support";
import { datingAppCoachQa } from "./dating-app-coach-qa";
import { debtCollectionArrearsConfig } from "./debt-collection-arrears-config";
import { dentalSmsPersonaNova } from "./dental-sms-persona-nova";
import { drivingSchoolBookingTerse } from "./driving-school-booking-terse";
import { electronicsUpsellAssistant } from "./electronics-upsell-assistant";
import { employeeBenefitsHelpdesk } from "./employee-benefits-helpdesk";
import { employmentTribunalTable } from "./employment-tribunal-table";
import { energyArrearsSmsConfig } from "./energy-arrears-sms-config";
import { energySwitchingComparison } from "./energy-switching-comparison";
import { essayFeedbackTutor } from "./essay-feedback-tutor";
import { eveningCompanionOlderAdults } from "./evening-companion-older-adults";
import { foodBankCoordinatorNotes } from "./food-bank-coordinator-notes";
import { freelancerTaxHelper } from "./freelancer-tax-helper";
import { frenchPenpalKidsSections } from "./french-penpal-kids-sections";
import { funeralDirectorEmailProse } from "./funeral-director-email-prose";
import { girlfriendPersonaApp } from "./girlfriend-persona-app";
import { gpPracticeReception } from "./gp-practice-reception";
import { graduateRecruiterScreeningTerse } from "./graduate-recruiter-screening-terse";
import { grievanceIntakeAssistant } from "./grievance-intake-assistant";
import { groceryBoxSms } from "./grocery-box-sms";
import { gymMembershipThirdPerson } from "./gym-membership-third-person";
import { hearingClinicVoiceLine } from "./hearing-clinic-voice-line";
import { homeworkHelperYear3Prose } from "./homework-helper-year3-prose";
import { hospiceBereavementCompanion } from "./hospice-bereavement-companion";
import { hotelConciergeConfig } from "./hotel-concierge-config";
import { immigrationInfoCharity } from "./immigration-info-charity";
import { insuranceClaimsTriageHeadings } from "./insurance-claims-triage-headings";
import { insuranceSalesPersonaMax } from "./insurance-sales-persona-max";
import { insurerSymptomChecker } from "./insurer-symptom-checker";
import { itHelpdeskInternal } from "./it-helpdesk-internal";
import { juniorFootballRegistration } from "./junior-football-registration";
import { junoCompanionPersona } from "./juno-companion-persona";
import { kidsCodingClubByte } from "./kids-coding-club-byte";
import { kidsScienceQuiz } from "./kids-science-quiz";
import { legalAidIntakeClauses } from "./legal-aid-intake-clauses";
import { loanPrequalification } from "./loan-prequalification";
import { maritimeMuseumGuideProse } from "./maritime-museum-guide-prose";
import { mobileNetworkGeneric } from "./mobile-network-generic";
import { mortgageEnquiryPolicy } from "./mortgage-enquiry-policy";
import { parcelTrackingBullets } from "./parcel-tracking-bullets";
import { pensionGuidanceEmail } from "./pension-guidance-email";
import { pharmacyRefillDoDontTable } from "./pharmacy-refill-do-dont-table";
import { pharmacySmsReminders } from "./pharmacy-sms-reminders";
import { physioBookingConfig } from "./physio-booking-config";
import { physioHomeExerciseCoach } from "./physio-home-exercise-coach";
import { policeNonEmergencyWebchat } from "./police-non-emergency-webchat";
import { prisonEducationTablet } from "./prison-education-tablet";
import { probateEnquiriesEmail } from "./probate-enquiries-email";
import { publicLibraryFaq } from "./public-library-faq";
import { railWhatsappBullets } from "./rail-whatsapp-bullets";
import { readingBuddyKs2 } from "./reading-buddy-ks2";
import { schoolAdmissionsTwoAudiences } from "./school-admissions-two-audiences";
import { schoolOfficeMultilingual } from "./school-office-multilingual";
import { solicitorsAfterHoursVoice } from "./solicitors-after-hours-voice";
import { sportsBettingPersonaLucky } from "./sports-betting-persona-lucky";
import { staffingScreenerThirdPerson } from "./staffing-screener-third-person";
import { studentHallsRepairsWhatsapp } from "./student-halls-repairs-whatsapp";
import { teenNutritionBuddy } from "./teen-nutrition-buddy";
import { tenancyDepositHelper } from "./tenancy-deposit-helper";
import { universitySupportConditions } from "./university-support-conditions";
import { urgentCareWebFaq } from "./urgent-care-web-faq";
import { vetTriageOutOfHours } from "./vet-triage-out-of-hours";
import { visaQuestionsWeak } from "./visa-questions-weak";
import { warehouseCandidateScreener } from "./warehouse-candidate-screener";
import type { LabelledSample } from "../labelled-sample";

/** Labelled sets the review engine's rules may be tuned on (docs/review-labelling-guide.md). */
export const TUNING_SETS: readonly LabelledSample[] = [
  airlineDisruptionVoice,
  allotmentSocietyPlotHelper,
  bedtimeStorytellerVoice,
  benefitsChatbotManagerNotes,
  benefitsClaimAssistant,
  bikeWorkshopBookingSettings,
  boutiqueStyleAssistant,
  careHomeFamilyAssistant,
  carersTeaBreakCompanion,
  carFinanceVoiceBrief,
  carHireVoiceRio,
  childrensMuseumGuideProse,
  climbingWallKidsChalky,
  councilBinCollectionsSms,
  councilTaxFaq,
  creditCardSupport,
  cryptoExchangeSupport,
  datingAppCoachQa,
  debtCollectionArrearsConfig,
  dentalSmsPersonaNova,
  drivingSchoolBookingTerse,
  electronicsUpsellAssistant,
  employeeBenefitsHelpdesk,
  employmentTribunalTable,
  energyArrearsSmsConfig,
  energySwitchingComparison,
  essayFeedbackTutor,
  eveningCompanionOlderAdults,
  foodBankCoordinatorNotes,
  freelancerTaxHelper,
  frenchPenpalKidsSections,
  funeralDirectorEmailProse,
  girlfriendPersonaApp,
  gpPracticeReception,
  graduateRecruiterScreeningTerse,
  grievanceIntakeAssistant,
  groceryBoxSms,
  gymMembershipThirdPerson,
  hearingClinicVoiceLine,
  homeworkHelperYear3Prose,
  hospiceBereavementCompanion,
  hotelConciergeConfig,
  immigrationInfoCharity,
  insuranceClaimsTriageHeadings,
  insuranceSalesPersonaMax,
  insurerSymptomChecker,
  itHelpdeskInternal,
  juniorFootballRegistration,
  junoCompanionPersona,
  kidsCodingClubByte,
  kidsScienceQuiz,
  legalAidIntakeClauses,
  loanPrequalification,
  maritimeMuseumGuideProse,
  mobileNetworkGeneric,
  mortgageEnquiryPolicy,
  parcelTrackingBullets,
  pensionGuidanceEmail,
  pharmacyRefillDoDontTable,
  pharmacySmsReminders,
  physioBookingConfig,
  physioHomeExerciseCoach,
  policeNonEmergencyWebchat,
  prisonEducationTablet,
  probateEnquiriesEmail,
  publicLibraryFaq,
  railWhatsappBullets,
  readingBuddyKs2,
  schoolAdmissionsTwoAudiences,
  schoolOfficeMultilingual,
  solicitorsAfterHoursVoice,
  sportsBettingPersonaLucky,
  staffingScreenerThirdPerson,
  studentHallsRepairsWhatsapp,
  teenNutritionBuddy,
  tenancyDepositHelper,
  universitySupportConditions,
  urgentCareWebFaq,
  vetTriageOutOfHours,
  visaQuestionsWeak,
  warehouseCandidateScreener,
];
