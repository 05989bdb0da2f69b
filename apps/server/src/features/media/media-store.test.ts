import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3 } from "../../test/fake-s3.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { localMediaStore } from "./local-store.ts";
import type { MediaStore } from "./media-store.ts";
import { postgresMediaStore } from "./postgres-media-repository.ts";
import { s3MediaStore } from "./s3-store.ts";

const photo = { bytes: Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 0, 255]), contentType: "image/webp" };

/** What every store must do, whichever it is. */
function behavesAsAStore(name: string, store: () => MediaStore) {
  describe(`the ${name} media store`, () => {
    it("keeps a file byte for byte, with its type, and removes it", async () => {
      const key = "club/4b1d7d8e-0000-4000-8000-000000000001/profile-photos/abc123.webp";
      await store().put(key, photo);
      expect(await store().get(key)).toEqual(photo);
      await store().put(key, { bytes: Buffer.from("again"), contentType: "text/plain" });
      expect((await store().get(key))?.bytes.toString()).toBe("again");
      await store().remove(key);
      expect(await store().get(key)).toBeNull();
      await store().remove(key);
    });

    it("answers null for a file it does not have", async () => {
      expect(await store().get("demo/never-stored.svg")).toBeNull();
    });

    it("refuses keys that climb out of their folder", async () => {
      await expect(store().put("../etc/passwd", photo)).rejects.toThrow();
      await expect(store().put("club//x", photo)).rejects.toThrow();
    });
  });
}

let t: TestApp;
let folder: string;
let s3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  folder = mkdtempSync(path.join(tmpdir(), "crest-store-"));
  s3 = await startFakeS3("club-media");
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
  await t.close();
});

behavesAsAStore("local", () => localMediaStore(folder));
behavesAsAStore("PostgreSQL", () => postgresMediaStore(t.app.platformDb));
behavesAsAStore("S3", () =>
  s3MediaStore({
    bucket: "club-media",
    region: "eu-west-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    accessKeyId: "test",
    secretAccessKey: "test-secret",
  }),
);

describe("the local store's files", () => {
  it("are readable by the portal's own user only: folders 0700, files 0600", async () => {
    await localMediaStore(folder).put("club/x1/profile-photos/a.webp", photo);
    expect(statSync(path.join(folder, "club", "x1", "profile-photos")).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(folder, "club", "x1", "profile-photos", "a.webp")).mode & 0o777).toBe(0o600);
  });
});

describe("the S3 store", () => {
  it("goes through the official SDK, signed, to the configured bucket", () => {
    expect(s3.requests).toContain(
      "PUT club-media/club/4b1d7d8e-0000-4000-8000-000000000001/profile-photos/abc123.webp",
    );
    expect([...s3.objects.keys()]).not.toContain(
      "club/4b1d7d8e-0000-4000-8000-000000000001/profile-photos/abc123.webp",
    );
  });
});
