/**
 * Memberships and the paywall on Harbor Club (issue #11). The past-due member signs in and
 * sees the paywall instead of the portal: first a declined card ('Payment Failed', Go Back to
 * the pay step), then the sandbox's 3-D Secure card (4000 0027 6000 3184, Stripe's number; the
 * sandbox knows no 4000 0000 0000 3184) with the challenge completed, which lands them
 * in the portal. The declined journey runs first: paying clears the flag on this server (the
 * suite shares one, and journeys in a file run in order). The on-hold member sees no pay
 * action. The family member invites an additional member until the invites run out; then an
 * existing customer (guest@) opens the mailed invitation, signs in on it and accepts, and is
 * removed again so other journeys find guest@ a non-member. axe finds nothing serious on any
 * of these screens.
 */
import { expect, type Page, test } from "@playwright/test";
import { signIn, signInThroughForm } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { DEMO_PASSWORD, HARBOR, MOBILE, SIERRA, USERS } from "../support/clubs.ts";
import { expectNoSidewaysScroll } from "../support/layout.ts";

async function signInToPaywall(page: Page) {
  await page.goto(`${HARBOR}/login`);
  await signInThroughForm(page, USERS.pastDue.email, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Membership Past Due" })).toBeVisible();
  // The paywall replaces the whole portal: no navigation, Sign Out always there.
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign Out" })).toBeVisible();
}

/** The pay step with a new card typed in. */
async function payWithNewCard(page: Page, number: string) {
  await page.getByRole("button", { name: "Activate Your Membership" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activate Your Membership" })).toBeVisible();
  await expect(page.getByText(/Balance Due \(2 months\)/)).toBeVisible();
  await page.getByRole("radio", { name: "Use a new card" }).check();
  await page.getByLabel("Card Number").fill(number);
  await page.getByLabel("Expiration Date").pressSequentially("1230");
  await page.getByLabel("Security Code").fill("123");
  await page.getByLabel("Name on Card").fill("Dana Reyes");
  await page.getByLabel("ZIP Code").fill("02840");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

test("a declined card shows 'Payment Failed' and Go Back returns to the pay step", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // On a phone: the paywall and its card form reflow without sideways scrolling.
  await page.setViewportSize(MOBILE);
  await signInToPaywall(page);
  await expectNoSeriousA11yViolations(page, testInfo, "the paywall intro");
  await payWithNewCard(page, "4000 0000 0000 0002");
  await expect(page.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(/declined/);
  await expectNoSeriousA11yViolations(page, testInfo, "the paywall's payment failed step");
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page.getByRole("button", { name: /^Pay \$/ })).toBeVisible();
  await expectNoSidewaysScroll(page, "the paywall's pay step on a phone");
  await expectNoSeriousA11yViolations(page, testInfo, "the paywall's pay step");
});

test("the past-due member pays with the 3-D Secure card and lands in the portal", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInToPaywall(page);
  await payWithNewCard(page, "4000 0027 6000 3184");
  const challenge = page.getByRole("dialog", { name: "Confirm this payment with your bank" });
  await expect(challenge).toBeVisible();
  await page
    .frameLocator('iframe[title="Your Bank\'s Authentication Page"]')
    .getByRole("button", { name: "Complete authentication" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank You" })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, testInfo, "the paywall's thank you step");
  await page.getByRole("button", { name: "Proceed to My Club" }).click();
  // The portal's home replaces the paywall, and the member is active again.
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Membership Past Due" })).toHaveCount(0);
  const account = (await (await page.request.get(`${HARBOR}/api/account`)).json()) as Record<string, unknown>;
  expect(account).toMatchObject({ flag: null, is_member: true });
});

test("the on-hold member sees 'Membership is On Hold and Past Due' with no pay action", async ({
  page,
}, testInfo) => {
  await signIn(page, USERS.onHold, { fresh: true });
  await page.goto(`${HARBOR}/account`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Membership is On Hold and Past Due" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Activate Your Membership" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign Out" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "the on-hold paywall");
  // Sign Out is always there, and leaves the paywall for the sign-in page.
  await page.getByRole("link", { name: "Sign Out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
});

test("the family member adds an additional member until the invites run out", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, USERS.member, { fresh: true });
  await page.goto(`${HARBOR}/account/memberships`);
  await expect(page.getByRole("heading", { level: 1, name: "Memberships" })).toBeVisible();
  const cards = page.getByRole("list", { name: "Membership cards" });
  await expect(cards.getByRole("button", { name: "View card Family Membership" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "the membership cards");

  await cards.getByRole("button", { name: "View card Family Membership" }).click();
  const drawer = page.getByRole("dialog", { name: "Family Membership" });
  await expect(drawer.getByRole("img", { name: /Code of membership card/ })).toBeVisible();
  await expect(drawer.getByRole("heading", { name: "Subscription" })).toBeVisible();
  await expect(drawer.getByText("1 of 3 invites left")).toBeVisible();
  const members = drawer.getByRole("list", { name: "Additional members" });
  await expect(members.getByRole("listitem")).toHaveCount(2);
  await drawer.getByRole("button", { name: "E-mail My Card" }).click();
  await expect(page.getByText("E-mail sent")).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "the membership card detail");

  await drawer.getByRole("button", { name: "Add Additional Member" }).click();
  const form = page.getByRole("dialog", { name: "Add Additional Member" });
  await form.getByLabel("First Name").fill("Rosa");
  await form.getByLabel("Last Name").fill("Whitfield");
  await form.getByLabel("E-mail").fill("rosa.whitfield@harbor.example");
  await expectNoSeriousA11yViolations(page, testInfo, "the add additional member form");
  await form.getByRole("button", { name: "Add Additional Member" }).click();
  await expect(page.getByRole("heading", { name: "Additional Member Added" })).toBeVisible();
  await expect(
    page.getByText(
      "We sent an invitation to rosa.whitfield@harbor.example. They become an additional member once they accept it.",
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();

  await expect(members.getByRole("listitem")).toHaveCount(3);
  // Rosa's card waits for her to accept the invitation.
  await expect(members.getByRole("listitem").filter({ hasText: "Rosa Whitfield" })).toContainText(
    "Invitation sent",
  );
  await expect(drawer.getByText("0 of 3 invites left")).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Add Additional Member" })).toBeDisabled();
  await expect(drawer.getByText(/You have no invites left/)).toBeVisible();
  await expect(form).toBeHidden();
  await expectNoSeriousA11yViolations(page, testInfo, "the card with no invites left");
});

test("an existing customer opens the mailed invitation, signs in on it and accepts", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  // Eleanor withdraws Rosa's invitation (the invite comes back) and invites Marcus, a customer.
  await signIn(page, USERS.member, { fresh: true });
  await page.goto(`${HARBOR}/account/memberships`);
  await page.getByRole("button", { name: "View card Family Membership" }).click();
  const drawer = page.getByRole("dialog", { name: "Family Membership" });
  const members = drawer.getByRole("list", { name: "Additional members" });
  const remove = async (name: string) => {
    await members.getByRole("button", { name: `Remove ${name}` }).click();
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(members.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  };
  await remove("Rosa Whitfield");
  await drawer.getByRole("button", { name: "Add Additional Member" }).click();
  const form = page.getByRole("dialog", { name: "Add Additional Member" });
  await form.getByLabel("First Name").fill("Marcus");
  await form.getByLabel("Last Name").fill("Bell");
  await form.getByLabel("E-mail").fill(USERS.guest.email);
  await form.getByRole("button", { name: "Add Additional Member" }).click();
  await page.getByRole("button", { name: "Done" }).click();
  const cards = (await (await page.request.get(`${HARBOR}/api/account/memberships`)).json()) as {
    id: string;
    title: string;
  }[];
  const family = cards.find((card) => card.title === "Family Membership")?.id;
  const listed = (await (
    await page.request.get(`${HARBOR}/api/account/memberships/${family}/members`)
  ).json()) as { id: string; status: string; customer: { email: string } }[];
  const invitation = listed.find((row) => row.customer.email === USERS.guest.email);
  expect(invitation?.status).toBe("pending");

  // Marcus follows the mailed link in a browser of his own: he signs in right there, then answers.
  const marcus = await (await browser.newContext()).newPage();
  await marcus.goto(`${HARBOR}/account/memberships/invitations/${invitation?.id}`);
  await expect(marcus.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await signInThroughForm(marcus, USERS.guest.email, DEMO_PASSWORD);
  await expect(marcus.getByRole("heading", { level: 1, name: "Membership Invitation" })).toBeVisible();
  await expect(
    marcus.getByText(
      "Eleanor Whitfield invited you to join their Family Membership membership as an additional member.",
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(marcus, testInfo, "the membership invitation");
  await marcus.getByRole("button", { name: "Accept Invitation" }).click();
  await expect(marcus.getByRole("heading", { name: "Invitation Accepted" })).toBeVisible();
  await marcus.getByRole("button", { name: "See My Memberships" }).click();
  await expect(marcus.getByRole("button", { name: "View card Family Membership" })).toBeVisible();
  const account = (await (await marcus.request.get(`${HARBOR}/api/account`)).json()) as Record<
    string,
    unknown
  >;
  expect(account).toMatchObject({ is_member: true });

  // Eleanor sees him as an active additional member; removing him leaves guest@ a non-member again.
  // The drawer is in the URL: reloading asks the server afresh and opens it again.
  await page.reload();
  await expect(drawer).toBeVisible();
  await expect(members.getByRole("listitem").filter({ hasText: "Marcus Bell" })).toContainText("Active");
  await remove("Marcus Bell");
  await marcus.context().close();
});

test("Club Sierra's memberships speak Spanish, in euros, on a phone", async ({ page }, testInfo) => {
  // On a phone: the cards and the card's drawer reflow without sideways scrolling.
  await page.setViewportSize(MOBILE);
  await signIn(page, USERS.socio);
  await page.goto(`${SIERRA}/account/memberships`);
  await expect(page.getByRole("heading", { level: 1, name: "Membresías" })).toBeVisible();
  await expectNoSidewaysScroll(page, "the membership cards on a phone");
  await page.getByRole("button", { name: "Ver la tarjeta Socio Club Sierra" }).click();
  const drawer = page.getByRole("dialog", { name: "Socio Club Sierra" });
  await expect(drawer.getByRole("heading", { name: "Suscripción" })).toBeVisible();
  await expect(drawer.getByText(/€ por mes/)).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Enviarme la tarjeta por correo" })).toBeVisible();
  await expectNoSidewaysScroll(page, "the membership card's drawer on a phone");
  // The card keeps the drawer's padding on both sides rather than running to its edge (issue 24).
  // Both boxes read in one frame: the drawer may still be sliding in, moving both alike.
  const margins = await drawer.evaluate((element) => {
    const body = element.querySelector(".ant-drawer-body")?.getBoundingClientRect();
    const tile = element.querySelector(".crest-membership-card")?.getBoundingClientRect();
    return body && tile ? { left: tile.left - body.left, right: body.right - tile.right } : null;
  });
  expect(margins?.right).toBeGreaterThanOrEqual(16);
  expect(margins?.left).toBeGreaterThanOrEqual(16);
  // No payment yet: no "last payment" beside the empty history, and no automatic payments
  // claimed without a payment method.
  await expect(drawer.getByText("Todavía no hay pagos.")).toBeVisible();
  await expect(drawer.getByText("Último pago")).toHaveCount(0);
  await expect(drawer.getByText("Desactivados hasta que elija un método de pago")).toBeVisible();
  // The payment history scrolls in a region the keyboard reaches.
  const history = drawer.getByRole("region", { name: "Historial de pagos" });
  await history.focus();
  await expect(history).toBeFocused();
  await expectNoSeriousA11yViolations(page, testInfo, "the Spanish membership card");
});

test("/passbook/:id on a desktop browser says 'Device Not Supported'", async ({ page }, testInfo) => {
  await signIn(page, USERS.member);
  const cards = await page.request.get(`${HARBOR}/api/account/memberships`);
  const [card] = (await cards.json()) as { id: string }[];
  await page.goto(`${HARBOR}/passbook/${card?.id}`);
  await expect(page.getByText("Device Not Supported")).toBeVisible();
  await expect(page.getByText(/Supported devices are Android and iOS/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "the passbook page on a desktop");
});
