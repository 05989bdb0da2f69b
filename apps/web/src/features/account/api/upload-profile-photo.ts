import { type Account, accountSchema } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { accountKeys } from "./account-keys.ts";

/** POST /api/file/account/profile-photo, multipart field `File`: answers the account with its new photo. */
export function uploadProfilePhoto(file: File): Promise<Account> {
  const body = new FormData();
  body.append("File", file);
  return api.post("/api/file/account/profile-photo", { body, schema: accountSchema });
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: (account) => queryClient.setQueryData(accountKeys.detail(), account),
  });
}
