/** The account feature's public API: profile-photo storage (used by the photo flow). */
export { removeProfilePhoto, storeProfilePhoto } from "./profile-photo.ts";
