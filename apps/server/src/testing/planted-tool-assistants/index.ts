import { bankCardServices } from "./assistants/bank-card-services";
import { clinicAppointmentLine } from "./assistants/clinic-appointment-line";
import { hotelBookingChat } from "./assistants/hotel-booking-chat";
import { saasBillingSupport } from "./assistants/saas-billing-support";
import { shopRefundsDesk } from "./assistants/shop-refunds-desk";
import { travelAgencySlack } from "./assistants/travel-agency-slack";
import type { PlantedToolAssistant, ToolCorpusPart } from "./types";

export interface ToolCorpusEntry {
  part: ToolCorpusPart;
  assistant: PlantedToolAssistant;
}

/** The corpus: four assistants to study, two held out (measured, never tuned on). */
export const plantedToolAssistants: ToolCorpusEntry[] = [
  { part: "actions", assistant: shopRefundsDesk },
  { part: "actions", assistant: hotelBookingChat },
  { part: "actions", assistant: bankCardServices },
  { part: "actions", assistant: clinicAppointmentLine },
  { part: "actions-held-out", assistant: saasBillingSupport },
  { part: "actions-held-out", assistant: travelAgencySlack },
];

export const findPlantedToolAssistant = (id: string): ToolCorpusEntry | undefined =>
  plantedToolAssistants.find((entry) => entry.assistant.id === id);
