import { PGlite, parse, protocol } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { prepareStatements } from "./pglite-prepared.ts";

const SETUP = `
  create table things (id serial primary key, name text not null unique, data jsonb, at timestamptz, tags text[]);
  insert into things (name, data, at, tags) values ('one', '{"a":1}', '2026-11-27T10:00:00Z', '{x,y}');
`;

// Starting PGlite takes seconds: the tests share two clients and start each from a new table.
let shared: { plain: PGlite; prepared: PGlite } | undefined;
const started: PGlite[] = [];

async function preparedClient(maxPrepared?: number): Promise<PGlite> {
  const client = await PGlite.create();
  prepareStatements(client, maxPrepared);
  started.push(client);
  return client;
}

async function clients(maxPrepared?: number) {
  if (!shared) {
    shared = { plain: await PGlite.create(), prepared: await preparedClient() };
    started.push(shared.plain);
  }
  const plain = shared.plain;
  const prepared = maxPrepared === undefined ? shared.prepared : await preparedClient(maxPrepared);
  for (const client of [plain, prepared]) await client.exec(`drop table if exists things; ${SETUP}`);
  return { plain, prepared };
}

afterAll(async () => {
  await Promise.all(started.map((client) => client.close()));
});

/** The statements prepared on the connection, read past the prepared path (which would add its own). */
async function preparedNames(client: PGlite): Promise<string[]> {
  const read = protocol.serialize.query("select name from pg_prepared_statements order by name");
  const { messages } = await client.execProtocol(read);
  const [result] = parse.parseResults(messages, client.parsers);
  return ((result?.rows ?? []) as { name: string }[]).map((row) => row.name);
}

// PGlite's own layer: the suite's PostgreSQL run (DATABASE_URL) would only prove it again.
describe.skipIf(Boolean(process.env.DATABASE_URL))("PGlite statements prepared once", () => {
  it("answer as PGlite's own query does, in rows, arrays and fields, with every parameter type", async () => {
    const { plain, prepared } = await clients();
    const read = "select id, name, data, at, tags, $1::int + 1 as next from things where name = $2";
    for (const client of [plain, prepared]) {
      await client.query("insert into things (name, data, at, tags) values ($1, $2, $3, $4)", [
        "two",
        { b: [1, 2] },
        new Date("2026-11-27T11:00:00Z"),
        ["p", "q"],
      ]);
      await client.query("insert into things (name, data) values ($1, $2)", ["three", null]);
    }
    for (const params of [
      [1, "one"],
      [2, "two"],
      [3, "three"],
      [4, "none"],
    ]) {
      // Twice: the second call runs the statement prepared by the first.
      for (const time of [1, 2]) {
        const expected = await plain.query(read, params);
        expect(await prepared.query(read, params), `${params} (${time})`).toEqual(expected);
        const asArrays = await plain.query(read, params, { rowMode: "array" });
        expect(await prepared.query(read, params, { rowMode: "array" })).toEqual(asArrays);
      }
    }
    const update = "update things set data = $1 where name = $2";
    expect(await prepared.query(update, [{ c: 3 }, "one"])).toEqual(
      await plain.query(update, [{ c: 3 }, "one"]),
    );
  });

  it("prepare each SQL text once and keep no more than the limit, closing the least recently used", async () => {
    const { prepared } = await clients(3);
    for (let round = 0; round < 3; round++) {
      for (const n of [1, 2, 3]) await prepared.query(`select $1::int + ${n} as sum`, [n]);
    }
    const firstThree = await preparedNames(prepared);
    expect(firstThree).toHaveLength(3);
    await prepared.query("select $1::int + 1 as sum", [1]); // now the most recently used
    await prepared.query("select $1::int + 4 as sum", [4]); // a fourth: "+ 2" is closed
    const kept = await preparedNames(prepared);
    expect(kept).toHaveLength(3);
    expect(kept).not.toContain(firstThree[1]);
    expect(kept).toContain(firstThree[0]);
    expect((await prepared.query<{ sum: number }>("select $1::int + 2 as sum", [2])).rows).toEqual([
      { sum: 4 },
    ]);
  });

  it("plan a LIKE at each call, with its pattern, keeping no statement for it", async () => {
    const { plain, prepared } = await clients();
    const search = "select name from things where lower(name) like $1 order by name";
    for (const pattern of ["o%", "%e", "t%", "o%"]) {
      expect(await prepared.query(search, [pattern])).toEqual(await plain.query(search, [pattern]));
    }
    expect(await preparedNames(prepared)).toEqual([]);
  });

  it("fail as PGlite's query fails, naming the query, and keep working after", async () => {
    const { prepared } = await clients();
    const insert = "insert into things (name) values ($1)";
    const failure = await prepared.query(insert, ["one"]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "23505", query: insert, params: ["one"] });
    const syntax = await prepared.query("selec 1").catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: "42601" });
    await prepared.query(insert, ["four"]);
    expect((await prepared.query("select count(*)::int as n from things")).rows).toEqual([{ n: 2 }]);
  });

  it("work inside transactions, and outlive one rolled back", async () => {
    const { prepared } = await clients();
    const insert = "insert into things (name) values ($1)";
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query(insert, ["in a rollback"]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await prepared
      .transaction(async (tx) => {
        await tx.query(insert, ["kept"]);
        const duplicate = await tx.query(insert, ["kept"]).catch((error: unknown) => error);
        expect(duplicate).toMatchObject({ code: "23505" });
      })
      .catch(() => undefined);
    await prepared.transaction(async (tx) => {
      await tx.query(insert, ["committed"]);
    });
    const names = await prepared.query<{ name: string }>("select name from things order by id");
    expect(names.rows.map((row) => row.name)).toEqual(["one", "committed"]);
  });

  it("are forgotten after exec, so a table that changed shape is read afresh", async () => {
    const { prepared } = await clients();
    const everything = "select * from things where name = $1";
    expect(Object.keys((await prepared.query<object>(everything, ["one"])).rows[0] ?? {})).not.toContain(
      "extra",
    );
    const before = await preparedNames(prepared);
    await prepared.exec("alter table things add column extra text default 'new'");
    // Kept, PostgreSQL would refuse the statement: "cached plan must not change result type".
    const after = await prepared.query<{ extra: string }>(everything, ["one"]);
    expect(after.rows[0]?.extra).toBe("new");
    expect(await preparedNames(prepared)).not.toContain(before[0]);
  });

  it("refuse once a kept statement whose table changed shape outside exec, then prepare every statement afresh", async () => {
    const { prepared } = await clients();
    const everything = "select * from things where name = $1";
    const byId = "select name from things where id = $1";
    await prepared.query(everything, ["one"]);
    await prepared.query(byId, [1]);
    await prepared.query("alter table things add column extra text default 'new'");
    const refused = await prepared.query(everything, ["one"]).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "0A000" });
    // The other kept statement was deallocated with the rest; it is prepared again, not bound.
    expect((await prepared.query(byId, [1])).rows).toEqual([{ name: "one" }]);
    expect((await prepared.query<{ extra: string }>(everything, ["one"])).rows[0]?.extra).toBe("new");
  });
});
