import type { Location } from "@crest/domain";
import { Tag } from "antd";
import { useIntl } from "react-intl";

/** Open now (closing at…) or Closed (opening…), read in the location's own time zone. */
export function OpeningTag({ location }: { location: Location }) {
  const intl = useIntl();
  const { isOpen, closesAt, nextOpening } = location.opening;
  if (isOpen) {
    return (
      <Tag color="green">
        {intl.formatMessage({ id: "directory.open" })}
        {closesAt ? ` · ${intl.formatMessage({ id: "directory.closesAt" }, { time: closesAt })}` : ""}
      </Tag>
    );
  }
  const when = nextOpening
    ? new Intl.DateTimeFormat(intl.locale, {
        timeZone: location.timeZone,
        weekday: "long",
        hour: "numeric",
        minute: "2-digit",
      }).format(nextOpening)
    : null;
  return (
    <Tag>
      {intl.formatMessage({ id: "directory.closed" })}
      {when ? ` · ${intl.formatMessage({ id: "directory.opensAt" }, { when })}` : ""}
    </Tag>
  );
}
