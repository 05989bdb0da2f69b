/**
 * A stored statement as a PDF: its figures, the rows its table shows, the member and the
 * club's look, handed to the layout (statement-pdf-layout.ts). The logo (SVG or bitmap, from
 * the media store) is drawn as PNG through sharp.
 */
import { dayOf, statusLabelOf } from "@crest/domain";
import sharp from "sharp";
import type { ServiceContext } from "../../platform/service-context.ts";
import { customerContactOf } from "../customers/index.ts";
import { mediaKeyOf } from "../media/index.ts";
import { renderStatementPdf } from "./statement-pdf-layout.ts";
import { statementDetail } from "./statement-service.ts";
import type { StatementRow } from "./tables.ts";

/** Logos as PNG by media key: a club's logo changes rarely, and converting costs more than the page. */
const LOGOS = new Map<string, Promise<Buffer | null>>();

function logoPng(context: ServiceContext): Promise<Buffer | null> {
  const { config } = context.tenant;
  const key = mediaKeyOf(config.props.logo.url || config.company.logoUrl || "");
  if (!key) return Promise.resolve(null);
  let logo = LOGOS.get(key);
  if (!logo) {
    logo = context.platform.media
      .get(key)
      .then((file) =>
        file ? sharp(file.bytes, { density: 300 }).resize({ height: 168 }).png().toBuffer() : null,
      )
      .catch((error: unknown) => {
        context.log.warn({ err: error, key }, "statement PDF without its logo");
        return null;
      });
    LOGOS.set(key, logo);
  }
  return logo;
}

/** The statement's PDF, in the club's language, currency and colours. */
export async function statementPdf(context: ServiceContext, statement: StatementRow): Promise<Buffer> {
  const { config } = context.tenant;
  const [detail, member, logo] = await Promise.all([
    statementDetail(context, statement),
    customerContactOf(context, statement.customerId),
    logoPng(context),
  ]);
  const { company } = config;
  return renderStatementPdf({
    language: context.language,
    locale: config.intl.locale,
    currency: statement.currency,
    colorPrimary: config.theme.colorPrimary,
    logoPng: logo,
    company: {
      name: company.name,
      address: [company.address, company.address2].filter(Boolean).join(", "),
      city: company.city ?? "",
      state: company.state ?? "",
      zipCode: company.zipCode ?? "",
    },
    member: { fullName: `${member.firstName} ${member.lastName}`.trim(), email: member.email },
    period: { startDate: statement.periodStart, endDate: statement.periodEnd },
    rows: detail.transactions.map((row) => ({
      date: dayOf(row.createdOn, config.intl.timezone),
      description: row.description,
      paymentType: row.paymentType,
      status: statusLabelOf(row),
      amount: row.type === "refund" ? -row.amount : row.amount,
    })),
    totals: statement,
    minimumSpend: statement.minimumSpend ?? null,
  });
}
