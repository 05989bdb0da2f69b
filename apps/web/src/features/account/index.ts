export { accountKeys } from "./api/account-keys.ts";
export { accountQuery, getAccount, useAccount } from "./api/get-account.ts";
export { useNetworkSwitch } from "./api/switch-network.ts";
export { defaultProfilePhoto } from "./default-profile-photo.ts";
