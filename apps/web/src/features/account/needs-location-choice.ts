import type { Account } from "@crest/domain";
import { isNativeApp } from "../../lib/native/native-bridge.ts";

/**
 * spec-1 §4: in the native app, a member of several locations with no home is shown the
 * Choose Location picker. Apart from the picker, so the shell decides without loading it.
 */
export const needsLocationChoice = (account: Account, native = isNativeApp()): boolean =>
  native && account.globalNetworks.length > 1 && !account.homeHouseId;
