import { fieldUploadExtensions, toDataUrl, uploadTypeOfName } from "@crest/domain";
import { Button, Flex, Typography } from "antd";
import { type ChangeEvent, useRef } from "react";
import { useIntl } from "react-intl";
import type { FileValue } from "../survey-answers.ts";

export interface FileAnswerInputProps {
  id?: string;
  value?: FileValue | null;
  onChange?: (value: FileValue | null) => void;
  /** Files over this size are refused before they are read. */
  maxBytes: number;
  /** The field's own file types (extensions); empty or absent for every accepted type. */
  accept?: readonly string[];
  disabled?: boolean;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

/** The file's bytes as base64 (for its data URL). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * One file for an upload field (spec-1 §5): the browser's own file input (keyboard and screen
 * reader friendly), the file sent as a data URL whose type comes from its extension. A file
 * over the limit is not read at all; the field's rule then says why.
 */
export function FileAnswerInput({
  id,
  value,
  onChange,
  maxBytes,
  accept,
  disabled,
  ...aria
}: FileAnswerInputProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const type = uploadTypeOfName(file.name) ?? (file.type || "application/octet-stream");
    const dataUrl = file.size > maxBytes ? null : toDataUrl(type, await base64Of(file), file.name);
    onChange?.({ name: file.name, size: file.size, dataUrl });
  };

  const remove = () => {
    if (input.current) input.current.value = "";
    onChange?.(null);
  };

  return (
    <Flex vertical gap={8}>
      {/* The browser's input, out of sight but focusable, and a button-like label in the page's
          language (the input's own "Choose File" would follow the browser's). */}
      <div className="crest-survey-file">
        <input
          ref={input}
          id={id}
          type="file"
          className="crest-survey-file__input"
          accept={fieldUploadExtensions(accept)
            .map((ext) => `.${ext}`)
            .join(",")}
          disabled={disabled}
          onChange={(event) => void choose(event)}
          {...aria}
        />
        <label htmlFor={id} className="crest-survey-file__button">
          {intl.formatMessage({ id: value ? "surveys.file.replace" : "surveys.file.choose" })}
        </label>
      </div>
      {value ? (
        <Flex gap={8} align="center" wrap>
          <Typography.Text>
            {intl.formatMessage(
              { id: "surveys.file.chosen" },
              { name: value.name, size: sizeText(value.size) },
            )}
          </Typography.Text>
          <Button size="small" onClick={remove} disabled={disabled}>
            {intl.formatMessage({ id: "surveys.file.remove" }, { name: value.name })}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
