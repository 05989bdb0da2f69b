/** The auth feature's public API. */
export { signOut } from "./api/sign-out.ts";
