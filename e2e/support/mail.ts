/**
 * The mail the portal sent during the run, as scripts/e2e.sh's sink keeps it (one raw message
 * per file in E2E_MAIL_DIR): a journey follows a link from a mail as its reader would.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "@playwright/test";

/** A quoted-printable body as text: soft line breaks joined, =XX bytes decoded. */
const unquote = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

async function mailsTo(address: string): Promise<string[]> {
  const directory = process.env.E2E_MAIL_DIR;
  if (!directory) throw new Error("E2E_MAIL_DIR is not set: run the journeys through scripts/e2e.sh");
  const files = (await readdir(directory).catch(() => [] as string[])).sort().reverse();
  const mails = await Promise.all(files.map((file) => readFile(join(directory, file), "utf8")));
  return mails
    .filter((mail) => new RegExp(`^To: .*${address.replace(/[.+]/g, "\\$&")}`, "mi").test(mail))
    .map(unquote);
}

/** The path of the first link in the newest mail to `address` whose path matches `pattern`. */
export async function linkMailedTo(address: string, pattern: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(address)) {
          const links = mail.match(/https?:\/\/[^\s"<>]+/g) ?? [];
          const link = links.map((href) => new URL(href).pathname).find((path) => pattern.test(path));
          if (link) {
            found = link;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `a mail to ${address} with a link like ${pattern}` },
    )
    .toBe(true);
  return found;
}

/** How many mails to `address` the sink holds whose text matches `pattern`. */
export async function mailsMatching(address: string, pattern: RegExp): Promise<number> {
  return (await mailsTo(address)).filter((mail) => pattern.test(mail)).length;
}
