import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { accountKeys } from "./account-keys.ts";

/** PATCH /api/account {password: {newPassword}}: creating a password clears the createpw flag. */
export const updatePassword = (newPassword: string, currentPassword?: string): Promise<unknown> =>
  api.patch("/api/account", {
    body: { password: currentPassword ? { currentPassword, newPassword } : { newPassword } },
  });

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ newPassword, currentPassword }: { newPassword: string; currentPassword?: string }) =>
      updatePassword(newPassword, currentPassword),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
