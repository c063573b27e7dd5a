import type { AssistantConversations } from "./conversation-cases";
import { airlineRebookingCases } from "./airline-rebooking";
import { gymMembershipCases } from "./gym-membership";
import { onlineCourseSupportCases } from "./online-course-support";
import { publicLibraryCases } from "./public-library";
import { utilityOutageLineCases } from "./utility-outage-line";
import { weddingVenueCases } from "./wedding-venue";
import { concertTicketingCases } from "./concert-ticketing";
import { removalsQuotesCases } from "./removals-quotes";
import { bikeShareCases } from "./bike-share";
import { taxFilingHelperCases } from "./tax-filing-helper";
import { hotelConciergeCases } from "./hotel-concierge";
import { drivingSchoolCases } from "./driving-school";
import { selfStorageCases } from "./self-storage";
import { bloodDonationLineCases } from "./blood-donation-line";
import { museumTicketDeskCases } from "./museum-ticket-desk";
import { nurseryParentAppCases } from "./nursery-parent-app";
import { parcelCourierWhatsappCases } from "./parcel-courier-whatsapp";
import { therapyIntakeSmsCases } from "./therapy-intake-sms";
import { solarInstallerSalesCases } from "./solar-installer-sales";
import { payrollHelpdeskSlackCases } from "./payroll-helpdesk-slack";
import { skiSchoolDeskCases } from "./ski-school-desk";
import { coworkingFrontDeskCases } from "./coworking-front-desk";
import { propertyMaintenanceLineCases } from "./property-maintenance-line";
import { languageSchoolWhatsappCases } from "./language-school-whatsapp";
import { phoneRepairChatCases } from "./phone-repair-chat";
import { funeralHomeEnquiriesCases } from "./funeral-home-enquiries";
import { kayakRentalDockCases } from "./kayak-rental-dock";
import { dogDaycareWhatsappCases } from "./dog-daycare-whatsapp";
import { evChargingSupportCases } from "./ev-charging-support";
import { mortgageBrokerIntakeCases } from "./mortgage-broker-intake";
import { musicSchoolInboxCases } from "./music-school-inbox";
import { homeCareSchedulingCases } from "./home-care-scheduling";
import { climbingGymDeskCases } from "./climbing-gym-desk";
import { pestControlBookingCases } from "./pest-control-booking";
import { thaiTakeawayOrdersCases } from "./thai-takeaway-orders";
import { tattooStudioDmsCases } from "./tattoo-studio-dms";
import { hostelWhatsappSopCases } from "./hostel-whatsapp-sop";
import { bikeRepairWorkshopCases } from "./bike-repair-workshop";
import { autoInsuranceClaimsCases } from "./auto-insurance-claims";
import { budgetBankingCases } from "./budget-banking";
import { carRentalDeskCases } from "./car-rental-desk";
import { cityServicesDeskCases } from "./city-services-desk";
import { companionWellbeingCases } from "./companion-wellbeing";
import { cryptoExchangeSupportCases } from "./crypto-exchange-support";
import { dentalBookingLineCases } from "./dental-booking-line";
import { energySupplierInboxCases } from "./energy-supplier-inbox";
import { homesListingAgentCases } from "./homes-listing-agent";
import { hrPolicyDeskCases } from "./hr-policy-desk";
import { itOpsHelperCases } from "./it-ops-helper";
import { kidsReadingTutorCases } from "./kids-reading-tutor";
import { nutritionCoachCases } from "./nutrition-coach";
import { petClinicLineCases } from "./pet-clinic-line";
import { pharmacyRefillsCases } from "./pharmacy-refills";
import { recruitingScreenerCases } from "./recruiting-screener";
import { shopfrontOrdersCases } from "./shopfront-orders";
import { telecomSupportCases } from "./telecom-support";
import { tenantLegalInfoCases } from "./tenant-legal-info";
import { tripPlannerCases } from "./trip-planner";
import { universityAdmissionsCases } from "./university-admissions";

export const corpusConversations: readonly AssistantConversations[] = [
  shopfrontOrdersCases,
  pharmacyRefillsCases,
  budgetBankingCases,
  kidsReadingTutorCases,
  hrPolicyDeskCases,
  tripPlannerCases,
  tenantLegalInfoCases,
  itOpsHelperCases,
  companionWellbeingCases,
  dentalBookingLineCases,
  universityAdmissionsCases,
  carRentalDeskCases,
  cryptoExchangeSupportCases,
  energySupplierInboxCases,
  recruitingScreenerCases,
  airlineRebookingCases,
  gymMembershipCases,
  onlineCourseSupportCases,
  publicLibraryCases,
  utilityOutageLineCases,
  weddingVenueCases,
  concertTicketingCases,
  removalsQuotesCases,
  bikeShareCases,
  taxFilingHelperCases,
  hotelConciergeCases,
  drivingSchoolCases,
  selfStorageCases,
  bloodDonationLineCases,
  museumTicketDeskCases,
  nurseryParentAppCases,
  parcelCourierWhatsappCases,
  therapyIntakeSmsCases,
  solarInstallerSalesCases,
  payrollHelpdeskSlackCases,
  skiSchoolDeskCases,
  coworkingFrontDeskCases,
  propertyMaintenanceLineCases,
  languageSchoolWhatsappCases,
  phoneRepairChatCases,
  funeralHomeEnquiriesCases,
  kayakRentalDockCases,
  dogDaycareWhatsappCases,
  evChargingSupportCases,
  mortgageBrokerIntakeCases,
  musicSchoolInboxCases,
  homeCareSchedulingCases,
  climbingGymDeskCases,
  pestControlBookingCases,
  thaiTakeawayOrdersCases,
  tattooStudioDmsCases,
  hostelWhatsappSopCases,
  bikeRepairWorkshopCases,
  autoInsuranceClaimsCases,
  homesListingAgentCases,
  telecomSupportCases,
  cityServicesDeskCases,
  nutritionCoachCases,
  petClinicLineCases,
];
