import type { CartTicketItem, PublicEvent, TicketType } from "@crest/domain";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Drawer, Flex, Input, Tag, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { QuantityStepper } from "../../../components/inputs/index.ts";
import { Gallery } from "../../../components/media/index.ts";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { mediaUrl } from "../../../lib/media-url.ts";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { SurveySteps } from "../../surveys/index.ts";
import { eventKeys } from "../api/event-keys.ts";
import { useWaitlistEntry } from "../api/get-waitlist-entry.ts";
import { useAddTicketsToCart, useJoinWaitlist, useRegister } from "../api/ticket-actions.ts";
import { EventActions } from "./event-actions.tsx";

/** The most of one type a member may choose: the type's per-order maximum and what is left. */
const maxOf = (type: TicketType) =>
  Math.min(type.maximum || Number.POSITIVE_INFINITY, type.availableQuantity ?? Number.POSITIVE_INFINITY, 99);

/**
 * spec-2 §2 the event detail: gallery, when and where, the ticket types with quantity steppers
 * (a passcode field for a protected type), Register (a free event) or Add to Cart, the sold-out
 * state and the waitlist, print and add to calendar.
 */
export function EventDetail({ event, signedIn }: { event: PublicEvent; signedIn: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const format = useFormat();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [passcodes, setPasscodes] = useState<Record<string, string>>({});
  const [done, setDone] = useState<"added" | "registered" | null>(null);
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const add = useAddTicketsToCart();
  const register = useRegister(event.id);
  const waitlist = useJoinWaitlist(event.id);
  const queryClient = useQueryClient();
  // The member's place in line, and a ticket held for them (the offer's mail links here).
  const { data: entry } = useWaitlistEntry(event.id, signedIn && event.waitlistFormId !== null);
  const offer =
    entry?.status === "offered" &&
    entry.ticketTypeId &&
    entry.offerExpiresAt &&
    entry.offerExpiresAt > new Date()
      ? { ticketTypeId: entry.ticketTypeId, until: entry.offerExpiresAt }
      : null;
  const onSale = event.tickets.filter((type) => type.onSaleNow && !type.soldOut);
  const chosen = onSale.filter((type) => (quantities[type.id] ?? 0) > 0);
  const free = chosen.length > 0 && chosen.every((type) => type.price === 0);
  const images = (event.media.length > 0 ? event.media.map((media) => media.url) : [event.graphic])
    .flatMap((url) => (url ? [mediaUrl(url) ?? url] : []))
    .map((src, index) => ({ src, alt: `${event.title} ${index + 1}` }));
  const failure = add.error ?? register.error ?? waitlist.error;

  const submit = () => {
    if (free && chosen.length === 1 && !chosen[0]?.requiresPasscode) {
      const [type] = chosen;
      register.mutate(
        { ticketTypeId: type?.id, quantity: quantities[type?.id ?? ""] ?? 1 },
        { onSuccess: () => setDone("registered") },
      );
      return;
    }
    const items: CartTicketItem[] = chosen.map((type) => ({
      ticketTypeId: type.id,
      quantity: quantities[type.id] ?? 0,
      ...(type.requiresPasscode ? { passcode: passcodes[type.id] ?? "" } : {}),
    }));
    add.mutate(items, { onSuccess: () => setDone("added") });
  };

  return (
    <Flex vertical gap={16}>
      {images.length > 0 ? <Gallery images={images} title={event.title} height={280} /> : null}
      {event.status === "cancelled" ? (
        <Alert type="warning" showIcon title={t("events.cancelledEvent")} />
      ) : null}
      <Flex vertical gap={4}>
        <Typography.Text>
          {t("events.whenLine", {
            start: format.dateTime(event.startDate),
            end: format.dateTime(event.endDate),
            zone: event.timezone,
          })}
        </Typography.Text>
        {event.venue ? (
          <Typography.Text>
            {t("events.whereLine", { place: [event.venue, event.venueAddress].filter(Boolean).join(", ") })}
          </Typography.Text>
        ) : null}
        <Flex wrap gap={4}>
          {event.categories.map((category) => (
            <Tag key={category.id}>{category.name}</Tag>
          ))}
          {event.soldOut ? <Tag color="red">{t("events.soldOut")}</Tag> : null}
        </Flex>
      </Flex>
      {event.summary ? <Typography.Paragraph strong>{event.summary}</Typography.Paragraph> : null}
      {event.description ? <Typography.Paragraph>{event.description}</Typography.Paragraph> : null}
      {event.type === "external" && event.externalLink ? (
        <Button href={event.externalLink} target="_blank" rel="noopener noreferrer" type="primary">
          {t("events.external")}
        </Button>
      ) : null}
      {event.type !== "external" && event.status === "published" && event.tickets.length > 0 ? (
        <section aria-label={t("events.tickets")}>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {t("events.tickets")}
          </Typography.Title>
          <Flex vertical gap={12}>
            {event.tickets.map((type) => (
              <Flex
                key={type.id}
                wrap
                gap={8}
                align="center"
                justify="space-between"
                className="crest-ticket-type"
              >
                <Flex vertical style={{ flex: "1 1 180px", minWidth: 0 }}>
                  <Typography.Text strong>{type.name}</Typography.Text>
                  <Typography.Text>
                    {type.price === 0 ? t("events.free") : format.money(type.price)}
                  </Typography.Text>
                  <Flex wrap gap={4}>
                    {type.membersOnly ? <Tag color="blue">{t("events.membersOnly")}</Tag> : null}
                    {type.soldOut ? <Tag color="red">{t("events.soldOut")}</Tag> : null}
                    {!type.soldOut && !type.onSaleNow ? <Tag>{t("events.notOnSale")}</Tag> : null}
                    {!type.soldOut && type.availableQuantity !== null && type.availableQuantity <= 10 ? (
                      <Tag>{t("events.left", { count: type.availableQuantity })}</Tag>
                    ) : null}
                  </Flex>
                </Flex>
                {type.onSaleNow && !type.soldOut ? (
                  <Flex vertical gap={4}>
                    <QuantityStepper
                      min={0}
                      max={maxOf(type)}
                      value={quantities[type.id] ?? 0}
                      onChange={(value) => setQuantities((current) => ({ ...current, [type.id]: value }))}
                      aria-label={t("events.quantityOf", { name: type.name })}
                    />
                    {type.requiresPasscode && (quantities[type.id] ?? 0) > 0 ? (
                      <Input.Password
                        aria-label={t("events.passcodeFor", { name: type.name })}
                        placeholder={t("events.passcodeFor", { name: type.name })}
                        value={passcodes[type.id] ?? ""}
                        onChange={(change) =>
                          setPasscodes((current) => ({ ...current, [type.id]: change.target.value }))
                        }
                      />
                    ) : null}
                  </Flex>
                ) : null}
              </Flex>
            ))}
          </Flex>
        </section>
      ) : null}
      {failure ? <ErrorAlert error={failure} /> : null}
      {done ? (
        <Alert
          type="success"
          showIcon
          title={t(done === "added" ? "events.added" : "events.registered")}
          action={done === "added" ? <Link to="/checkout">{t("events.checkout")}</Link> : null}
        />
      ) : null}
      <Flex wrap gap={8}>
        {onSale.length > 0 && signedIn ? (
          <Button
            type="primary"
            disabled={chosen.length === 0}
            loading={add.isPending || register.isPending}
            onClick={submit}
          >
            {free ? (event.settings.buttonText ?? t("events.register")) : t("events.addToCart")}
          </Button>
        ) : null}
        {onSale.length > 0 && !signedIn ? (
          <Link to={`/login?redirect=${encodeURIComponent(`/events/${event.id}`)}`}>
            {t("events.register")}
          </Link>
        ) : null}
        {event.soldOut && event.waitlistFormId && signedIn && !entry?.answered ? (
          <Button
            loading={waitlist.isPending}
            onClick={() => waitlist.mutate(undefined, { onSuccess: () => setWaitlistOpen(true) })}
          >
            {t("events.waitlist")}
          </Button>
        ) : null}
        <EventActions eventId={event.id} settings={event.settings} />
      </Flex>
      {offer ? (
        <Alert
          type="info"
          showIcon
          title={t("events.offered", { time: format.dateTime(offer.until) })}
          // Below the words, not beside them: on a phone a button beside them squeezes them to a word a line.
          description={
            <Button
              type="primary"
              loading={add.isPending}
              onClick={() =>
                add.mutate([{ ticketTypeId: offer.ticketTypeId, quantity: 1 }], {
                  onSuccess: () => {
                    setDone("added");
                    // The offer is taken: the line says so now.
                    void queryClient.invalidateQueries({ queryKey: eventKeys.waitlist(event.id) });
                  },
                })
              }
            >
              {t("events.takeOffer")}
            </Button>
          }
        />
      ) : null}
      {entry?.status === "waiting" && entry.position !== null ? (
        <Alert type="info" showIcon title={t("events.waitlistPlace", { position: entry.position })} />
      ) : null}
      <Drawer
        open={waitlistOpen && Boolean(waitlist.data?.endpoint)}
        onClose={() => setWaitlistOpen(false)}
        title={t("events.waitlistAnswer")}
        destroyOnHidden
      >
        {waitlist.data?.endpoint ? (
          <SurveySteps
            endpoints={[waitlist.data.endpoint]}
            onDone={() => {
              setWaitlistOpen(false);
              // Answered, the member's place counts: the page says so rather than asking again.
              void queryClient.invalidateQueries({ queryKey: eventKeys.waitlist(event.id) });
            }}
          />
        ) : null}
      </Drawer>
    </Flex>
  );
}
