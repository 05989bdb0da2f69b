/**
 * A new profile photo: a file in the media folder and the customer row pointing at it. The
 * file is stored first (the row must never point at nothing); if the row cannot be written the
 * file is removed again (the step's undo); only once the row points at the new file does the
 * old one go.
 */
import { removeProfilePhoto, storeProfilePhoto } from "../features/account/index.ts";
import { type CustomerRow, getCustomer, updateCustomer } from "../features/customers/index.ts";
import { customerIdOf, type ServiceContext } from "../platform/service-context.ts";

export interface UploadedPhoto {
  declaredType: string;
  bytes: Buffer;
}

export async function changeProfilePhoto(
  context: ServiceContext,
  upload: UploadedPhoto,
): Promise<CustomerRow> {
  const { media } = context.platform;
  const before = await getCustomer(context.scope, customerIdOf(context));
  // Step 1: store the file. Undo: remove it.
  const photo = await storeProfilePhoto(media, before.companyId, upload.declaredType, upload.bytes);
  // Step 2: point the customer at it.
  const updated = await updateCustomer(context.scope, before.id, { profilePhoto: photo }).catch(
    async (error: unknown) => {
      await removeProfilePhoto(media, photo);
      throw error;
    },
  );
  // Step 3: the old file is no longer referenced.
  await removeProfilePhoto(media, before.profilePhoto);
  return updated;
}
