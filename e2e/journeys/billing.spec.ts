/**
 * Billing on Harbor Club (issue 28): member@ opens Billing, pays the overdue invoice with the
 * 3-D Secure card and sees nothing left due, opens last month's statement and downloads its PDF
 * (a PDF with the member's name and the total), and mails an invoice to themself (it reaches the
 * outbox). The same screens in Spanish at 320 px. axe finds nothing serious.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, expect, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { DEMO_PASSWORD, HARBOR, USERS } from "../support/clubs.ts";
import { expectNoSidewaysScroll } from "../support/layout.ts";
import { enterNewCard } from "../support/shop.ts";

/** The outbox's invoice mails to member@, as staff see them. */
async function invoiceMails(browser: Browser): Promise<number> {
  const staff = await browser.newContext();
  await staff.request.post(`${HARBOR}/admin/login`, {
    data: { email: "staff@harbor.example", password: DEMO_PASSWORD },
  });
  const mails = (await (await staff.request.get(`${HARBOR}/admin/api/mail/outbox?page_size=100`)).json()) as {
    to: string;
    kind: string;
  }[];
  await staff.close();
  return mails.filter((mail) => mail.to === USERS.member.email && mail.kind === "invoice").length;
}

test("member@ pays the overdue invoice, reads last month's statement and its PDF, and mails an invoice", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, USERS.member);
  await page.goto(`${HARBOR}/account/billing`);
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  const sections = page.getByRole("navigation", { name: "Billing Sections" });
  await expect(sections.getByRole("link", { name: "Invoices" })).toHaveAttribute("aria-current", "page");
  await expectNoSeriousA11yViolations(page, testInfo, "the invoices");

  // The overdue invoice is the older of the two still due.
  const due = page.getByRole("button", { name: /^Open House account/ }).filter({ hasText: "Due" });
  await expect(due).toHaveCount(2);
  await due.last().click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByText("Pay This Invoice")).toBeVisible();
  await enterNewCard(drawer, "4000 0000 0000 3184");
  await drawer.getByRole("button", { name: /^Pay \$/ }).click();
  await page.frameLocator("iframe").getByRole("button", { name: "Complete authentication" }).click();
  await expect(drawer.getByText("Nothing is due on this invoice.")).toBeVisible();
  await expect(drawer.getByText("Paid", { exact: true })).toBeVisible();

  // Email Me This Invoice: it reaches the outbox.
  const before = await invoiceMails(browser);
  await drawer.getByRole("button", { name: "E-mail Me This Invoice" }).click();
  await expect(page.getByText("We sent the invoice to your e-mail address.")).toBeVisible();
  await expect.poll(() => invoiceMails(browser)).toBe(before + 1);
  await drawer.getByRole("button", { name: "Close", exact: true }).last().click();

  // Last month's statement, and its PDF.
  await sections.getByRole("link", { name: "Statements" }).click();
  await page
    .getByRole("button", { name: /^Open the statement for/ })
    .first()
    .click();
  const statement = page.getByRole("dialog", { name: /^Statement/ });
  await expect(statement.getByRole("columnheader", { name: "Description" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "a statement");
  const totalDue = (await statement.locator(".ant-descriptions-item-content").last().innerText()).trim();
  const href = await statement.getByRole("link", { name: "Download PDF" }).getAttribute("href");
  const pdf = await page.request.get(`${HARBOR}${href}`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const folder = mkdtempSync(path.join(tmpdir(), "crest-journey-"));
  writeFileSync(path.join(folder, "statement.pdf"), bytes);
  const text = execFileSync("pdftotext", ["-layout", path.join(folder, "statement.pdf"), "-"], {
    encoding: "utf8",
  });
  const account = (await (await page.request.get(`${HARBOR}/api/account`)).json()) as {
    first_name: string;
    last_name: string;
  };
  expect(text).toContain(`${account.first_name} ${account.last_name}`);
  expect(text).toMatch(new RegExp(`Total due\\s+${totalDue.replace(/[$.]/g, (c) => `\\${c}`)}`));
});

test("the same screens in Spanish at 320 px", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, USERS.member);
  await page.goto(`${HARBOR}/account/billing/transactions`);
  await page.getByRole("button", { name: "Language: Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Facturación" })).toBeVisible();
  await expect(page.getByText("Reembolso parcial").first()).toBeVisible();
  await expectNoSidewaysScroll(page, "the transactions in Spanish");
  await expectNoSeriousA11yViolations(page, testInfo, "the transactions in Spanish");
  await page
    .getByRole("navigation", { name: "Secciones de facturación" })
    .getByRole("link", { name: "Extractos" })
    .click();
  await page
    .getByRole("button", { name: /^Abrir el extracto del/ })
    .first()
    .click();
  await expect(
    page
      .getByRole("dialog", { name: /^Extracto/ })
      .getByText("Total pendiente")
      .first(),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, "a statement in Spanish");
  await expectNoSeriousA11yViolations(page, testInfo, "a statement in Spanish");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Idioma: English" }).click();
});
