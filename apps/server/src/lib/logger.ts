import { pino, type DestinationStream, type Logger } from "pino";
import { logSafeError } from "./log-safe-error";

export type { Logger };

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "aesop" },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Never write credentials that may travel in headers or config objects.
      serializers: { err: logSafeError },
      redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.DATABASE_URL"],
    },
    destination,
  );
}
