import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives (parsed with postal-mime). Set
 * `control.refusals` to make it refuse that many messages, to exercise retries.
 */
export async function startSmtpCapture(port = 0) {
  const received: CapturedMail[] = [];
  const control = { refusals: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (control.refusals > 0) {
          control.refusals--;
          callback(new Error("451 try again later"));
          return;
        }
        void PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
          received.push({
            to: session.envelope.rcptTo[0]?.address ?? "",
            subject: mail.subject ?? "",
            text: mail.text ?? "",
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const { port: boundPort } = server.server.address() as { port: number };
  return {
    received,
    control,
    url: `smtp://127.0.0.1:${boundPort}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
