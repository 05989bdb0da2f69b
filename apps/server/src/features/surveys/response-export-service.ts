/**
 * A survey's responses as CSV rows for staff (issue 32 item 7): oldest first, read in batches
 * by keyset so a survey with many responses streams without holding them all. Columns: when
 * (the club's wall clock), who (the member's id; blank for a visitor), what it was about, then
 * one per field in the form's order (sections take no answer and have none). Files are links
 * staff can open; passwords are never shown.
 */
import { type Language, type SurveyAnswerValue, wallClockOf } from "@crest/domain";
import type { CsvCell } from "../../lib/csv.ts";
import { NotFoundError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { fieldsOf, findSurvey } from "./repository.ts";
import { type ResponseCursor, responsesAfter } from "./response-repository.ts";
import { responseView, staffUploadLink } from "./views.ts";

const BATCH = 500;

const HEADINGS: Record<
  Language,
  { submitted: string; member: string; about: string; yes: string; no: string }
> = {
  en: { submitted: "Submitted", member: "Member ID", about: "About", yes: "Yes", no: "No" },
  es: { submitted: "Enviado", member: "ID de socio", about: "Sobre", yes: "Sí", no: "No" },
};

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant on the club's wall clock, as spreadsheets read dates: 2026-07-10 19:05. */
function wallClock(at: Date, timeZone: string): string {
  const w = wallClockOf(at, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** The file name of a survey's export: its uid and the day. */
export const exportFileName = (uid: string, at: Date) =>
  `${uid}-responses-${at.toISOString().slice(0, 10)}.csv`;

/**
 * The survey's export: its file name and its rows (the header first), read lazily as the
 * download is sent. Another club's survey is a 404 before anything is sent.
 */
export async function surveyResponsesCsv(
  context: ServiceContext,
  surveyRef: string,
): Promise<{ fileName: string; rows: AsyncIterable<CsvCell[]> }> {
  const survey = await findSurvey(context.scope, surveyRef);
  if (!survey) throw new NotFoundError();
  const surveyId = survey.id;
  const fields = ((await fieldsOf(context.scope, [survey.id])).get(survey.id) ?? []).filter(
    (field) => field.type !== "section",
  );
  const words = HEADINGS[context.language] ?? HEADINGS.en;
  const { timezone } = context.tenant.config.intl;
  const cellOf = (value: SurveyAnswerValue | undefined, isFile: boolean): CsvCell => {
    if (value === null || value === undefined) return null;
    if (Array.isArray(value)) return value.join("; ");
    if (typeof value === "boolean") return value ? words.yes : words.no;
    return isFile ? `${context.publicOrigin}${value}` : value;
  };
  async function* rows(): AsyncIterable<CsvCell[]> {
    yield [words.submitted, words.member, words.about, ...fields.map((field) => field.label)];
    let cursor: ResponseCursor | null = null;
    for (;;) {
      const batch = await responsesAfter(context.scope, surveyId, cursor, BATCH);
      for (const stored of batch) {
        const view = responseView(stored, staffUploadLink);
        const answers = new Map(view.answers.map((answer) => [answer.fieldId, answer.answer]));
        const about = view.referenceType ? `${view.referenceType}:${view.referenceId ?? ""}` : null;
        yield [
          wallClock(view.createdOn, timezone),
          stored.response.customerId,
          about,
          ...fields.map((field) =>
            cellOf(answers.get(field.id), field.type === "upload" || field.type === "canvas"),
          ),
        ];
      }
      const last = batch.at(-1);
      if (batch.length < BATCH || !last) return;
      cursor = { createdAt: last.response.createdAt, id: last.response.id };
    }
  }
  return { fileName: exportFileName(survey.uid, new Date()), rows: rows() };
}
