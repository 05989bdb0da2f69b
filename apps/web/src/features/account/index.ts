export { accountKeys } from "./api/account-keys.ts";
export { accountQuery, getAccount, useAccount } from "./api/get-account.ts";
export { COUNTRY_CODES, countryName } from "./components/countries.ts";
export { defaultProfilePhoto } from "./default-profile-photo.ts";
