import { afterEach, describe, expect, it, vi } from "vitest";
import { isApiError } from "../../../lib/api-error.ts";
import { openPassbook } from "./open-passbook.ts";

afterEach(() => vi.unstubAllGlobals());

const CARD = "7d1f0e2a-0000-4000-8000-000000000001";

interface Answer {
  ok?: boolean;
  status?: number;
  type?: ResponseType;
  payload?: unknown;
}

function answer({ payload, ...response }: Answer) {
  const fetchMock = vi.fn(async () => ({
    ok: false,
    status: 200,
    type: "basic",
    json: async () => payload,
    ...response,
  }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("/passbook/:id asks the server which wallet this device takes (spec-1 §8)", () => {
  it("sends a phone on to the download the server offered (the pass, or Google Wallet's redirect)", async () => {
    for (const response of [{ ok: true }, { type: "opaqueredirect" as ResponseType, status: 0 }]) {
      const fetchMock = answer(response);
      const go = vi.fn();
      await openPassbook(CARD, go);
      expect(go).toHaveBeenCalledWith(`/api/passbook/${CARD}`);
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/passbook/${CARD}`,
        expect.objectContaining({ redirect: "manual" }),
      );
    }
  });

  it("raises the server's wallet_device_not_supported for any other device, and goes nowhere", async () => {
    answer({
      status: 400,
      payload: {
        code: "wallet_device_not_supported",
        title: "Device Not Supported",
        error_message: "Device Not Supported",
      },
    });
    const go = vi.fn();
    const error = await openPassbook(CARD, go).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.code).toBe("wallet_device_not_supported");
    expect(go).not.toHaveBeenCalled();
  });
});
