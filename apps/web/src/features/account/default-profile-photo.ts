import type { Account } from "@crest/domain";
import defaultPhoto from "./assets/profile-photo-default.svg";
import femalePhoto from "./assets/profile-photo-female.svg";

/** spec-2 §3: without a photo, one default for gender F and another for everyone else. */
export const defaultProfilePhoto = (gender: Account["gender"]): string =>
  gender === "F" ? femalePhoto : defaultPhoto;
