export * from "./constants/index";
export * from "./agents/catalogue";
export * from "./routes";
