import { Button, Dropdown } from "antd";
import { useIntl } from "react-intl";

/** Add to Calendar: Google, Outlook or the .ics file, through the server's calendar redirect. */
export function CalendarActions({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const link = (type: string) => `/redirect/calendar/${type}?event_id=${eventId}`;
  return (
    <Dropdown
      menu={{
        items: (["google", "outlook", "ics"] as const).map((type) => ({
          key: type,
          label: (
            <a href={link(type)} target={type === "ics" ? undefined : "_blank"} rel="noopener noreferrer">
              {t(`events.${type}`)}
            </a>
          ),
        })),
      }}
    >
      <Button>{t("events.addToCalendar")}</Button>
    </Dropdown>
  );
}
