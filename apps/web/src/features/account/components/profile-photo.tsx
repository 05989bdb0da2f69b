import { type Account, PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from "@crest/domain";
import { App, Button, Flex, Upload } from "antd";
import { useIntl } from "react-intl";
import { ImageWithFallback } from "../../../components/media/image-with-fallback.tsx";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useUploadProfilePhoto } from "../api/upload-profile-photo.ts";
import { defaultProfilePhoto } from "../default-profile-photo.ts";

const MEGABYTE = 1024 * 1024;
const PHOTO_SIZE = 96;

const acceptedType = (type: string): boolean => (PROFILE_PHOTO_TYPES as readonly string[]).includes(type);

/** The member's photo and a way to replace it; the file is checked here before it is sent. */
export function ProfilePhoto({ account }: { account: Account }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const upload = useUploadProfilePhoto();
  const notifyError = useErrorNotifier();

  const send = (file: File) => {
    if (!acceptedType(file.type)) {
      void message.error(intl.formatMessage({ id: "profile.photo.wrongType" }));
    } else if (file.size > PROFILE_PHOTO_MAX_BYTES) {
      void message.error(
        intl.formatMessage(
          { id: "profile.photo.tooLarge" },
          { max: Math.floor(PROFILE_PHOTO_MAX_BYTES / MEGABYTE) },
        ),
      );
    } else {
      upload.mutate(file, {
        onSuccess: () => void message.success(intl.formatMessage({ id: "profile.photo.updated" })),
        onError: notifyError,
      });
    }
    // The upload is ours (through the api client), not antd's.
    return Upload.LIST_IGNORE;
  };

  return (
    <Flex align="center" gap={16} wrap>
      <ImageWithFallback
        src={account.profilePhoto}
        fallbackSrc={defaultProfilePhoto(account.gender)}
        alt={intl.formatMessage({ id: "profile.photo.alt" }, { name: account.fullName })}
        width={PHOTO_SIZE}
        height={PHOTO_SIZE}
        style={{ borderRadius: "50%", objectFit: "cover" }}
      />
      <Upload accept={PROFILE_PHOTO_TYPES.join(",")} showUploadList={false} beforeUpload={send} maxCount={1}>
        <Button loading={upload.isPending}>{intl.formatMessage({ id: "profile.photo.change" })}</Button>
      </Upload>
    </Flex>
  );
}
