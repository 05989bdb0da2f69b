import { accountEndpoints, PROFILE_PHOTO_FIELD } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { accountKeys } from "./account-keys.ts";

/** POST /api/file/account/profile-photo, multipart: answers the account with its new photo. */
export function uploadProfilePhoto(file: File) {
  const form = new FormData();
  form.append(PROFILE_PHOTO_FIELD, file);
  return call(accountEndpoints.uploadProfilePhoto, undefined, { form });
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: (account) => queryClient.setQueryData(accountKeys.detail(), account),
  });
}
