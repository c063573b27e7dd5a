export * from "./user-guides";
