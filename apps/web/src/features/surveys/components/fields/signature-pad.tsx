import { Button, Flex, Input } from "antd";
import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";

export interface SignaturePadProps {
  id?: string;
  /** The signature as a PNG data URL (spec-1 §3 canvas). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

const HEIGHT = 160;
const INK = "#1f2a24";

function contextOf(canvas: HTMLCanvasElement | null): CanvasRenderingContext2D | null {
  const context = canvas?.getContext("2d") ?? null;
  if (!context) return null;
  context.strokeStyle = INK;
  context.fillStyle = INK;
  context.lineWidth = 2.5;
  context.lineCap = "round";
  context.lineJoin = "round";
  return context;
}

/**
 * A signature (spec-1 §3 canvas): drawn with a mouse, finger or pen, or, for anyone who cannot
 * draw (keyboard and screen-reader users), typed as a name that is written onto the pad. Either
 * way the answer is the pad as a PNG image.
 */
export function SignaturePad({ id, value, onChange, disabled, ...aria }: SignaturePadProps) {
  const intl = useIntl();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  // The signature the pad opens with (coming Back to the form); later strokes are drawn directly.
  const opening = useRef(value);
  const [typed, setTyped] = useState("");

  // Sizes the drawing surface to the element (sharp on dense screens) and paints the opening value.
  useEffect(() => {
    const element = canvas.current;
    const context = contextOf(element);
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.max(1, Math.round(element.clientWidth * ratio));
    element.height = Math.round(HEIGHT * ratio);
    contextOf(element)?.scale(ratio, ratio);
    const signature = opening.current;
    if (!signature) return;
    const image = new Image();
    image.onload = () => contextOf(element)?.drawImage(image, 0, 0, element.clientWidth, HEIGHT);
    image.src = signature;
  }, []);

  const clear = useCallback(() => {
    const element = canvas.current;
    contextOf(element)?.clearRect(0, 0, element?.width ?? 0, element?.height ?? 0);
    setTyped("");
    onChange?.(null);
  }, [onChange]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    const context = contextOf(canvas.current);
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = contextOf(canvas.current);
    const { x, y } = point(event);
    context?.lineTo(x, y);
    context?.stroke();
  };

  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange?.(canvas.current?.toDataURL("image/png") ?? null);
  };

  const writeName = (name: string) => {
    setTyped(name);
    const element = canvas.current;
    const context = contextOf(element);
    if (!element || !context) return;
    context.clearRect(0, 0, element.width, element.height);
    if (name.trim() === "") {
      onChange?.(null);
      return;
    }
    context.font = "italic 36px 'Brush Script MT', 'Segoe Script', cursive";
    context.textBaseline = "middle";
    context.fillText(name, 16, HEIGHT / 2, element.clientWidth - 32);
    onChange?.(element.toDataURL("image/png"));
  };

  return (
    <Flex vertical gap={8}>
      <canvas
        ref={canvas}
        className="crest-signature-pad"
        role="img"
        aria-label={intl.formatMessage({ id: "surveys.signature.pad" })}
        style={{ height: HEIGHT }}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
      />
      <Flex gap={8} wrap align="center">
        <Input
          id={id}
          className="crest-signature-typed"
          value={typed}
          disabled={disabled}
          placeholder={intl.formatMessage({ id: "surveys.signature.typed" })}
          autoComplete="name"
          maxLength={80}
          onChange={(event) => writeName(event.target.value)}
          {...aria}
        />
        <Button onClick={clear} disabled={disabled || !value}>
          {intl.formatMessage({ id: "surveys.signature.clear" })}
        </Button>
      </Flex>
    </Flex>
  );
}
