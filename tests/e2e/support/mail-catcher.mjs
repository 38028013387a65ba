// A real SMTP server for the browser tests: every message the app delivers is parsed and
// written to MAIL_DIR as JSON, where tests read the links out of it.
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.SMTP_PORT ?? 2526);
// A slow mail server (the cluster test): senders hold their claims while it answers.
const answerDelayMs = Number(process.env.SMTP_DELAY_MS ?? 0);
const directory = path.resolve(process.env.MAIL_DIR ?? "tests/.tmp/mail");
fs.rmSync(directory, { recursive: true, force: true });
fs.mkdirSync(directory, { recursive: true });

let counter = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        const record = {
          to,
          subject: mail.subject ?? "",
          messageId: mail.messageId ?? null,
          text: mail.text ?? "",
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content.toString("utf8"),
          })),
          receivedAt: new Date().toISOString(),
        };
        counter += 1;
        const file = path.join(directory, `${Date.now()}-${counter}.json`);
        fs.writeFileSync(`${file}.tmp`, JSON.stringify(record));
        fs.renameSync(`${file}.tmp`, file);
        setTimeout(callback, answerDelayMs);
      })
      .catch(callback);
  },
});
// A sender killed mid-message (the cluster's SIGKILL test) resets its connection; that ends
// the one session, not the catcher.
server.on("error", (error) => console.error(`mail catcher: ${error.message}`));
server.listen(port, "127.0.0.1", () => console.log(`mail catcher on 127.0.0.1:${port}`));
for (const signal of ["SIGTERM", "SIGINT"])
  process.on(signal, () => server.close(() => process.exit(0)));
