import type { BlockType } from "@crest/domain";

/** Query keys of bookable resources, their slots and the member's bookings. */
export const bookingKeys = {
  all: ["bookings"] as const,
  resources: (blockType: BlockType | "all") => ["bookings", "resources", blockType] as const,
  resource: (id: string) => ["bookings", "resource", id] as const,
  slots: (resourceId: string, query: Record<string, unknown>) =>
    ["bookings", "slots", resourceId, query] as const,
  mine: ["bookings", "mine"] as const,
  myList: (kind: "reservations" | "appointments") => ["bookings", "mine", kind] as const,
  myBooking: (kind: "reservations" | "appointments", id: string) => ["bookings", "mine", kind, id] as const,
};
