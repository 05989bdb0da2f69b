/**
 * Survey forms (issue #10): a visitor fills the public three-form survey with an upload and a
 * drawn signature, goes Back and Continue, submits and sees the thank-you, and the responses
 * are stored (read back through the staff API, files included); a form completed with the
 * keyboard alone; axe on the forms; a member's data-mapped form writing their profile; Club
 * Sierra's Spanish form at 320 px.
 */
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { DEMO_PASSWORD, HARBOR, MOBILE, SIERRA, USERS } from "../support/clubs.ts";
import { chooseOption } from "../support/select.ts";

const VISIT = ["visit-about-you", "visit-documents", "visit-signature"];
const PDF = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

/**
 * Waits for notices to leave before axe looks: a notice fading in or out is drawn half
 * transparent, and axe would measure the contrast of that passing frame.
 */
async function noticesGone(page: Page) {
  await expect(page.locator(".ant-notification-notice")).toHaveCount(0, { timeout: 15_000 });
}

/** Draws a signature-like stroke across the pad with the mouse. */
async function drawSignature(page: Page) {
  const pad = page.getByRole("img", { name: /signature pad/i });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("no signature pad");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(box.x + 20 + step * 18, y + (step % 2 === 0 ? -25 : 25), { steps: 2 });
  }
  await page.mouse.up();
}

/**
 * The club's survey responses as staff read them (GET /admin/api/surveys/{uid}/responses),
 * signing staff in only when the page has no staff session yet (sign-ins are rate limited).
 */
async function staffResponses(page: Page, uid: string) {
  const url = `${HARBOR}/admin/api/surveys/${uid}/responses`;
  let res = await page.request.get(url);
  if (res.status() === 401) {
    const login = await page.request.post(`${HARBOR}/admin/login`, {
      data: { email: "staff@harbor.example", password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    res = await page.request.get(url);
  }
  expect(res.status()).toBe(200);
  return (await res.json()) as { customer_id: string | null; answers: { type: string; answer: unknown }[] }[];
}

test("a visitor completes the public three-form survey, with Back and Continue, an upload and a signature", async ({
  page,
}, testInfo) => {
  await page.goto(`${HARBOR}/surveys/${VISIT.join(",")}`);
  await expect(page.getByRole("heading", { level: 1, name: "Visitor Welcome: About You" })).toBeVisible();
  await expect(page.getByText("Form 1 of 3")).toBeVisible();

  // The rules speak before anything is sent.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("First name is a required field")).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "the first form with its errors");

  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Byron");
  await page.getByLabel("E-mail").fill("ada@example.com");
  await page.getByLabel("Mobile number").fill("4015550101");
  await page.getByLabel("Date of your visit").fill("07/04/2030");
  await chooseOption(page, page.locator("main"), "Party size", "2");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByText("Form was successfully submitted")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Visitor Welcome: Documents" })).toBeFocused();
  await expect(page.getByText("Form 2 of 3")).toBeVisible();

  // Back shows what was entered; Continue moves on again without a second response.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Visitor Welcome: About You" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Ada");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Visitor Welcome: Documents" })).toBeVisible();

  await page.getByLabel("Photo ID or utility bill").setInputFiles({
    name: "utility-bill.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(page.getByText("Chosen file: utility-bill.pdf")).toBeVisible();
  await noticesGone(page);
  await expectNoSeriousA11yViolations(page, testInfo, "the upload form");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Visitor Welcome: Waiver" })).toBeVisible();
  await expect(page.getByText("Form 3 of 3")).toBeVisible();
  await page.getByLabel("I have read and accept the waiver").check();
  await drawSignature(page);
  await noticesGone(page);
  await expectNoSeriousA11yViolations(page, testInfo, "the signature form");
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(
    page.getByRole("heading", { level: 1, name: "Thank you for completing these forms" }),
  ).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath("thank-you.png") });

  // Stored: one response to each form, the file and the signature as files.
  const about = await staffResponses(page, VISIT[0] ?? "");
  const mine = about.filter((response) => response.answers.some((answer) => answer.answer === "Ada"));
  expect(mine).toHaveLength(1);
  expect(mine[0]?.customer_id).toBeNull();
  expect(mine[0]?.answers).toEqual(
    expect.arrayContaining([{ field_id: expect.any(String), type: "datetime", answer: "07/04/2030" }]),
  );
  const [documents] = await staffResponses(page, VISIT[1] ?? "");
  const upload = documents?.answers.find((answer) => answer.type === "upload")?.answer;
  const file = await page.request.get(`${HARBOR}${upload}`);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const [waiver] = await staffResponses(page, VISIT[2] ?? "");
  const signature = waiver?.answers.find((answer) => answer.type === "canvas")?.answer;
  const png = await page.request.get(`${HARBOR}${signature}`);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect((await png.body()).length).toBeGreaterThan(500);
  // Files are not public: a visitor cannot read them, nor reach them under /media.
  await page.context().clearCookies();
  expect((await page.request.get(`${HARBOR}${upload}`)).status()).toBe(401);
});

test("a form completed with the keyboard alone, on a phone", async ({ page }, testInfo) => {
  await page.setViewportSize(MOBILE);
  await page.goto(`${HARBOR}/survey/${VISIT[2]}`);
  const heading = page.getByRole("heading", { level: 1, name: "Visitor Welcome: Waiver" });
  await expect(heading).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "the waiver form on a phone");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

  const tabTo = async (name: RegExp | string, role: "checkbox" | "textbox" | "radio" | "button") => {
    const target = page.getByRole(role, { name });
    for (let i = 0; i < 40; i++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press("Tab");
    }
    throw new Error(`Tab never reached ${name}`);
  };
  await tabTo("I have read and accept the waiver", "checkbox");
  await page.keyboard.press("Space");
  await tabTo("Signature", "textbox");
  await page.keyboard.type("Kay Keyboard");
  await tabTo("Yes", "radio");
  await page.keyboard.press("Space");
  await tabTo("Submit", "button");
  await page.keyboard.press("Enter");

  await expect(
    page.getByRole("heading", { level: 1, name: "Thank you for completing this form" }),
  ).toBeFocused();
  const [latest] = await staffResponses(page, VISIT[2] ?? "");
  expect(latest?.answers).toEqual(
    expect.arrayContaining([
      { field_id: expect.any(String), type: "checkbox", answer: true },
      { field_id: expect.any(String), type: "yesno", answer: true },
      {
        field_id: expect.any(String),
        type: "canvas",
        answer: expect.stringMatching(/^\/admin\/api\/surveys\/uploads\//),
      },
    ]),
  );
});

test("a member answers their personal details from the account's surveys, and the profile follows", async ({
  page,
}, testInfo) => {
  await signIn(page, USERS.guest, { fresh: true });
  await page.goto(`${HARBOR}/account/surveys`);
  await expect(page.getByRole("heading", { level: 1, name: "Surveys" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "the account's surveys");

  await page.getByRole("button", { name: "Open Personal Details" }).click();
  const drawer = page.getByRole("dialog", { name: "Surveys" });
  await expect(drawer.getByRole("heading", { level: 2, name: "Personal Details" })).toBeVisible();
  await expect(page).toHaveURL(/[?&]drawer=survey\./);
  // Data-mapped fields start from the profile.
  await expect(drawer.getByLabel("First name")).toHaveValue("Marcus");
  await expect(drawer.getByLabel("Mobile number")).toHaveValue("4015550177");
  await expectNoSeriousA11yViolations(page, testInfo, "the survey drawer");
  await drawer.getByLabel("City").fill("Bristol");
  await drawer.getByRole("button", { name: "Save Details" }).click();
  await expect(drawer.getByRole("heading", { name: "Thank you for completing this form" })).toBeVisible();
  await drawer.getByRole("button", { name: "Close" }).last().click();
  await expect(page).not.toHaveURL(/drawer=/);

  await page.goto(`${HARBOR}/account/profile`);
  await expect(page.getByText("Bristol")).toBeVisible();
});

test("Club Sierra's Spanish form at 320 px: Spanish wording, dates day first, no sideways scroll", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto(`${SIERRA}/survey/encuesta-satisfaccion`);
  await expect(page.getByRole("heading", { level: 1, name: "Encuesta de satisfacción" })).toBeVisible();
  await page.getByLabel("Nombre").fill("Lucía");
  await page.getByLabel("Fecha de la visita").fill("06/30/2026");
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText("Introduzca una fecha válida (DD/MM/YYYY)")).toBeVisible();
  await expect(page.getByText("¿Cómo valora su visita? es un campo obligatorio")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoSeriousA11yViolations(page, testInfo, "the Spanish form with its errors at 320 px");
  await page.getByLabel("Fecha de la visita").fill("30/06/2026");
  await page.getByRole("radio", { name: "Excelente" }).check();
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Gracias por completar este formulario" }),
  ).toBeVisible();
  // The thank-you panel alone says it was sent (issue 24: no toast besides it).
  await expect(page.getByText("El formulario se envió correctamente")).toHaveCount(0);
});
