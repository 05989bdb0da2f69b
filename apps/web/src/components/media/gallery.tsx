import { Button, Drawer, Flex, Modal, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ChevronIcon } from "../icons.tsx";
import { ImageWithFallback } from "./image-with-fallback.tsx";

/** spec-1 §9: the gallery shows two thumbnails unless told otherwise. */
export const DEFAULT_THUMBNAIL_COUNT = 2;

export interface GalleryImage {
  src: string;
  alt: string;
}

export type GalleryPresentation = "modal" | "drawer";

export interface GalleryProps {
  images: readonly GalleryImage[];
  thumbnailCount?: number;
  /** Where the full gallery opens: a modal (default) or a full-page drawer (spec-1 §2.9). */
  presentation?: GalleryPresentation;
  /** Names the gallery dialog; "Gallery" unless told. */
  title?: string;
  /** Height of the main image in the page. */
  height?: number;
}

const cover = { width: "100%", height: "100%", objectFit: "cover", display: "block" } as const;
const plainButton = { padding: 0, border: "none", background: "none", cursor: "pointer" } as const;

/** Main image plus thumbnails; the main image or "+N more" opens every image in a modal or drawer. */
export function Gallery({
  images,
  thumbnailCount = DEFAULT_THUMBNAIL_COUNT,
  presentation = "modal",
  title,
  height = 360,
}: GalleryProps) {
  const intl = useIntl();
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState(false);
  const total = images.length;
  const current = images[Math.min(selected, total - 1)];
  if (!current) return null;

  const thumbnails = images.slice(0, thumbnailCount);
  const hidden = total - thumbnails.length;
  const dialogTitle = title ?? intl.formatMessage({ id: "media.gallery.title", defaultMessage: "Gallery" });
  const showLabel = (index: number) =>
    intl.formatMessage(
      { id: "media.gallery.showImage", defaultMessage: "Show image {index} of {total}" },
      { index: index + 1, total },
    );
  const step = (by: number) => setSelected((index) => (index + by + total) % total);

  const thumbnailStrip = (items: readonly GalleryImage[], size: number) =>
    items.map((image, index) => (
      <button
        type="button"
        key={image.src}
        aria-label={showLabel(index)}
        aria-pressed={index === selected}
        onClick={() => setSelected(index)}
        style={{
          ...plainButton,
          width: size,
          height: size,
          outline: index === selected ? "2px solid currentColor" : undefined,
        }}
      >
        <ImageWithFallback src={image.src} alt="" style={cover} />
      </button>
    ));

  const viewer = (
    <Flex vertical gap={16} align="center">
      <div style={{ width: "100%", height: "60vh" }}>
        <ImageWithFallback src={current.src} alt={current.alt} style={{ ...cover, objectFit: "contain" }} />
      </div>
      <Flex align="center" gap={16}>
        <Button
          aria-label={intl.formatMessage({ id: "media.gallery.previous", defaultMessage: "Previous image" })}
          disabled={total < 2}
          onClick={() => step(-1)}
          icon={<ChevronIcon direction="start" />}
        />
        <Typography.Text aria-live="polite">
          {intl.formatMessage(
            { id: "media.gallery.position", defaultMessage: "{index} / {total}" },
            { index: selected + 1, total },
          )}
        </Typography.Text>
        <Button
          aria-label={intl.formatMessage({ id: "media.gallery.next", defaultMessage: "Next image" })}
          disabled={total < 2}
          onClick={() => step(1)}
          icon={<ChevronIcon direction="end" />}
        />
      </Flex>
      <Flex wrap gap={8} justify="center">
        {thumbnailStrip(images, 64)}
      </Flex>
    </Flex>
  );

  return (
    <Flex vertical gap={8}>
      <button
        type="button"
        aria-label={intl.formatMessage(
          { id: "media.gallery.open", defaultMessage: "Open gallery at image {index} of {total}" },
          { index: selected + 1, total },
        )}
        onClick={() => setOpen(true)}
        style={{ ...plainButton, height }}
      >
        <ImageWithFallback src={current.src} alt={current.alt} style={cover} />
      </button>
      {total > 1 && (
        <Flex gap={8} data-testid="gallery-thumbnails">
          {thumbnailStrip(thumbnails, 80)}
          {hidden > 0 && (
            <Button style={{ width: 80, height: 80 }} onClick={() => setOpen(true)}>
              {intl.formatMessage(
                { id: "media.gallery.more", defaultMessage: "+{count} more" },
                { count: hidden },
              )}
            </Button>
          )}
        </Flex>
      )}
      {presentation === "modal" ? (
        <Modal open={open} title={dialogTitle} footer={null} width={960} onCancel={() => setOpen(false)}>
          {viewer}
        </Modal>
      ) : (
        <Drawer open={open} title={dialogTitle} placement="right" size="100%" onClose={() => setOpen(false)}>
          {viewer}
        </Drawer>
      )}
    </Flex>
  );
}
