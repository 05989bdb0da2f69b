import { Button, ConfigProvider, Popconfirm } from "antd";
import type { ReactNode } from "react";

/** A red button that asks once more (spec-1 §8: 'Are you sure…?' Yes / Nevermind) before it acts. */
export function ConfirmDangerButton({
  question,
  yes,
  no,
  onConfirm,
  loading,
  ariaLabel,
  children,
}: {
  question: string;
  yes: string;
  no: string;
  onConfirm: () => unknown;
  loading?: boolean;
  ariaLabel?: string;
  children: ReactNode;
}) {
  return (
    // antd's error red (#ff4d4f) is 3.3:1 on white; this one is 6:1 (WCAG AA).
    <ConfigProvider theme={{ token: { colorError: "#b42318" } }}>
      <Popconfirm title={question} okText={yes} cancelText={no} onConfirm={onConfirm}>
        <Button danger loading={loading} aria-label={ariaLabel}>
          {children}
        </Button>
      </Popconfirm>
    </ConfigProvider>
  );
}
