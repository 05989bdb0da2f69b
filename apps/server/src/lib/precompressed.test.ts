import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chosenEncoding, precompress } from "./precompressed.ts";

describe("precompressed answers", () => {
  it("hold the same JSON in brotli and gzip", () => {
    const json = JSON.stringify(
      Array.from({ length: 500 }, (_, i) => ({ localTime: `${i % 24}:00`, available: i % 3 })),
    );
    const answer = precompress(json);
    expect(brotliDecompressSync(answer.br).toString()).toBe(json);
    expect(gunzipSync(answer.gzip).toString()).toBe(json);
    expect(answer.br.length).toBeLessThan(answer.gzip.length);
  });

  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["br;q=0.8, gzip;q=0.8", "br"],
    ["gzip", "gzip"],
    ["GZIP;Q=1", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["gzip;q=0.0, identity", "identity"],
    ["deflate", "identity"],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["identity", "identity"],
    ["", "identity"],
  ])("Accept-Encoding %j is sent %s", (header, encoding) => {
    expect(chosenEncoding(header)).toBe(encoding);
  });

  it("sends nothing compressed to a client that names no Accept-Encoding", () => {
    expect(chosenEncoding(undefined)).toBe("identity");
  });
});
