import type { ComponentType } from "react";

/**
 * Wraps a lazily loaded screen in AntdTheme, loading both together: for antd screens outside the
 * member shell (which mounts the theme itself).
 */
export async function withAntdTheme<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [Screen, { default: AntdTheme }] = await Promise.all([load(), import("./antd-theme.tsx")]);
  return function Themed(props: P) {
    return (
      <AntdTheme>
        <Screen {...props} />
      </AntdTheme>
    );
  };
}
