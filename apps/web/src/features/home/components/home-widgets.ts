import { ClubCard, ClubStoryCard } from "./club-card.tsx";
import { hasOtherLocations, LocationsWidget } from "./locations-widget.tsx";
import { MembershipWidget } from "./membership-widget.tsx";
import { QuickLinksWidget } from "./quick-links-widget.tsx";
import { SlogansWidget } from "./slogans-widget.tsx";
import type { Widget } from "./widget.ts";

/** The home page, top to bottom. Features add their widgets (events, bookings, perks) here. */
export const HOME_WIDGETS: Widget[] = [
  { id: "membership", Component: MembershipWidget },
  { id: "club", Component: ClubCard },
  { id: "quick-links", Component: QuickLinksWidget, wide: true },
  { id: "slogans", Component: SlogansWidget, shows: ({ config }) => config.props.slogans.length > 0 },
  { id: "locations", Component: LocationsWidget, shows: hasOtherLocations },
];

/** The my-club page: the club itself, what it says about itself, and its sister locations. */
export const MY_CLUB_WIDGETS: Widget[] = [
  { id: "club", Component: ClubStoryCard, wide: true },
  { id: "slogans", Component: SlogansWidget, shows: ({ config }) => config.props.slogans.length > 0 },
  { id: "locations", Component: LocationsWidget, shows: hasOtherLocations },
];
