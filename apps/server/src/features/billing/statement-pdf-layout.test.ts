/**
 * The statement PDF's page (issue 28 item 4): fixed figures rendered, the page drawn by poppler's
 * pdftoppm and compared with the reference image pixel by pixel within a tolerance (anti-aliasing
 * and font hinting move a few pixels between poppler builds; a moved column or a lost colour
 * moves thousands). `UPDATE_REFERENCE=1` writes the reference afresh: look at it before keeping.
 * The Spanish page is read back as text: its words, its dates and its euros.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderStatementPdf, type StatementPdfInput } from "./statement-pdf-layout.ts";

const REFERENCE = path.join(import.meta.dirname, "test-files", "statement-page.png");
/** Share of pixels allowed to differ (by more than a faint anti-aliasing shade). */
const TOLERANCE = 0.005;

const INPUT: StatementPdfInput = {
  language: "en",
  locale: "en-us",
  currency: "USD",
  colorPrimary: "#2f5d50",
  logoPng: null,
  company: { name: "Harbor Club", address: "1 Harbor Way", city: "Newport", state: "RI", zipCode: "02840" },
  member: { fullName: "Eleanor Vance", email: "member@harbor.example" },
  period: { startDate: "2026-03-01", endDate: "2026-03-31" },
  rows: [
    {
      date: "2026-03-02",
      description: "Dinner at the Grill Room",
      paymentType: "houseAccount",
      status: "due",
      amount: 8_640,
    },
    {
      date: "2026-03-05",
      description: "Family membership, March",
      paymentType: "creditcard",
      status: "paid",
      amount: 19_500,
    },
    {
      date: "2026-03-14",
      description: "Refund: Sailing clinic",
      paymentType: "creditcard",
      status: "refunded",
      amount: -4_000,
    },
    {
      date: "2026-03-20",
      description: "Lunch at the Terrace",
      paymentType: "houseAccount",
      status: "due",
      amount: 4_210,
    },
  ],
  totals: { charged: 32_350, refunded: 4_000, total: 28_350, periodDue: 12_850, totalDue: 17_350 },
  minimumSpend: {
    period: "quarter",
    firstMonth: "2026-01",
    lastMonth: "2026-03",
    minimum: 60_000,
    spent: 30_000,
    remaining: 30_000,
    shortfall: 30_000,
  },
};

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: "utf8" });
}

async function pagePng(pdf: Buffer): Promise<Buffer> {
  const folder = mkdtempSync(path.join(tmpdir(), "crest-pdf-"));
  writeFileSync(path.join(folder, "page.pdf"), pdf);
  run("pdftoppm", [
    "-r",
    "60",
    "-png",
    "-singlefile",
    path.join(folder, "page.pdf"),
    path.join(folder, "page"),
  ]);
  return readFileSync(path.join(folder, "page.png"));
}

/** The share of pixels whose colour differs by more than `threshold` in any channel. */
async function differingShare(a: Buffer, b: Buffer, threshold = 48): Promise<number> {
  const [left, right] = await Promise.all(
    [a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (!left || !right) throw new Error("no image");
  expect([left.info.width, left.info.height]).toEqual([right.info.width, right.info.height]);
  let differing = 0;
  const pixels = left.info.width * left.info.height;
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const at = pixel * 3;
    for (let channel = 0; channel < 3; channel += 1)
      if (Math.abs((left.data[at + channel] ?? 0) - (right.data[at + channel] ?? 0)) > threshold) {
        differing += 1;
        break;
      }
  }
  return differing / pixels;
}

describe("the statement PDF's page", () => {
  it("matches the reference image within the tolerance", async () => {
    const page = await pagePng(await renderStatementPdf(INPUT));
    if (process.env.UPDATE_REFERENCE === "1" || !existsSync(REFERENCE)) {
      writeFileSync(REFERENCE, page);
      if (process.env.UPDATE_REFERENCE !== "1")
        throw new Error(`no reference image: wrote ${REFERENCE}; check it`);
    }
    expect(await differingShare(page, readFileSync(REFERENCE))).toBeLessThan(TOLERANCE);
    // The test can fail: the same page with another colour and a row less is far off.
    const other = await pagePng(
      await renderStatementPdf({ ...INPUT, colorPrimary: "#b03a2e", rows: INPUT.rows.slice(1) }),
    );
    expect(await differingShare(other, readFileSync(REFERENCE))).toBeGreaterThan(TOLERANCE);
  });

  it("says it in Spanish with euros and day-first dates for a Spanish club", async () => {
    const pdf = await renderStatementPdf({ ...INPUT, language: "es", locale: "es-es", currency: "EUR" });
    const folder = mkdtempSync(path.join(tmpdir(), "crest-pdf-"));
    writeFileSync(path.join(folder, "page.pdf"), pdf);
    const text = run("pdftotext", ["-layout", path.join(folder, "page.pdf"), "-"]);
    for (const words of [
      "Extracto",
      "Periodo: 01/03/2026 – 31/03/2026",
      "Cuenta de la casa",
      "Total pendiente",
      "Consumo mínimo",
    ])
      expect(text).toContain(words);
    expect(text).toMatch(/283,50\s?€/);
  });
});
