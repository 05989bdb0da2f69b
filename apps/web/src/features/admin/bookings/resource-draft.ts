import type { BlockType, ResourceInput, StaffResource } from "@crest/domain";
import { toMajorUnits, toMinorUnits } from "@crest/domain/common/money";

/** A resource's own fields as typed (its schedule has its own draft). */
export interface ResourceDraft {
  blockType: BlockType;
  title: string;
  description: string;
  location: string;
  photo: string;
  timezoneId: string;
  membersOnly: boolean;
  capacity: string;
  /** One piece of equipment a line. */
  equipment: string;
  price: string;
}

export const newResourceDraft = (timezoneId: string): ResourceDraft => ({
  blockType: "meeting_rooms",
  title: "",
  description: "",
  location: "",
  photo: "",
  timezoneId,
  membersOnly: false,
  capacity: "0",
  equipment: "",
  price: "0",
});

/** The editor's draft of a saved resource. */
export const resourceDraftOf = (resource: StaffResource, currency: string): ResourceDraft => ({
  blockType: resource.blockType,
  title: resource.title,
  description: resource.description,
  location: resource.location,
  photo: resource.photo ?? "",
  timezoneId: resource.timezoneId,
  membersOnly: resource.membersOnly,
  capacity: String(resource.capacity),
  equipment: resource.equipment.join("\n"),
  price: String(toMajorUnits(resource.price, currency)),
});

/** The fields a PATCH sends: every one of them, as the editor shows them all. */
export function resourcePatchOf(draft: ResourceDraft, currency: string) {
  return {
    title: draft.title,
    description: draft.description,
    location: draft.location,
    photo: draft.photo.trim() || null,
    timezoneId: draft.timezoneId.trim(),
    membersOnly: draft.membersOnly,
    capacity: Number(draft.capacity || 0),
    equipment: draft.equipment
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    price: toMinorUnits(Number(draft.price || 0), currency),
  };
}

/** A new resource's body, with the schedule typed beside it. */
export const resourceInputOf = (
  draft: ResourceDraft,
  currency: string,
  schedule: ResourceInput["schedule"],
): ResourceInput => ({
  ...resourcePatchOf(draft, currency),
  blockType: draft.blockType,
  surveyId: null,
  schedule,
});
