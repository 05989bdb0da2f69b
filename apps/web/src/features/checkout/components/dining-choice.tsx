import { type DiningChoiceBody, type PickupLocation, pickupTimes } from "@crest/domain";
import { Flex, Input, Radio, Select, Skeleton, Typography } from "antd";
import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { serverFieldErrors } from "../../../lib/forms/index.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { usePortalConfig } from "../../config/index.ts";
import { usePickupLocations } from "../api/get-pickup-locations.ts";

/** The checkout body's `dining` as the web sends it (the pickup time an ISO string); null while incomplete. */
export type DiningChoiceInput =
  | { type: "pickup"; locationId: string; at: string }
  | Exclude<DiningChoiceBody, { type: "pickup" }>
  | null;

type Mode = DiningChoiceBody["type"];

const MODE_LABEL: Record<Mode, { id: string }> = {
  pickup: { id: "checkout.diningPickup" },
  table: { id: "checkout.diningTable" },
  slip: { id: "checkout.diningSlip" },
};

/** What the member has picked so far; the choice itself is derived from it (useDiningChoice). */
interface DiningPicks {
  mode: Mode;
  locationId: string | null;
  at: string | null;
  place: string;
}

/**
 * The dining choice's state, held by the checkout page: the member's picks, and what follows
 * from them and the club's locations (the location shown, its times, the time shown, and the
 * checkout body's `dining`, null while incomplete). Derived on each render rather than synced
 * into the page's state by an effect, so the body never lags a render behind the screen.
 */
export function useDiningChoice(enabled: boolean) {
  const { intl: clubIntl } = usePortalConfig();
  const pickups = usePickupLocations(enabled);
  const [picks, setPicks] = useState<DiningPicks>({ mode: "pickup", locationId: null, at: null, place: "" });
  const pick = (change: Partial<DiningPicks>) => setPicks((before) => ({ ...before, ...change }));

  const location: PickupLocation | undefined =
    pickups.data?.find((candidate) => candidate.id === picks.locationId) ??
    pickups.data?.find((candidate) => pickupTimes(candidate.hours, new Date(), clubIntl.timezone).length > 0);
  const times = useMemo(
    () => (location ? pickupTimes(location.hours, new Date(), clubIntl.timezone) : []),
    [location, clubIntl.timezone],
  );
  const at =
    picks.at && times.some((time) => time.toISOString() === picks.at)
      ? picks.at
      : (times[0]?.toISOString() ?? null);
  const place = picks.place.trim();
  const choice: DiningChoiceInput =
    picks.mode === "pickup"
      ? location && at
        ? { type: "pickup", locationId: location.id, at }
        : null
      : place === ""
        ? null
        : picks.mode === "table"
          ? { type: "table", table: place }
          : { type: "slip", slip: place };
  return { picks, pick, pickups, location, times, at, choice };
}

export type DiningChoiceState = ReturnType<typeof useDiningChoice>;

/**
 * When and where the cart's food and drinks are served (issue 24 item 6): picked up at one of
 * the club's locations at a time it is open (the times offered by the opening-hours rule, the
 * earliest chosen to start with), or brought to a table or a slip where the club allows it. The
 * server checks the same rule; its refusal shows here, beside the choice.
 */
export function DiningChoice({ dining, error }: { dining: DiningChoiceState; error: unknown }) {
  const intl = useIntl();
  const t = useT();
  const format = useFormat();
  const { settings } = usePortalConfig();
  const { picks, pick, pickups, location, times, at } = dining;
  const mode = picks.mode;

  const errors = serverFieldErrors(error, intl).filter((entry) => entry.name[0] === "dining");
  const modes: Mode[] = [
    "pickup",
    ...(settings.diningTable ? ["table" as const] : []),
    ...(settings.diningSlip ? ["slip" as const] : []),
  ];
  const days = new Map<string, Date[]>();
  for (const time of times) {
    const day = format.date(time);
    days.set(day, [...(days.get(day) ?? []), time]);
  }

  return (
    <section aria-labelledby="checkout-dining">
      <Typography.Title level={2} id="checkout-dining">
        {t("checkout.dining")}
      </Typography.Title>
      {modes.length > 1 && (
        <Radio.Group
          aria-label={t("checkout.diningHow")}
          value={mode}
          onChange={(event) => pick({ mode: event.target.value })}
          optionType="button"
        >
          {modes.map((option) => (
            <Radio.Button key={option} value={option}>
              {intl.formatMessage(MODE_LABEL[option])}
            </Radio.Button>
          ))}
        </Radio.Group>
      )}
      <Flex vertical gap={12} style={{ marginTop: 16 }}>
        {mode === "pickup" ? (
          pickups.isPending ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : (
            <>
              <label htmlFor="dining-location">{t("checkout.pickupLocation")}</label>
              <Select
                id="dining-location"
                value={location?.id}
                onChange={(value: string) => pick({ locationId: value })}
                options={(pickups.data ?? []).map((candidate) => ({
                  value: candidate.id,
                  label: `${candidate.name} · ${candidate.address}`,
                }))}
              />
              <label htmlFor="dining-time">{t("checkout.pickupTime")}</label>
              {times.length === 0 ? (
                <Typography.Text>{t("checkout.noPickupTimes")}</Typography.Text>
              ) : (
                <Select
                  id="dining-time"
                  value={at ?? undefined}
                  onChange={(value: string) => pick({ at: value })}
                  options={[...days].map(([day, dayTimes]) => ({
                    label: day,
                    options: dayTimes.map((time) => ({
                      value: time.toISOString(),
                      label: `${day} ${format.time(time)}`,
                    })),
                  }))}
                />
              )}
            </>
          )
        ) : (
          <>
            <label htmlFor="dining-place">
              {t(mode === "table" ? "checkout.tableNumber" : "checkout.slipNumber")}
            </label>
            <Input
              id="dining-place"
              value={picks.place}
              maxLength={20}
              onChange={(event) => pick({ place: event.target.value })}
            />
          </>
        )}
        {errors.length > 0 && (
          <Typography.Text type="danger" role="alert">
            {errors.flatMap((entry) => entry.errors).join(" ")}
          </Typography.Text>
        )}
      </Flex>
    </section>
  );
}
