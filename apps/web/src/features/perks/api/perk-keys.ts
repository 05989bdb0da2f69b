import type { GuestPassList } from "@crest/domain";

/** Query keys of the member's perks and the guest's links. */
export const perkKeys = {
  all: ["perks"] as const,
  summary: ["perks", "summary"] as const,
  guestPasses: (list: GuestPassList) => ["perks", "guest-passes", list] as const,
  credit: (id: string) => ["perks", "credit", id] as const,
  guestPass: (id: string, pin: string) => ["perks", "guest-pass", id, pin] as const,
  guestVoucher: (id: string, pin: string) => ["perks", "guest-voucher", id, pin] as const,
};
