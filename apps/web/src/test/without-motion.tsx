import { ConfigProvider } from "antd";
import type { ReactNode } from "react";

/**
 * antd with its motion off, as a member who asks for reduced motion sees it: a modal, a drawer or
 * a field's error is drawn at once rather than fading in from opacity 0, so a test that asserts
 * what is visible (toBeVisible) reads the screen as it settles, not the first frame of a fade.
 */
export function WithoutMotion({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>;
}
