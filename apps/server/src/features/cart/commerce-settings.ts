/**
 * The club's commerce settings (tax rate, handling, hold time, where card refunds go), kept per
 * club until their row changes (platform/club-reads.ts): every add to a cart and every checkout
 * prices with them, and a drop's thousand buyers would read the same row a thousand times.
 */
import type { ServiceContext } from "../../platform/service-context.ts";
import { settingsOf } from "./repository.ts";

/** The cached-reads area of the settings (the manifest names its table). */
export const COMMERCE_SETTINGS_READS = "commerce_settings";

const KEY = "settings";

/** The club's commerce settings, kept until their row changes. */
export const commerceSettingsOf = ({ scope }: ServiceContext) =>
  scope.kept(COMMERCE_SETTINGS_READS, KEY, () => settingsOf(scope));
