/** The demo member's bookmarks. */
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import type { DemoSeed } from "../../demo/demo-seed.ts";
import { templateBookmarks } from "./tables.ts";

export const templateDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    await scopeFor(DEMO.harbor.companyId)
      .insert(templateBookmarks)
      .values([
        { customerId: DEMO_CUSTOMERS.member.id, title: "Dining menu", path: "/dining/menu" },
        { customerId: DEMO_CUSTOMERS.member.id, title: "My schedule", path: "/my-schedule" },
      ]);
  },
};
