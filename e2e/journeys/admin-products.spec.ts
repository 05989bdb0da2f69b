/**
 * The catalogue back office (issue 32 item 1), end to end on Harbor Club: manager@ (its manager)
 * adds a category, then a product with the keyboard alone, gives it two variants and a photo
 * and makes it visible; member@, in another browser, finds it in the shop and puts one variant
 * in the cart; manager@ cannot set that variant's stock below what the cart holds (told plainly);
 * member@ pays with the sandbox card. viewer@ sees the product screens and cannot save. axe
 * checks each screen.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { DEMO_PASSWORD, HARBOR, USERS } from "../support/clubs.ts";
import { tabTo } from "../support/keyboard.ts";
import { emptyCart, enterNewCard } from "../support/shop.ts";

const RUN = Date.now().toString(36);
const CATEGORY = `Regatta Goods ${RUN}`;
const NAME = `Regatta Tee ${RUN}`;
/** A 1×1 PNG: the server re-encodes whatever it is given, so the smallest image will do. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** A browser of its own signed in to admin mode as `email`, at `path`. */
async function staffPage(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const login = await page.request.post(`${HARBOR}/admin/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto(`${HARBOR}${path}`);
  return page;
}

test("staff add a product with variants and a photo, a member buys it; a viewer only looks", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const staff = await staffPage(browser, "manager@harbor.example", "/admin/categories");
  const member = await (await browser.newContext()).newPage();

  await test.step("manager@ adds a category to the shop with the keyboard alone", async () => {
    await expect(staff.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
    await tabTo(staff, staff.getByRole("button", { name: "Add Category" }));
    await staff.keyboard.press("Enter");
    const form = staff.getByRole("form", { name: "New Category" });
    await tabTo(staff, form.getByRole("textbox", { name: "Name" }));
    await staff.keyboard.type(CATEGORY);
    await expectNoSeriousA11yViolations(staff, testInfo, "categories with the new category form");
    await tabTo(staff, form.getByRole("button", { name: "Add Category" }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("status").filter({ hasText: `Category ${CATEGORY} added.` })).toBeVisible();
    await expect(staff.getByRole("row").filter({ hasText: CATEGORY })).toContainText("Yes");
  });

  await test.step("manager@ creates the product with the keyboard alone", async () => {
    await staff.getByRole("link", { name: "Products", exact: true }).click();
    await expect(staff.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "products list");
    await tabTo(staff, staff.getByRole("button", { name: "New Product" }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("heading", { level: 1, name: "New Product" })).toBeFocused();
    await tabTo(staff, staff.getByRole("textbox", { name: "Name" }));
    await staff.keyboard.type(NAME);
    await tabTo(staff, staff.getByRole("textbox", { name: "Description" }));
    await staff.keyboard.type("Soft cotton, the regatta's flag on the chest.");
    await tabTo(staff, staff.getByRole("spinbutton", { name: "Price" }));
    await staff.keyboard.type("18");
    await tabTo(staff, staff.getByRole("checkbox", { name: "Count Stock" }));
    await staff.keyboard.press("Space");
    await tabTo(staff, staff.getByRole("checkbox", { name: CATEGORY }));
    await staff.keyboard.press("Space");
    await expect(staff.getByRole("checkbox", { name: CATEGORY })).toBeChecked();
    await expectNoSeriousA11yViolations(staff, testInfo, "new product form");
    await tabTo(staff, staff.getByRole("button", { name: "Create Product" }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("heading", { level: 1, name: "Edit Product" })).toBeVisible();
    await expect(staff.getByText("Product created. Add its variants and photos below.")).toBeVisible();
    await expect(staff.getByRole("textbox", { name: "Name" })).toHaveValue(NAME);
  });

  await test.step("adds two variants and a photo, and makes it visible", async () => {
    for (const [size, price] of [
      ["S", ""],
      ["L", "20"],
    ] as const) {
      await staff.getByRole("button", { name: "Add Variant" }).click();
      const form = staff.getByRole("form", { name: "New Variant" });
      await form.getByRole("textbox", { name: "Options" }).fill(`Size: ${size}`);
      if (price) await form.getByRole("spinbutton", { name: "Price" }).fill(price);
      await form.getByRole("spinbutton", { name: "On Hand" }).fill("5");
      await form.getByRole("button", { name: "Add Variant" }).click();
      await expect(staff.getByRole("status").filter({ hasText: `Variant ${size} added.` })).toBeVisible();
    }
    const variants = staff.getByRole("table", { name: `Variants of ${NAME}` });
    await expect(variants.getByRole("row")).toHaveCount(3);
    await expect(variants.getByRole("row").filter({ hasText: /^L/ })).toContainText("$20.00");
    await expect(variants.getByRole("row").filter({ hasText: /^S/ })).toContainText("Product's price");

    await staff
      .getByLabel("Photo File")
      .setInputFiles({ name: "tee.png", mimeType: "image/png", buffer: PNG });
    await expect(staff.getByRole("img", { name: "Preview of tee.png" })).toBeVisible();
    await staff.getByRole("button", { name: "Upload Photo" }).click();
    await expect(staff.getByRole("status").filter({ hasText: "Photo added." })).toBeVisible();
    const photo = staff.getByRole("img", { name: `Photo 1 of 1 of ${NAME}` });
    await expect(photo).toBeVisible();
    // Loaded through the staff route: staff have no member session for the shop's /media.
    await expect
      .poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    await staff.getByRole("combobox", { name: "Status" }).selectOption({ label: "Visible to Members" });
    await staff.getByRole("button", { name: "Save Changes" }).click();
    await expect(staff.getByRole("status").filter({ hasText: "Changes saved." })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "product editor");
  });

  await test.step("member@ finds it in the shop and puts size L in the cart", async () => {
    await signIn(member, USERS.member);
    await emptyCart(member);
    await member.goto(`${HARBOR}/product/categories`);
    await member.getByRole("link", { name: new RegExp(CATEGORY) }).click();
    await member.getByRole("link", { name: new RegExp(NAME) }).click();
    const drawer = member.getByRole("dialog", { name: NAME });
    await expect(drawer).toBeVisible();
    await drawer.locator("label").filter({ hasText: /^L$/ }).click();
    await drawer.getByRole("button", { name: "Add to Cart" }).click();
    await expect(member.getByText("Added to your cart")).toBeVisible();
  });

  await test.step("manager@ cannot set L's stock below what the cart holds", async () => {
    await staff.reload();
    const row = staff
      .getByRole("table", { name: `Variants of ${NAME}` })
      .getByRole("row")
      .filter({ hasText: /^L/ });
    await expect(row.getByRole("cell").nth(4)).toHaveText("1");
    await staff.getByRole("button", { name: "Edit variant L" }).click();
    const form = staff.getByRole("form", { name: "Edit Variant" });
    await form.getByRole("spinbutton", { name: "On Hand" }).fill("0");
    await form.getByRole("button", { name: "Save Variant" }).click();
    await expect(form.getByRole("alert").filter({ hasText: "Units in Members' Carts" })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "stock below what carts hold");
    await form.getByRole("button", { name: "Cancel" }).click();
  });

  await test.step("member@ pays with the sandbox card", async () => {
    await member.goto(`${HARBOR}/checkout`);
    await expect(member.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(member.getByRole("list", { name: "Your Cart" }).getByText(new RegExp(NAME))).toBeVisible();
    await member.getByRole("radio", { name: /Morgan Reyes, 12 Wharf Street/ }).check();
    await member.getByRole("radiogroup", { name: "Shipping rate" }).getByRole("radio").first().check();
    await enterNewCard(member, "4242 4242 4242 4242");
    await member.getByRole("button", { name: "Place Order" }).click();
    await expect(member.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
  });

  await test.step("viewer@ sees the product screens and cannot save", async () => {
    const viewer = await staffPage(browser, "viewer@harbor.example", "/admin/products");
    await expect(viewer.getByRole("button", { name: "New Product" })).toHaveCount(0);
    const find = viewer.getByRole("form", { name: "Find Products" });
    await find.getByRole("textbox", { name: "Name Contains" }).fill(NAME);
    await find.getByRole("button", { name: "Search" }).click();
    const row = viewer.getByRole("row").filter({ hasText: NAME });
    // Sold: L's stock went from 5 to 4; nothing is held any more.
    await expect(row).toContainText("9 on hand, 0 in carts");
    await row.getByRole("link", { name: NAME }).click();
    await expect(viewer.getByRole("textbox", { name: "Name" })).toBeDisabled();
    await expect(
      viewer.getByRole("button", { name: /Save|Create Product|Add Variant|Upload Photo|Remove|Edit/ }),
    ).toHaveCount(0);
    await expect(viewer.getByLabel("Photo File")).toHaveCount(0);
    await expect(viewer.getByRole("img", { name: `Photo 1 of 1 of ${NAME}` })).toBeVisible();
    await expectNoSeriousA11yViolations(viewer, testInfo, "product editor as a viewer");
    await viewer.getByRole("link", { name: "Categories", exact: true }).click();
    await expect(viewer.getByRole("row").filter({ hasText: CATEGORY })).toBeVisible();
    await expect(viewer.getByRole("button", { name: /Add Category|Edit/ })).toHaveCount(0);
    // The server refuses anyway.
    const products = (await (
      await viewer.request.get(`${HARBOR}/admin/api/products?search=${encodeURIComponent(NAME)}`)
    ).json()) as { id: string }[];
    const refused = await viewer.request.patch(`${HARBOR}/admin/api/products/${products[0]?.id}`, {
      data: { status: "hidden" },
    });
    expect(refused.status()).toBe(403);
    await viewer.context().close();
  });

  await test.step("manager@ reorders and removes photos, removes a variant, renames and hides the category", async () => {
    await staff.reload();
    await staff
      .getByLabel("Photo File")
      .setInputFiles({ name: "back.png", mimeType: "image/png", buffer: PNG });
    await staff.getByRole("button", { name: "Upload Photo" }).click();
    await expect(staff.getByRole("img", { name: `Photo 2 of 2 of ${NAME}` })).toBeVisible();
    const photos = staff.getByRole("img", { name: new RegExp(`^Photo \\d of 2 of ${NAME}$`) });
    const firstBefore = await photos.first().getAttribute("src");
    await staff.getByRole("button", { name: `Move earlier: Photo 2 of 2 of ${NAME}` }).click();
    await expect(staff.getByRole("status").filter({ hasText: "Photo moved to place 1." })).toBeVisible();
    await expect(photos.nth(1)).toHaveAttribute("src", firstBefore ?? "");
    await staff.getByRole("button", { name: `Remove Photo 2 of 2 of ${NAME}` }).click();
    await expect(staff.getByRole("img", { name: `Photo 1 of 1 of ${NAME}` })).toBeVisible();
    await expect(staff.getByRole("img", { name: `Photo 1 of 1 of ${NAME}` })).not.toHaveAttribute(
      "src",
      firstBefore ?? "",
    );

    await staff.getByRole("button", { name: "Remove variant S" }).click();
    await expect(staff.getByRole("status").filter({ hasText: "Variant S removed." })).toBeVisible();
    await expect(staff.getByRole("table", { name: `Variants of ${NAME}` }).getByRole("row")).toHaveCount(2);

    // Not broken on a phone: the wide tables scroll inside their own box.
    await staff.setViewportSize({ width: 390, height: 844 });
    const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await staff.setViewportSize({ width: 1280, height: 800 });

    await staff.getByRole("link", { name: "Categories", exact: true }).click();
    await staff.getByRole("button", { name: `Edit category ${CATEGORY}` }).click();
    const form = staff.getByRole("form", { name: "Edit Category" });
    await form.getByRole("textbox", { name: "Name" }).fill(`${CATEGORY} Shop`);
    await form.getByRole("checkbox", { name: /Hide from Members/ }).check();
    await form.getByRole("button", { name: "Save Category" }).click();
    await expect(
      staff.getByRole("status").filter({ hasText: `Category ${CATEGORY} Shop saved.` }),
    ).toBeVisible();
    await expect(staff.getByRole("row").filter({ hasText: `${CATEGORY} Shop` })).toContainText("No, hidden");
    await member.goto(`${HARBOR}/product/categories`);
    await expect(member.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
    await expect(member.getByRole("link", { name: new RegExp(CATEGORY) })).toHaveCount(0);
    await staff.getByRole("link", { name: "Products", exact: true }).click();
  });

  await test.step("the products list in Spanish", async () => {
    await staff.getByRole("combobox", { name: "Language" }).selectOption({ label: "Español" });
    await expect(staff.getByRole("heading", { level: 1, name: "Productos" })).toBeVisible();
    await expect(staff.getByRole("button", { name: "Nuevo producto" })).toBeVisible();
    await staff.getByRole("textbox", { name: "El nombre contiene" }).fill(NAME);
    await staff.getByRole("button", { name: "Buscar" }).click();
    await expect(staff.getByRole("row").filter({ hasText: NAME })).toContainText("Visible");
    await expectNoSeriousA11yViolations(staff, testInfo, "products list in Spanish");
  });
  await member.context().close();
  await staff.context().close();
});
