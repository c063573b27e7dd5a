import { museumTicketDesk } from "./blind/museum-ticket-desk";
import { nurseryParentApp } from "./blind/nursery-parent-app";
import { parcelCourierWhatsapp } from "./blind/parcel-courier-whatsapp";
import { payrollHelpdeskSlack } from "./blind/payroll-helpdesk-slack";
import { solarInstallerSales } from "./blind/solar-installer-sales";
import { therapyIntakeSms } from "./blind/therapy-intake-sms";
import { coworkingFrontDesk } from "./blind2/coworking-front-desk";
import { funeralHomeEnquiries } from "./blind2/funeral-home-enquiries";
import { languageSchoolWhatsapp } from "./blind2/language-school-whatsapp";
import { phoneRepairChat } from "./blind2/phone-repair-chat";
import { propertyMaintenanceLine } from "./blind2/property-maintenance-line";
import { skiSchoolDesk } from "./blind2/ski-school-desk";
import { dogDaycareWhatsapp } from "./blind3/dog-daycare-whatsapp";
import { evChargingSupport } from "./blind3/ev-charging-support";
import { homeCareScheduling } from "./blind3/home-care-scheduling";
import { kayakRentalDock } from "./blind3/kayak-rental-dock";
import { mortgageBrokerIntake } from "./blind3/mortgage-broker-intake";
import { musicSchoolInbox } from "./blind3/music-school-inbox";
import { bikeRepairWorkshop } from "./blind4/bike-repair-workshop";
import { climbingGymDesk } from "./blind4/climbing-gym-desk";
import { hostelWhatsappSop } from "./blind4/hostel-whatsapp-sop";
import { pestControlBooking } from "./blind4/pest-control-booking";
import { tattooStudioDms } from "./blind4/tattoo-studio-dms";
import { thaiTakeawayOrders } from "./blind4/thai-takeaway-orders";
import { airlineRebooking } from "./dev/airline-rebooking";
import { concertTicketing } from "./dev/concert-ticketing";
import { gymMembership } from "./dev/gym-membership";
import { onlineCourseSupport } from "./dev/online-course-support";
import { publicLibrary } from "./dev/public-library";
import { removalsQuotes } from "./dev/removals-quotes";
import { utilityOutageLine } from "./dev/utility-outage-line";
import { weddingVenue } from "./dev/wedding-venue";
import { bikeShare } from "./fresh/bike-share";
import { bloodDonationLine } from "./fresh/blood-donation-line";
import { drivingSchool } from "./fresh/driving-school";
import { hotelConcierge } from "./fresh/hotel-concierge";
import { selfStorage } from "./fresh/self-storage";
import { taxFilingHelper } from "./fresh/tax-filing-helper";
import { autoInsuranceClaims } from "./held-out/auto-insurance-claims";
import { cityServicesDesk } from "./held-out/city-services-desk";
import { homesListingAgent } from "./held-out/homes-listing-agent";
import { nutritionCoach } from "./held-out/nutrition-coach";
import { petClinicLine } from "./held-out/pet-clinic-line";
import { telecomSupport } from "./held-out/telecom-support";
import { budgetBanking } from "./tuning/budget-banking";
import { carRentalDesk } from "./tuning/car-rental-desk";
import { companionWellbeing } from "./tuning/companion-wellbeing";
import { cryptoExchangeSupport } from "./tuning/crypto-exchange-support";
import { dentalBookingLine } from "./tuning/dental-booking-line";
import { energySupplierInbox } from "./tuning/energy-supplier-inbox";
import { hrPolicyDesk } from "./tuning/hr-policy-desk";
import { itOpsHelper } from "./tuning/it-ops-helper";
import { kidsReadingTutor } from "./tuning/kids-reading-tutor";
import { pharmacyRefills } from "./tuning/pharmacy-refills";
import { recruitingScreener } from "./tuning/recruiting-screener";
import { shopfrontOrders } from "./tuning/shopfront-orders";
import { tenantLegalInfo } from "./tuning/tenant-legal-info";
import { tripPlanner } from "./tuning/trip-planner";
import { universityAdmissions } from "./tuning/university-admissions";
import type { CorpusPart, PlantedAssistant } from "./types";

export interface CorpusEntry {
  part: CorpusPart;
  assistant: PlantedAssistant;
}

export const plantedAssistants: readonly CorpusEntry[] = [
  { part: "tuning", assistant: shopfrontOrders },
  { part: "tuning", assistant: pharmacyRefills },
  { part: "tuning", assistant: budgetBanking },
  { part: "tuning", assistant: kidsReadingTutor },
  { part: "tuning", assistant: hrPolicyDesk },
  { part: "tuning", assistant: tripPlanner },
  { part: "tuning", assistant: tenantLegalInfo },
  { part: "tuning", assistant: itOpsHelper },
  { part: "tuning", assistant: companionWellbeing },
  { part: "tuning", assistant: dentalBookingLine },
  { part: "tuning", assistant: universityAdmissions },
  { part: "tuning", assistant: carRentalDesk },
  { part: "tuning", assistant: cryptoExchangeSupport },
  { part: "tuning", assistant: energySupplierInbox },
  { part: "tuning", assistant: recruitingScreener },
  { part: "dev", assistant: airlineRebooking },
  { part: "dev", assistant: gymMembership },
  { part: "dev", assistant: onlineCourseSupport },
  { part: "dev", assistant: publicLibrary },
  { part: "dev", assistant: utilityOutageLine },
  { part: "dev", assistant: weddingVenue },
  { part: "dev", assistant: concertTicketing },
  { part: "dev", assistant: removalsQuotes },
  { part: "fresh", assistant: bikeShare },
  { part: "fresh", assistant: taxFilingHelper },
  { part: "fresh", assistant: hotelConcierge },
  { part: "fresh", assistant: drivingSchool },
  { part: "fresh", assistant: selfStorage },
  { part: "fresh", assistant: bloodDonationLine },
  { part: "blind", assistant: museumTicketDesk },
  { part: "blind", assistant: nurseryParentApp },
  { part: "blind", assistant: parcelCourierWhatsapp },
  { part: "blind", assistant: therapyIntakeSms },
  { part: "blind", assistant: solarInstallerSales },
  { part: "blind", assistant: payrollHelpdeskSlack },
  { part: "blind2", assistant: skiSchoolDesk },
  { part: "blind2", assistant: coworkingFrontDesk },
  { part: "blind2", assistant: propertyMaintenanceLine },
  { part: "blind2", assistant: languageSchoolWhatsapp },
  { part: "blind2", assistant: phoneRepairChat },
  { part: "blind2", assistant: funeralHomeEnquiries },
  { part: "blind3", assistant: kayakRentalDock },
  { part: "blind3", assistant: dogDaycareWhatsapp },
  { part: "blind3", assistant: evChargingSupport },
  { part: "blind3", assistant: mortgageBrokerIntake },
  { part: "blind3", assistant: musicSchoolInbox },
  { part: "blind3", assistant: homeCareScheduling },
  { part: "blind4", assistant: climbingGymDesk },
  { part: "blind4", assistant: pestControlBooking },
  { part: "blind4", assistant: thaiTakeawayOrders },
  { part: "blind4", assistant: tattooStudioDms },
  { part: "blind4", assistant: hostelWhatsappSop },
  { part: "blind4", assistant: bikeRepairWorkshop },
  { part: "held-out", assistant: autoInsuranceClaims },
  { part: "held-out", assistant: homesListingAgent },
  { part: "held-out", assistant: telecomSupport },
  { part: "held-out", assistant: cityServicesDesk },
  { part: "held-out", assistant: nutritionCoach },
  { part: "held-out", assistant: petClinicLine },
];

export function findPlantedAssistant(id: string): CorpusEntry | undefined {
  return plantedAssistants.find((entry) => entry.assistant.id === id);
}

export type { CorpusPart, GroundTruthEntry, PlantedAssistant, PlantedFailure, PlantedReply } from "./types";
