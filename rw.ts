import { inDirectiveWording } from "./apps/server/src/text/rule-wordings";
for (const l of process.argv.slice(2)) console.log(inDirectiveWording(l));
