import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../features/config/demo.ts";
import { mailOutbox } from "../features/mail/tables.ts";
import { NotFoundError } from "../lib/errors.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { forCompany } from "./tenant-scope.ts";

let t: TestApp;
let harborMailId: string;

beforeAll(async () => {
  t = await createTestApp();
  const row = await forCompany(t.app.db, DEMO.harbor.companyId).insert(mailOutbox, {
    to: "member@harbor.example",
    subject: "Harbor only",
    text: "…",
    kind: "test",
  });
  harborMailId = row.id;
});
afterAll(() => t.close());

describe("forCompany: another club's rows do not exist", () => {
  const byId = () => eq(mailOutbox.id, harborMailId);

  it("stamps the company on inserted rows", async () => {
    const row = await forCompany(t.app.db, DEMO.harbor.companyId).findOne(mailOutbox, byId());
    expect(row?.companyId).toBe(DEMO.harbor.companyId);
  });

  it("finds nothing for another company, even by id", async () => {
    const sierra = forCompany(t.app.db, DEMO.sierra.companyId);
    expect(await sierra.findOne(mailOutbox, byId())).toBeUndefined();
    expect(await sierra.findMany(mailOutbox)).toEqual([]);
    await expect(sierra.getOne(mailOutbox, byId())).rejects.toBeInstanceOf(NotFoundError);
  });

  it("cannot update or delete another company's row, which stays as it was", async () => {
    const sierra = forCompany(t.app.db, DEMO.sierra.companyId);
    await expect(sierra.update(mailOutbox, byId(), { subject: "hijacked" })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(sierra.remove(mailOutbox, byId())).rejects.toBeInstanceOf(NotFoundError);
    const row = await forCompany(t.app.db, DEMO.harbor.companyId).getOne(mailOutbox, byId());
    expect(row.subject).toBe("Harbor only");
  });

  it("ignores a companyId smuggled into an update", async () => {
    const harbor = forCompany(t.app.db, DEMO.harbor.companyId);
    const values = { subject: "moved?", companyId: DEMO.sierra.companyId } as { subject: string };
    await harbor.update(mailOutbox, byId(), values);
    const row = await harbor.getOne(mailOutbox, byId());
    expect(row.companyId).toBe(DEMO.harbor.companyId);
  });
});
