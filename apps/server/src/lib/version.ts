import { readFileSync } from "node:fs";
import { serverFile } from "./server-files";

const packageJson = JSON.parse(readFileSync(serverFile("package.json"), "utf8")) as {
  version: string;
};

export const APP_VERSION = packageJson.version;
