#!/usr/bin/env node
/**
 * Every UI string goes through react-intl with en and es catalogues (STYLE §7). This check
 * scans apps/web/src for the message ids the code uses — `id: "x.y"` (defineMessages,
 * formatMessage), `id="x.y"` (FormattedMessage) and the `titleId`/`subTitleId`-style props
 * that pass ids on — and fails when one is missing from en or es, or when the two
 * catalogues' key sets differ. Ids contain a dot, which tells them from HTML ids. Ids built
 * at run time (`nav.${key}`) cannot be seen here; their catalogue entries are listed by hand.
 *
 * It also checks what the API can put in front of a member (issue #14: nothing in English on a
 * Spanish page): every error code of the catalogue has Spanish wording, every field message the
 * server or the shared schemas send has a stable id (FIELD_MESSAGES), and every id has an
 * en and an es entry `fieldError.<id>` in the web catalogue.
 *
 * The glossary (docs/glossary.md) holds the web catalogues' wording in both languages, and the
 * server's own English: its field messages, the error catalogue's English and the mail it writes.
 *   node --import tsx scripts/check-messages.mjs   (npm run check:messages)
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { languageBlockTexts } from "./lib/language-blocks.mjs";

const root = path.resolve(import.meta.dirname, "..");
const src = path.join(root, "apps/web/src");

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : walk(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const files = walk(src);
const catalogueFiles = files.filter((file) => path.basename(file) === "messages.ts");
const codeFiles = files.filter(
  (file) => path.basename(file) !== "messages.ts" && !/\.test\.tsx?$/.test(file),
);

/** Loads a messages.ts through tsx (the script runs under `node --import tsx`). */
async function loadCatalogue(file) {
  try {
    return (await import(pathToFileURL(file).href)).messages;
  } catch (error) {
    throw new Error(`${path.relative(root, file)} could not be loaded: ${error.message}`);
  }
}

const en = new Map();
const es = new Map();
/** Every message's text, per language: id → [text, file], for the glossary. */
const texts = { en: new Map(), es: new Map() };
const problems = [];
for (const file of catalogueFiles) {
  const messages = await loadCatalogue(file);
  const where = path.relative(root, file);
  if (!messages?.en || !messages?.es) {
    problems.push(`${where}: must export messages = { en: {...}, es: {...} }`);
    continue;
  }
  for (const [language, target] of [
    ["en", en],
    ["es", es],
  ]) {
    for (const [id, text] of Object.entries(messages[language])) texts[language].set(id, [text, where]);
    for (const id of Object.keys(messages[language])) {
      if (target.has(id) && target.get(id) !== where)
        problems.push(`${where}: "${id}" (${language}) is also defined in ${target.get(id)}`);
      target.set(id, where);
    }
  }
}

const ID = /\b(?:id|[a-z]+Id)\s*[:=]\s*\{?\s*["'`]([A-Za-z][\w-]*(?:\.[\w-]+)+)["'`]/g;
const used = new Map();
for (const file of codeFiles) {
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(ID)) {
    const id = match[1];
    if (!used.has(id)) used.set(id, path.relative(root, file));
  }
}

for (const [id, file] of used) {
  if (!en.has(id)) problems.push(`${file}: "${id}" is missing from en`);
  if (!es.has(id)) problems.push(`${file}: "${id}" is missing from es`);
}
for (const id of en.keys()) if (!es.has(id)) problems.push(`${en.get(id)}: "${id}" is in en but not es`);
for (const id of es.keys()) if (!en.has(id)) problems.push(`${es.get(id)}: "${id}" is in es but not en`);

// What the API says, in the member's language.
const domain = path.join(root, "packages/domain/src");
const server = path.join(root, "apps/server/src");
const { FIELD_MESSAGES: MEMBER_FIELD_MESSAGES } = await import(
  pathToFileURL(path.join(domain, "common/field-messages.ts")).href
);
const { STAFF_FIELD_MESSAGES } = await import(
  pathToFileURL(path.join(domain, "common/staff-field-messages.ts")).href
);
// Both sets of field messages: the member's, and those only staff meet (admin mode's catalogues word them).
const FIELD_MESSAGES = { ...MEMBER_FIELD_MESSAGES, ...STAFF_FIELD_MESSAGES };
const { errorCatalogue } = await import(pathToFileURL(path.join(domain, "common/error-catalogue.ts")).href);
for (const [code, entry] of Object.entries(errorCatalogue)) {
  if (!entry.es?.title?.trim() || !entry.es?.description?.trim())
    problems.push(
      `error code "${code}" has no Spanish wording (packages/domain/src/common/error-catalogue.ts)`,
    );
}
for (const id of Object.keys(FIELD_MESSAGES)) {
  for (const [language, target] of [
    ["en", en],
    ["es", es],
  ]) {
    if (!target.has(`fieldError.${id}`))
      problems.push(`field message "${id}" has no ${language} entry "fieldError.${id}" in the web catalogue`);
  }
}
const knownTexts = new Set(Object.values(FIELD_MESSAGES));
// Literal field messages: the server's fieldError("field", "text") and details: "text", and the
// shared schemas' .min(1, "text"), .regex(/…/, "text"), .refine(…, { message: "text" }).
const SERVER_FIELD_TEXT = [/fieldError\(\s*"[^"]*"\s*,\s*"([^"]+)"/g, /\bdetails:\s*"([^"]+)"/g];
const SCHEMA_FIELD_TEXT = [
  /\{\s*message:\s*"([^"]+)"\s*\}/g,
  /\.(?:min|max|length)\([^"\n)]*,\s*"([^"]+)"\)/g,
  /\.regex\(\/.*?\/[a-z]*,\s*"([^"]+)"\)/g,
];
const notTest = (file) => !/\.test\.ts$/.test(file) && !file.includes(`${path.sep}test${path.sep}`);
const sources = [
  ...walk(server)
    .filter(notTest)
    .map((file) => [file, SERVER_FIELD_TEXT]),
  ...walk(domain)
    .filter(notTest)
    .map((file) => [file, SCHEMA_FIELD_TEXT]),
];
for (const [file, patterns] of sources) {
  const text = readFileSync(file, "utf8");
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      if (!knownTexts.has(match[1]))
        problems.push(
          `${path.relative(root, file)}: the field message "${match[1]}" has no stable id in FIELD_MESSAGES or STAFF_FIELD_MESSAGES (packages/domain/src/common/)`,
        );
    }
  }
}

// The glossary (docs/glossary.md, issue 24): one word for each thing. Its table's last two
// columns list, in backticks, the variants neither language may use.
const glossary = readFileSync(path.join(root, "docs/glossary.md"), "utf8");
const banned = { en: [], es: [] };
for (const line of glossary.split("\n")) {
  const cells = line.split("|").map((cell) => cell.trim());
  if (cells.length < 7 || cells[1] === "thing" || cells[1].startsWith("---")) continue;
  const variants = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
  for (const variant of variants(cells[4])) banned.en.push([variant, cells[2]]);
  for (const variant of variants(cells[5])) banned.es.push([variant, cells[3]]);
}
if (banned.en.length === 0) problems.push("docs/glossary.md: no banned variants found in its table");
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Placeholders are not words: "{email}", and the head of "{count, plural, …".
const wordsOf = (text) => text.replace(/\{\s*\w+\s*\}/g, " ").replace(/\{\s*\w+\s*,\s*\w+\s*,/g, "{");
/** Holds texts ([what, text, file]) in one language to the glossary's table. */
function checkGlossary(language, entries) {
  for (const [variant, preferred] of banned[language]) {
    const pattern = new RegExp(`(?<![\\p{L}\\d-])${escapeRegExp(variant)}(?![\\p{L}\\d-])`, "u");
    for (const [what, text, file] of entries) {
      if (typeof text === "string" && pattern.test(wordsOf(text)))
        problems.push(`${file}: ${what} (${language}) says "${variant}"; the glossary says ${preferred}`);
    }
  }
}
for (const language of ["en", "es"])
  checkGlossary(
    language,
    [...texts[language]].map(([id, [text, file]]) => [`"${id}"`, text, file]),
  );
// The server's own English, which an API client or a mailbox shows as it is: the field messages,
// the error catalogue's English, and the wording the server keeps per language (its mail).
const fieldMessagesFile = "packages/domain/src/common/field-messages.ts";
const catalogueFile = "packages/domain/src/common/error-catalogue.ts";
checkGlossary("en", [
  ...Object.entries(FIELD_MESSAGES).map(([id, text]) => [`field message "${id}"`, text, fieldMessagesFile]),
  ...Object.entries(errorCatalogue).flatMap(([code, entry]) => [
    [`error code "${code}" title`, entry.en.title, catalogueFile],
    [`error code "${code}" description`, entry.en.description, catalogueFile],
  ]),
  ...walk(server)
    .filter(notTest)
    .flatMap((file) =>
      languageBlockTexts(readFileSync(file, "utf8"), "en").map((text) => [
        `"${text.trim().replace(/\s+/g, " ").slice(0, 40)}…"`,
        text,
        path.relative(root, file),
      ]),
    ),
]);

// Capitalisation (docs/glossary.md, "Style"), where a rule can be read off the text and the code:
// - a label, button, tab or title (an id passed as a visible `label`/`title`, or the text of a
//   Button, Checkbox, Radio.Button, label or heading) is in title case in English: after its
//   first word, only the glossary's minor words start lower case. A sentence (ending in . ! ?,
//   with a comma, or starting "Please") and a description of more than five words are not
//   labels; nor are the spec's own words, listed in the glossary.
// - Spanish never uses title case: after a sentence's first word, a capital starts only one of
//   the proper names the glossary lists.
const styleSection = glossary.slice(glossary.indexOf("## Style"));
const listed = (label) => {
  const line = styleSection.split("\n").find((candidate) => candidate.includes(`**${label}**`)) ?? "";
  const start = styleSection.indexOf(line);
  const paragraph = styleSection.slice(start, styleSection.indexOf("\n- ", start + 1));
  return [...paragraph.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
};
const minorWords = new Set(listed("Minor words"));
const specTitles = new Set(listed("The spec's own words"));
const properNames = new Set(listed("Proper names"));
if (minorWords.size === 0 || properNames.size === 0)
  problems.push("docs/glossary.md: the Style section lists no minor words or proper names");
const LABEL_USES = [
  /(?<![-\w])(?:label|title|okText|cancelText)\s*[=:]\s*\{?\s*(?:t|intl\.formatMessage)\(\s*(?:\{\s*id:\s*)?["']([\w.-]+)["']/g,
  /<(?:Button|Radio\.Button|Checkbox|Typography\.Title|h[1-3]|label)\b[^>]*>\s*\{\s*(?:t|intl\.formatMessage)\(\s*(?:\{\s*id:\s*)?["']([\w.-]+)["']/g,
];
const labelIds = new Map();
for (const file of codeFiles) {
  const text = readFileSync(file, "utf8");
  for (const pattern of LABEL_USES)
    for (const match of text.matchAll(pattern)) labelIds.set(match[1], path.relative(root, file));
}
const plainWords = (text) =>
  text
    .replace(/\{[^{}]*\}/g, " ")
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
for (const [id, file] of labelIds) {
  const [text] = texts.en.get(id) ?? [];
  if (typeof text !== "string" || specTitles.has(text)) continue;
  const trimmed = text.trim();
  if (/[.!?…]$/.test(trimmed) || trimmed.includes(", ") || trimmed.startsWith("Please ")) continue;
  const words = plainWords(trimmed);
  if (words.length > 5) continue;
  const lower = words.slice(1).filter((word) => /^\p{Ll}/u.test(word) && !minorWords.has(word));
  if (lower.length > 0)
    problems.push(`${file}: "${id}" is a label or title, "${text}": title case says ${lower.join(", ")}`);
}
for (const [id, [text, file]] of texts.es) {
  if (typeof text !== "string") continue;
  for (const sentence of text
    .replace(/\{[^{}]*\{[^{}]*\}[^{}]*\}|\{[^{}]*\}/g, " ")
    .split(/(?<=[.!?:])\s+/)) {
    const words = sentence.split(/[\s(¿¡"«/]+/).filter(Boolean);
    const capitals = words
      .slice(1)
      .map((word) => word.replace(/[^\p{L}\d-]/gu, ""))
      .filter((word) => /^\p{Lu}\p{Ll}/u.test(word) && !properNames.has(word));
    if (capitals.length > 0)
      problems.push(`${file}: "${id}" (es) capitalises ${capitals.join(", ")}; Spanish uses no title case`);
  }
}

if (problems.length > 0) {
  console.error(`Message catalogue problems (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `Messages OK: ${used.size} ids used in ${codeFiles.length} files, ${en.size} in each of en and es (${catalogueFiles.length} catalogues); ${Object.keys(errorCatalogue).length} error codes and ${knownTexts.size} field messages have Spanish wording.`,
);
