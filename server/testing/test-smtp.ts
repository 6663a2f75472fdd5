import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
  raw: Buffer;
}

/** What the server answers to a message's data: accept it, or an SMTP error code such as 451 or 550. */
export type SmtpReply = "accept" | { code: number; message: string };

export interface TestSmtp {
  port: number;
  /** `smtp://leads:secret@127.0.0.1:<port>`: the server asks for these credentials. */
  url: string;
  received: ReceivedMail[];
  /** Starts listening again on the same port after `stop`. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const SMTP_USER = "leads";
export const SMTP_PASSWORD = "secret";

/**
 * A real SMTP server on loopback (the `smtp-server` package), which parses
 * what arrives with `mailparser`. Plain SMTP with login, as a relay inside a
 * private network would be; `reply` decides each message's answer.
 */
export async function startTestSmtp(options: { port?: number; reply?: (index: number) => SmtpReply } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let answered = 0;
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;

  const listen = async () => {
    const instance = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
        else callback(new Error("Invalid username or password"));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const answer = options.reply?.(answered) ?? "accept";
          answered += 1;
          if (answer !== "accept") {
            callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
            return;
          }
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then(
            (parsed) => {
              received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed, raw });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      instance.server.once("error", reject);
      instance.listen(port, "127.0.0.1", () => resolve());
    });
    port = (instance.server.address() as AddressInfo).port;
    server = instance;
  };
  await listen();

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;
    },
    received,
    start: listen,
    async stop() {
      const instance = server;
      server = undefined;
      if (instance) await new Promise<void>((resolve) => instance.close(() => resolve()));
    },
  };
}
