/**
 * The statement as a PDF (spec-2 §2 Download-PDF, §3 Statement; issue 28 item 4), drawn with
 * pdfkit from plain figures: the club's logo and colour, its company block, the member, the
 * period, the table and the totals, money in the club's currency and words in its language.
 * Pure (no database), so a test can render fixed figures and compare the page to a reference.
 */
import {
  formatMoney,
  type MinimumSpend,
  type PaymentTypeCode,
  paymentTypeLabel,
  type TransactionStatusLabel,
} from "@crest/domain";
import PDFDocument from "pdfkit";

export interface StatementPdfInput {
  language: "en" | "es";
  /** BCP 47 locale of the club ("en-us"), for money and dates. */
  locale: string;
  currency: string;
  colorPrimary: string;
  /** The logo as PNG bytes, or null to print the club's name instead. */
  logoPng: Buffer | null;
  company: { name: string; address: string; city: string; state: string; zipCode: string };
  member: { fullName: string; email: string };
  period: { startDate: string; endDate: string };
  rows: {
    date: string;
    description: string;
    paymentType: PaymentTypeCode;
    status: TransactionStatusLabel;
    /** Minor units; a refund's is negative. */
    amount: number;
  }[];
  totals: { charged: number; refunded: number; total: number; periodDue: number; totalDue: number };
  minimumSpend: MinimumSpend | null;
}

const WORDS = {
  en: {
    title: "Statement",
    period: "Period",
    member: "Member",
    date: "Date",
    description: "Description",
    paidWith: "Payment",
    status: "Status",
    amount: "Amount",
    charged: "Charged",
    refunded: "Refunded",
    total: "Total",
    periodDue: "Due for the period",
    totalDue: "Total due",
    none: "No transactions in this period.",
    minimum: "Dining minimum",
    spent: "Spent",
    remaining: "Remaining",
    shortfall: "Shortfall charged",
    statuses: { paid: "Paid", due: "Due", invoiced: "Invoiced", refunded: "Refunded" },
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
  es: {
    title: "Extracto",
    period: "Periodo",
    member: "Socio",
    date: "Fecha",
    description: "Concepto",
    paidWith: "Pago",
    status: "Estado",
    amount: "Importe",
    charged: "Cargado",
    refunded: "Reembolsado",
    total: "Total",
    periodDue: "Pendiente del periodo",
    totalDue: "Total pendiente",
    none: "No hay transacciones en este periodo.",
    minimum: "Consumo mínimo",
    spent: "Consumido",
    remaining: "Restante",
    shortfall: "Diferencia cargada",
    statuses: { paid: "Pagado", due: "Pendiente", invoiced: "Facturado", refunded: "Reembolsado" },
    page: (n: number, of: number) => `Página ${n} de ${of}`,
  },
} as const;

const MARGIN = 50;
const GREY = "#5c6660";
const RULE = "#d9dedb";

/** A calendar day (YYYY-MM-DD) as the club's locale writes it (spec-2 §5: US MM/DD/YYYY, else DD/MM/YYYY). */
const dayText = (day: string, locale: string) => {
  const [year, month, date] = day.split("-");
  return locale.toLowerCase() === "en-us" ? `${month}/${date}/${year}` : `${date}/${month}/${year}`;
};

/** Renders the statement; answers the PDF's bytes. */
export function renderStatementPdf(input: StatementPdfInput): Promise<Buffer> {
  const words = WORDS[input.language];
  const money = (minor: number) => formatMoney(minor, input.currency, input.locale);
  const size = input.locale.toLowerCase().endsWith("-us") ? "LETTER" : "A4";
  const doc = new PDFDocument({
    size,
    margin: MARGIN,
    bufferPages: true,
    lang: input.language,
    info: { Title: `${words.title} ${input.period.startDate}`, Author: input.company.name },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  // The club's band: its colour, its logo (or name), its company block on the right.
  doc.rect(0, 0, doc.page.width, 8).fill(input.colorPrimary);
  if (input.logoPng) doc.image(input.logoPng, MARGIN, 30, { fit: [160, 56] });
  else
    doc
      .font("Helvetica-Bold")
      .fontSize(18)
      .fillColor(input.colorPrimary)
      .text(input.company.name, MARGIN, 40);
  const { company } = input;
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .fillColor("#1f2a24")
    .text(company.name, MARGIN, 30, { width, align: "right" })
    .font("Helvetica")
    .fillColor(GREY);
  for (const line of [
    company.address,
    [company.city, company.state, company.zipCode].filter(Boolean).join(", "),
  ])
    if (line) doc.text(line, { width, align: "right" });

  // Title, period and member.
  doc.font("Helvetica-Bold").fontSize(20).fillColor(input.colorPrimary).text(words.title, MARGIN, 110);
  doc.moveDown(0.4).font("Helvetica").fontSize(10).fillColor("#1f2a24");
  doc.text(
    `${words.period}: ${dayText(input.period.startDate, input.locale)} – ${dayText(input.period.endDate, input.locale)}`,
  );
  doc.text(`${words.member}: ${input.member.fullName} (${input.member.email})`);

  // The table.
  const columns = [
    { key: "date", x: MARGIN, w: 70, align: "left" },
    { key: "description", x: MARGIN + 72, w: width - 72 - 96 - 70 - 86 - 6, align: "left" },
    { key: "paidWith", x: MARGIN + width - 96 - 70 - 86, w: 94, align: "left" },
    { key: "status", x: MARGIN + width - 70 - 86, w: 68, align: "left" },
    { key: "amount", x: MARGIN + width - 86, w: 86, align: "right" },
  ] as const;
  let y = doc.y + 18;
  const header = () => {
    doc.rect(MARGIN, y - 4, width, 18).fill(input.colorPrimary);
    doc.font("Helvetica-Bold").fontSize(9).fillColor("#ffffff");
    for (const column of columns)
      doc.text(words[column.key], column.x + 3, y, {
        width: column.w - 6,
        align: column.align,
        lineBreak: false,
      });
    y += 20;
    doc.font("Helvetica").fontSize(9).fillColor("#1f2a24");
  };
  header();
  if (input.rows.length === 0) {
    doc.fillColor(GREY).text(words.none, MARGIN + 3, y);
    y += 18;
  }
  for (const row of input.rows) {
    const cells = {
      date: dayText(row.date, input.locale),
      description: row.description,
      paidWith: paymentTypeLabel(row.paymentType, input.language),
      status: words.statuses[row.status],
      amount: money(row.amount),
    };
    const height = Math.max(14, doc.heightOfString(cells.description, { width: columns[1].w - 6 }) + 4);
    if (y + height > doc.page.height - MARGIN - 40) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    for (const column of columns)
      doc
        .fillColor("#1f2a24")
        .text(cells[column.key], column.x + 3, y, { width: column.w - 6, align: column.align });
    y += height;
    doc
      .moveTo(MARGIN, y - 2)
      .lineTo(MARGIN + width, y - 2)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }

  // The totals, right-aligned under the amounts.
  const lines: [string, number, boolean][] = [
    [words.charged, input.totals.charged, false],
    [words.refunded, -input.totals.refunded, false],
    [words.total, input.totals.total, true],
    [words.periodDue, input.totals.periodDue, false],
    [words.totalDue, input.totals.totalDue, true],
  ];
  if (y + lines.length * 16 + 80 > doc.page.height - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  y += 10;
  for (const [label, amount, strong] of lines) {
    doc
      .font(strong ? "Helvetica-Bold" : "Helvetica")
      .fontSize(10)
      .fillColor("#1f2a24");
    doc.text(label, MARGIN + width - 300, y, { width: 200, align: "right" });
    doc.text(money(amount), MARGIN + width - 96, y, { width: 96, align: "right" });
    y += 16;
  }
  if (input.minimumSpend) {
    const spend = input.minimumSpend;
    y += 12;
    doc.font("Helvetica-Bold").fontSize(10).fillColor(input.colorPrimary).text(words.minimum, MARGIN, y);
    doc.font("Helvetica").fillColor("#1f2a24");
    doc.text(
      [
        `${money(spend.minimum)} (${spend.firstMonth} – ${spend.lastMonth})`,
        `${words.spent}: ${money(spend.spent)}`,
        `${words.remaining}: ${money(spend.remaining)}`,
        ...(spend.shortfall > 0 ? [`${words.shortfall}: ${money(spend.shortfall)}`] : []),
      ].join("   ·   "),
      MARGIN,
      y + 14,
      { width },
    );
  }

  // Page numbers.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // The number sits in the bottom margin, where pdfkit would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(GREY)
      .text(words.page(index + 1, range.count), MARGIN, doc.page.height - MARGIN + 10, {
        width,
        align: "right",
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
