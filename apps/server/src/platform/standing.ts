/**
 * The customer's standing, assembled from the features that own its parts (their manifest's
 * accountFacet): auth's password flag, memberships' isMember and paywall flag, wallet's house
 * account. A password flag wins over the paywall: the member needs a password before paying.
 */
import type { TenantScope } from "../db/tenant-scope.ts";
import type { CustomerStanding } from "./customer-standing.ts";
import type { AccountFacet } from "./feature.ts";

const NO_STANDING: CustomerStanding = { flag: null, isMember: false, houseAccountEnabled: false };

export function createStandingLoader(facets: readonly AccountFacet[]) {
  return {
    async load(scope: TenantScope, customerIds: readonly string[]): Promise<Map<string, CustomerStanding>> {
      const parts = await Promise.all(facets.map((facet) => facet.load(scope, customerIds)));
      const standings = new Map<string, CustomerStanding>();
      for (const id of customerIds) {
        const standing = { ...NO_STANDING };
        for (const part of parts) {
          const mine = part.get(id);
          if (!mine) continue;
          if (mine.isMember !== undefined) standing.isMember = mine.isMember;
          if (mine.houseAccountEnabled !== undefined) standing.houseAccountEnabled = mine.houseAccountEnabled;
          // Facets come in registry order; the first flag set wins.
          if (mine.flag && !standing.flag) standing.flag = mine.flag;
        }
        standings.set(id, standing);
      }
      return standings;
    },
  };
}
