/** The wallet feature's public API. */
export { setHouseAccountEnabled } from "./house-account.ts";
