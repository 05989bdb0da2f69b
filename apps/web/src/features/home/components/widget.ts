import type { Account, PortalConfig } from "@crest/domain";
import type { ComponentType, CSSProperties } from "react";

export interface WidgetProps {
  account: Account;
  config: PortalConfig;
}

/**
 * One block of the home or my-club page; later features add theirs to the lists in
 * home-widgets.ts.
 */
export interface Widget {
  id: string;
  Component: ComponentType<WidgetProps>;
  /** Wide widgets take the whole row from lg up; others share it. */
  wide?: boolean;
  /** Whether it has anything to show; a hidden widget leaves no gap in the grid. */
  shows?: (props: WidgetProps) => boolean;
}

/** A widget card's h2, sized like antd's card title so headings stay in order under the page's h1. */
export const WIDGET_TITLE: CSSProperties = { fontSize: 18, fontWeight: 600, margin: 0 };
