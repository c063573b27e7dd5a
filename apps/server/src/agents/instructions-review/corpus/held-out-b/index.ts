import { gameDiscordModerator } from "./game-discord-moderator";
import { griefCompanionApp } from "./grief-companion-app";
import { hotelConciergeWhatsapp } from "./hotel-concierge-whatsapp";
import { mortgagePrequalWeb } from "./mortgage-prequal-web";
import { parkingFinesSms } from "./parking-fines-sms";
import { pharmacyOtcChat } from "./pharmacy-otc-chat";
import { propertyListingWriter } from "./property-listing-writer";
import { securityAwarenessBot } from "./security-awareness-bot";
import { spanishTutorKids } from "./spanish-tutor-kids";
import { taxReturnHelper } from "./tax-return-helper";
import { universityAdmissionsChat } from "./university-admissions-chat";
import { vetTriagePhone } from "./vet-triage-phone";
import type { LabelledSample } from "../labelled-sample";

/**
 * A second held-out part, written fresh (issue 11) without reading the review's rules or the tuning
 * sets, because the first held-out part had been looked at in aggregate too often. Read only to
 * report a score, never to tune rules on.
 */
export const HELD_OUT_B_SETS: readonly LabelledSample[] = [
  gameDiscordModerator,
  griefCompanionApp,
  hotelConciergeWhatsapp,
  mortgagePrequalWeb,
  parkingFinesSms,
  pharmacyOtcChat,
  propertyListingWriter,
  securityAwarenessBot,
  spanishTutorKids,
  taxReturnHelper,
  universityAdmissionsChat,
  vetTriagePhone,
];
