import { describe, expect, it } from "vitest";
import { ConfigError, defaultPoolSize, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("fills in defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe("./data");
    expect(config.mediaDir).toBe("./data/media");
    expect(config.defaultDomain).toBe("harbor.localhost");
    expect(config.databaseUrl).toBeUndefined();
  });

  it("keeps uploads where every instance finds them: the database store with DATABASE_URL, unless told", () => {
    expect(loadConfig({}).mediaStore).toBe("local");
    const url = "postgres://crest@db:5432/crest";
    expect(loadConfig({ DATABASE_URL: url }).mediaStore).toBe("postgres");
    expect(loadConfig({ DATABASE_URL: url, MEDIA_STORE: "local" }).mediaStore).toBe("local");
    expect(loadConfig({ DATABASE_URL: url, MEDIA_STORE: "s3", S3_BUCKET: "crest-media" }).mediaStore).toBe(
      "s3",
    );
    expect(loadConfig({ MEDIA_STORE: "postgres" }).mediaStore).toBe("postgres");
  });

  it("pools twice this machine's cores for a database on it, 10 for one elsewhere, unless told", () => {
    const onTwoCores = (url: string | undefined) => defaultPoolSize(url, 2);
    expect(onTwoCores("postgres://crest@localhost:5432/crest")).toBe(4);
    expect(onTwoCores("postgres://crest@127.0.0.1/crest")).toBe(4);
    expect(onTwoCores("postgres://crest@[::1]:5432/crest")).toBe(4);
    expect(onTwoCores("postgres:///crest")).toBe(4);
    // libpq's host parameter names the folder of the server's Unix socket, and wins over the host.
    expect(onTwoCores("postgres://crest@db/crest?host=/var/run/postgresql")).toBe(4);
    expect(defaultPoolSize("postgres://crest@localhost/crest", 8)).toBe(16);
    expect(defaultPoolSize("postgres://crest@localhost/crest", 1)).toBe(2);
    expect(onTwoCores("postgres://crest@db:5432/crest")).toBe(10);
    expect(onTwoCores("postgres://crest@10.0.0.7/crest")).toBe(10);
    expect(onTwoCores("postgres://crest@localhost.example.com/crest")).toBe(10);
    expect(onTwoCores(undefined)).toBe(10);
    const url = "postgres://crest@db:5432/crest";
    expect(loadConfig({ DATABASE_URL: url }).databaseTimeouts.poolSize).toBe(10);
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: "3" }).databaseTimeouts.poolSize).toBe(3);
  });

  it("reports every bad value at once, one message each", () => {
    try {
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://db",
        PUBLIC_URL: "not a url",
        SMTP_URL: "http://mail",
        SESSION_SECRET: "short",
        LOG_LEVEL: "loud",
      });
      expect.unreachable("loadConfig should have thrown");
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      for (const name of ["PORT", "DATABASE_URL", "PUBLIC_URL", "SMTP_URL", "SESSION_SECRET", "LOG_LEVEL"]) {
        expect(problems.filter((p) => p.startsWith(`${name}:`))).toHaveLength(1);
      }
    }
  });

  it("reads TRUST_PROXY as hops or proxy addresses, never as trust-everyone", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(ConfigError);
  });

  it("reads SIGN_IN_RATE_LIMIT, sign-in attempts per address per minute (10 unless set)", () => {
    expect(loadConfig({}).signInRateLimit).toBe(10);
    expect(loadConfig({ SIGN_IN_RATE_LIMIT: "1000" }).signInRateLimit).toBe(1000);
    expect(() => loadConfig({ SIGN_IN_RATE_LIMIT: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ SIGN_IN_RATE_LIMIT: "lots" })).toThrow(ConfigError);
  });

  it("treats empty strings as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).port).toBe(3000);
  });
});
