export * from "./user-guides";
export * from "./auth";
export * from "./accounts";
export * from "./nda";
export * from "./registrations";
export * from "./email-outbox";
export * from "./audit-log";
export * from "./projects";
