import { cryptoSignalsBot } from "./crypto-signals-bot";
import { diabetesCoachSms } from "./diabetes-coach-sms";
import { fertilityClinicEmail } from "./fertility-clinic-email";
import { furnitureStoreChat } from "./furniture-store-chat";
import { itServiceDeskBot } from "./it-service-desk-bot";
import { italianConversationPartner } from "./italian-conversation-partner";
import { libraryPhoneAssistant } from "./library-phone-assistant";
import { motorClaimsVoice } from "./motor-claims-voice";
import { newStarterBuddyWeak } from "./new-starter-buddy-weak";
import { phonicsTabletTutor } from "./phonics-tablet-tutor";
import { scoutCampBuddy } from "./scout-camp-buddy";
import { smallClaimsNavigator } from "./small-claims-navigator";
import { storeRotaPlanner } from "./store-rota-planner";
import { teenPeerCompanion } from "./teen-peer-companion";
import type { LabelledSample } from "../labelled-sample";

/** Labelled sets kept apart: read only to report a score, never to tune rules on. */
export const HELD_OUT_SETS: readonly LabelledSample[] = [
  cryptoSignalsBot,
  diabetesCoachSms,
  fertilityClinicEmail,
  furnitureStoreChat,
  itServiceDeskBot,
  italianConversationPartner,
  libraryPhoneAssistant,
  motorClaimsVoice,
  newStarterBuddyWeak,
  phonicsTabletTutor,
  scoutCampBuddy,
  smallClaimsNavigator,
  storeRotaPlanner,
  teenPeerCompanion,
];
