import type { Account, PortalConfig } from "@crest/domain";
import type { ComponentType } from "react";

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
