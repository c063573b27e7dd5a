/** Words too general to show that two rules are about the same thing. */
export const GENERIC = new Set(
  (
    "user customer client child student pupil people person someone anyone everyone question questions answer reply response " +
    "patient member resident caller employee renter applicant candidate visitor guest traveller passenger player parent " +
    "owner learner tenant buyer shopper carer family adult " +
    "i'm you're it's that's don't can't say tell ask give want need make sure " +
    "number detail information data thing name type kind" +
    "message chat conversation time way thing something anything everything one them it information help request " +
    " time always never every each all any first same own other they their he she his her we us our"
  ).split(" "),
);
