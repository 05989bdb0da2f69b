#!/usr/bin/env node
/**
 * The journeys' mail box: an SMTP server on a free local port that keeps every mail the portal
 * sends as a file in the directory given (one raw message per file), so a journey can follow a
 * link from a mail as its reader would (a guest pass's link with its pin). Prints the port.
 *   node scripts/e2e-mail-sink.mjs <directory>
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const directory = process.argv[2];
if (!directory) throw new Error("usage: e2e-mail-sink.mjs <directory>");
mkdirSync(directory, { recursive: true });
let received = 0;

const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      writeFileSync(path.join(directory, `${Date.now()}-${received}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
sink.listen(0, "127.0.0.1", () => console.log(sink.server.address().port));
