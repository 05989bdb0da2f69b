import { PRODUCT_PHOTO_LIMIT, type StaffProduct, staffCatalogueEndpoints } from "@crest/domain";
import { Alert, Button } from "antd";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { moved } from "../components/moved.ts";
import { staffCan } from "../components/staff-can.ts";
import { Field } from "../theme-editor/fields.tsx";
import { staffPhotoSrc, useOrderPhotos, useRemovePhoto, useUploadPhoto } from "./products-api.ts";

/**
 * The product's photos in their order (the first is the shop's picture), each moved earlier or
 * later or removed, and an upload with a preview of the chosen file before it is sent.
 */
export function PhotosSection({ product }: { product: StaffProduct }) {
  const intl = useIntl();
  const staff = useStaffUser().data;
  const manager = staffCan(staff, staffCatalogueEndpoints.uploadPhoto);
  const order = useOrderPhotos();
  const remove = useRemovePhoto();
  const [status, setStatus] = useState("");
  const photos = product.photos;
  const ids = photos.map((photo) => photo.id);
  const move = (from: number, to: number) =>
    order.mutate(
      { productId: product.id, photoIds: moved(ids, from, to) },
      {
        onSuccess: () => setStatus(intl.formatMessage({ id: "admin.photos.movedTo" }, { position: to + 1 })),
      },
    );
  return (
    <section className="crest-admin-section" aria-labelledby="photos-heading">
      <h2 id="photos-heading">{intl.formatMessage({ id: "admin.photos.title" })}</h2>
      {photos.length === 0 ? <p>{intl.formatMessage({ id: "admin.photos.empty" })}</p> : null}
      <ol className="crest-admin-photos">
        {photos.map((photo, index) => {
          const name = intl.formatMessage(
            { id: "admin.photos.alt" },
            { position: index + 1, count: photos.length, name: product.name },
          );
          return (
            <li key={photo.id}>
              <img src={staffPhotoSrc(product.id, photo.id)} alt={name} loading="lazy" />
              {manager ? (
                <>
                  <Button
                    disabled={index === 0 || order.isPending}
                    aria-label={intl.formatMessage({ id: "admin.photos.earlierNamed" }, { photo: name })}
                    onClick={() => move(index, index - 1)}
                  >
                    {intl.formatMessage({ id: "admin.photos.earlier" })}
                  </Button>
                  <Button
                    disabled={index === photos.length - 1 || order.isPending}
                    aria-label={intl.formatMessage({ id: "admin.photos.laterNamed" }, { photo: name })}
                    onClick={() => move(index, index + 1)}
                  >
                    {intl.formatMessage({ id: "admin.photos.later" })}
                  </Button>
                  <Button
                    loading={remove.isPending && remove.variables?.photoId === photo.id}
                    aria-label={intl.formatMessage({ id: "admin.photos.removeNamed" }, { photo: name })}
                    onClick={() =>
                      remove.mutate(
                        { productId: product.id, photoId: photo.id },
                        { onSuccess: () => setStatus(intl.formatMessage({ id: "admin.photos.removed" })) },
                      )
                    }
                  >
                    {intl.formatMessage({ id: "admin.photos.remove" })}
                  </Button>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
      {order.error ? <ErrorAlert error={order.error} /> : null}
      {remove.error ? <ErrorAlert error={remove.error} /> : null}
      {status ? <Alert type="success" role="status" title={status} /> : null}
      {manager && photos.length < PRODUCT_PHOTO_LIMIT ? (
        <PhotoUpload product={product} onDone={setStatus} />
      ) : null}
    </section>
  );
}

/** Choose a file, see it, send it: the server re-encodes it (415 for what is no image, 413 when too big). */
function PhotoUpload({ product, onDone }: { product: StaffProduct; onDone: (message: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState("");
  useEffect(() => {
    if (!file) return setPreview("");
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (!file) return;
    upload.mutate(
      { productId: product.id, file },
      {
        onSuccess: () => {
          setFile(null);
          if (input.current) input.current.value = "";
          onDone(intl.formatMessage({ id: "admin.photos.uploaded" }));
        },
      },
    );
  };
  return (
    <form
      className="crest-admin-form"
      aria-label={intl.formatMessage({ id: "admin.photos.add" })}
      onSubmit={submit}
    >
      <Field id={id} labelId="admin.photos.file" helpId="admin.photos.fileHelp">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-describedby={`${id}-help`}
          onChange={(event) => {
            upload.reset();
            setFile(event.target.files?.[0] ?? null);
          }}
        />
      </Field>
      {preview ? (
        <img
          className="crest-admin-preview"
          src={preview}
          alt={intl.formatMessage({ id: "admin.photos.preview" }, { file: file?.name ?? "" })}
        />
      ) : null}
      {upload.error ? <ErrorAlert error={upload.error} /> : null}
      <Button type="primary" htmlType="submit" disabled={!file} loading={upload.isPending}>
        {intl.formatMessage({ id: "admin.photos.upload" })}
      </Button>
    </form>
  );
}
