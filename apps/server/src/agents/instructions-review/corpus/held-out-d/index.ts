import { campervanHireWhatsappNote } from "./campervan-hire-whatsapp-note";
import { carInsuranceRenewalSmsConfig } from "./car-insurance-renewal-sms-config";
import { councilHousingRepairsWhatsapp } from "./council-housing-repairs-whatsapp";
import { cryptoTaxHelperApp } from "./crypto-tax-helper-app";
import { languageSchoolPlacementQa } from "./language-school-placement-qa";
import { nightDriveVoiceCompanion } from "./night-drive-voice-companion";
import { outdoorGearReturnsTable } from "./outdoor-gear-returns-table";
import { recruitmentCandidateScreenerProse } from "./recruitment-candidate-screener-prose";
import { sleepCoachingAppProse } from "./sleep-coaching-app-prose";
import { teenHomeworkAppHeadings } from "./teen-homework-app-headings";
import { unionMemberHelplineClauses } from "./union-member-helpline-clauses";
import { weddingVenueEnquiriesChat } from "./wedding-venue-enquiries-chat";
import type { LabelledSample } from "../labelled-sample";

/**
 * A fourth held-out part, issue 39's second calibration part: written blind (without reading the
 * review's rules, the tuning sets or the other held-out parts; three held-out-c files were read for the
 * format only) and labelled by the current docs/review-labelling-guide.md, with its two levels (flawed /
 * could be stronger) and its relevance test. Read only to report a score, never to tune rules on.
 */
export const HELD_OUT_D_SETS: readonly LabelledSample[] = [
  campervanHireWhatsappNote,
  carInsuranceRenewalSmsConfig,
  councilHousingRepairsWhatsapp,
  cryptoTaxHelperApp,
  languageSchoolPlacementQa,
  nightDriveVoiceCompanion,
  outdoorGearReturnsTable,
  recruitmentCandidateScreenerProse,
  sleepCoachingAppProse,
  teenHomeworkAppHeadings,
  unionMemberHelplineClauses,
  weddingVenueEnquiriesChat,
];
