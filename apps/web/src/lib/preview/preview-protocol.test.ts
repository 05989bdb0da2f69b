// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PREVIEW_DRAFT, previewDraftOf } from "./preview-protocol.ts";

const parent = { name: "the admin page" };
const origin = "http://sierra.localhost:3000";
const draft = { theme: { colorPrimary: "#1d4ed8" } };

describe("the staff preview protocol", () => {
  it("takes a draft sent by its parent from its own origin", () => {
    expect(
      previewDraftOf(
        { source: parent as never, origin, data: { type: PREVIEW_DRAFT, config: draft } },
        parent,
        origin,
      ),
    ).toEqual(draft);
  });

  it("ignores another window, another origin and anything but a draft", () => {
    const message = { type: PREVIEW_DRAFT, config: draft };
    expect(previewDraftOf({ source: {} as never, origin, data: message }, parent, origin)).toBeNull();
    expect(
      previewDraftOf(
        { source: parent as never, origin: "https://evil.example", data: message },
        parent,
        origin,
      ),
    ).toBeNull();
    expect(
      previewDraftOf(
        { source: parent as never, origin, data: { type: "other", config: draft } },
        parent,
        origin,
      ),
    ).toBeNull();
    expect(
      previewDraftOf(
        { source: parent as never, origin, data: { type: PREVIEW_DRAFT, config: null } },
        parent,
        origin,
      ),
    ).toBeNull();
  });
});
