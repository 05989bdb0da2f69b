/**
 * Product photos for staff (issue 32 item 2): an upload re-encoded (WebP, bounded, no EXIF) and
 * stored in the club's media, shown by the shop; ordering and removing photos (the file goes
 * too); a non-image (415) and an oversized file (413); a viewer (403); another club (404).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopProduct } from "../../test/commerce.ts";
import { signIn, signInStaff } from "../../test/customer-session.ts";
import { multipart } from "../../test/multipart.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";

const LIMIT = 256 * 1024;
let t: TestApp;
let manager: string;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp({ config: { uploadLimitBytes: LIMIT } });
  manager = await signInStaff(t.app, HARBOR);
  photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#2f5d50" } })
    .withMetadata({ exif: { IFD0: { Make: "SpyCam", Model: "X1" } } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

interface PhotoWire {
  id: string;
  url: string;
  position: number;
}

const upload = (productId: string, body: ReturnType<typeof multipart>, cookie = manager, host = HARBOR) =>
  request(t.app, host, {
    method: "POST",
    url: `/admin/api/products/${productId}/photos`,
    payload: body.payload,
    headers: { "content-type": body.contentType, cookie },
  });
const admin = (method: "GET" | "PUT" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  request(t.app, HARBOR, { method, url, headers: { cookie: manager }, ...(payload ? { payload } : {}) });
const fileOf = (mediaPath: string) =>
  path.join(t.app.appConfig.mediaDir, mediaPath.replace(/^\/media\//, ""));

describe("staff product photos", () => {
  it("store an upload re-encoded, show it in the shop, order the photos and remove one with its file", async () => {
    const product = await shopProduct(t.app);
    const first = await upload(product.id, multipart("File", "cap.jpg", "image/jpeg", photo));
    expect(first.statusCode, first.body).toBe(201);
    const [stored] = json<{ photos: PhotoWire[] }>(first).photos;
    if (!stored) throw new Error("no photo");
    expect(stored.url).toMatch(/^\/media\/club\/[0-9a-f-]+\/product-photos\/[0-9a-f]{32}\.webp$/);
    const preview = await admin("GET", `/admin/api/products/${product.id}/photos/${stored.id}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(preview.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();

    const member = await signIn(t.app, HARBOR, "member@harbor.example");
    const shop = await request(t.app, HARBOR, {
      method: "GET",
      url: `/api/products/${product.id}`,
      headers: { cookie: member },
    });
    expect(json(shop)).toMatchObject({ photos: [{ url: stored.url }] });
    expect(
      (await request(t.app, HARBOR, { method: "GET", url: stored.url, headers: { cookie: member } }))
        .statusCode,
    ).toBe(200);

    const second = json<{ photos: PhotoWire[] }>(
      await upload(
        product.id,
        multipart("File", "back.png", "image/png", await sharp(photo).png().toBuffer()),
      ),
    ).photos[1];
    if (!second) throw new Error("no second photo");
    const ordered = await admin("PUT", `/admin/api/products/${product.id}/photos`, {
      photo_ids: [second.id, stored.id],
    });
    expect(json<{ photos: PhotoWire[] }>(ordered).photos.map((p) => p.id)).toEqual([second.id, stored.id]);
    const missing = await admin("PUT", `/admin/api/products/${product.id}/photos`, {
      photo_ids: [second.id],
    });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ error_details: [{ field: "photo_ids" }] });

    const removed = await admin("DELETE", `/admin/api/products/${product.id}/photos/${stored.id}`);
    expect(json<{ photos: PhotoWire[] }>(removed).photos.map((p) => p.id)).toEqual([second.id]);
    expect(existsSync(fileOf(stored.url))).toBe(false);
    expect(existsSync(fileOf(second.url))).toBe(true);
  });

  it("refuse a non-image (415) and a file over the limit (413), and store nothing", async () => {
    const product = await shopProduct(t.app);
    const text = await upload(
      product.id,
      multipart("File", "x.png", "image/png", Buffer.from("<html>hi</html>")),
    );
    expect(text.statusCode).toBe(415);
    expect(json(text)).toMatchObject({ error_details: [{ field: "file" }] });
    const pdf = await upload(product.id, multipart("File", "x.pdf", "application/pdf", photo));
    expect(pdf.statusCode).toBe(415);
    const big = await upload(
      product.id,
      multipart("File", "big.jpg", "image/jpeg", Buffer.alloc(LIMIT + 1, 1)),
    );
    expect(big.statusCode).toBe(413);
    expect(
      json<{ photos: unknown[] }>(await admin("GET", `/admin/api/products/${product.id}`)).photos,
    ).toEqual([]);
  });

  it("refuse a viewer's upload (403) and answer another club's product and photo with 404", async () => {
    const product = await shopProduct(t.app);
    const body = multipart("File", "cap.jpg", "image/jpeg", photo);
    const photoId = json<{ photos: PhotoWire[] }>(await upload(product.id, body)).photos[0]?.id;
    const viewer = await signInStaff(t.app, HARBOR, "viewer@harbor.example");
    expect((await upload(product.id, body, viewer)).statusCode).toBe(403);
    const sierra = await signInStaff(t.app, SIERRA, "gerente@sierra.example");
    expect((await upload(product.id, body, sierra, SIERRA)).statusCode).toBe(404);
    // The product is looked for before the body is read: any body, even no upload, is a 404 there.
    const notMultipart = await request(t.app, SIERRA, {
      method: "POST",
      url: `/admin/api/products/${product.id}/photos`,
      payload: { file: "x" },
      headers: { cookie: sierra },
    });
    expect(notMultipart.statusCode).toBe(404);
    for (const method of ["GET", "DELETE"] as const) {
      const foreign = await request(t.app, SIERRA, {
        method,
        url: `/admin/api/products/${product.id}/photos/${photoId}`,
        headers: { cookie: sierra },
      });
      expect(foreign.statusCode, method).toBe(404);
    }
  });
});
