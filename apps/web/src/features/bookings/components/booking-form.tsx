import type { BookableResource, Slot, SlotPathType } from "@crest/domain";
import { Alert, Button, Flex, Form, Input, InputNumber, Radio, Select, Typography } from "antd";
import { useState } from "react";
import { ButtonLink } from "../../../components/navigation/button-link.tsx";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useAddBookingToCart, useExpressBook } from "../api/booking-actions.ts";
import { useSlots } from "../api/get-resources.ts";
import { SlotChoice } from "./slot-choice.tsx";

const PATH_TYPE: Record<BookableResource["blockType"], SlotPathType> = {
  dining: "dining",
  meeting_rooms: "rooms",
  spa: "spa",
};

/** Today on the resource's clock, `YYYY-MM-DD`. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());

/**
 * Booking a resource: the day, the party (a table) or the service and therapist (the spa), the
 * time, then Book for a free slot (express book) or Add to Cart for a paid one.
 */
export function BookingForm({ resource }: { resource: BookableResource }) {
  const t = useT();
  const format = useFormat();
  const [day, setDay] = useState(() => todayIn(resource.timezoneId));
  const [partySize, setPartySize] = useState(2);
  const [serviceId, setServiceId] = useState(resource.services[0]?.id);
  const [therapistId, setTherapistId] = useState("anyone");
  const [slot, setSlot] = useState<Slot | undefined>();
  const spa = resource.blockType === "spa";
  const dining = resource.blockType === "dining";
  const service = resource.services.find((candidate) => candidate.id === serviceId);
  const slots = useSlots(
    PATH_TYPE[resource.blockType],
    resource.id,
    {
      from: day,
      to: day,
      ...(dining ? { partySize } : {}),
      ...(spa && serviceId ? { serviceId, therapistId } : {}),
    },
    Boolean(day) && (!spa || Boolean(serviceId)),
  );
  const book = useExpressBook();
  const kind = spa ? "appointments" : "reservations";
  const addToCart = useAddBookingToCart(kind);
  const price = spa ? (service?.price ?? 0) : resource.price;
  const chosen = slot && slots.data?.some((free) => free.localTime === slot.localTime) ? slot : undefined;
  const choice = {
    resourceId: resource.id,
    startDate: chosen?.startDate ?? new Date(),
    ...(dining ? { partySize } : {}),
    ...(spa && serviceId ? { serviceId, therapistId } : {}),
  };
  const submit = () => {
    if (!chosen) return;
    if (price > 0) addToCart.mutate(choice);
    else book.mutate(choice);
  };
  const error = book.error ?? addToCart.error;
  return (
    <Form layout="vertical" onFinish={submit} style={{ maxWidth: 560 }}>
      <Form.Item label={t("bookings.date")} htmlFor="booking-day">
        <Input
          id="booking-day"
          type="date"
          value={day}
          min={todayIn(resource.timezoneId)}
          onChange={(event) => setDay(event.target.value)}
        />
      </Form.Item>
      {dining ? (
        <Form.Item label={t("bookings.partySize")} htmlFor="booking-party">
          <InputNumber
            id="booking-party"
            min={1}
            max={resource.partySizes.at(-1) ?? 1}
            value={partySize}
            onChange={(value) => setPartySize(value ?? 1)}
          />
        </Form.Item>
      ) : null}
      {spa ? (
        <>
          <Form.Item label={t("bookings.service")}>
            <Radio.Group value={serviceId} onChange={(event) => setServiceId(event.target.value)}>
              <Flex vertical gap={8}>
                {resource.services.map((candidate) => (
                  <Radio key={candidate.id} value={candidate.id}>
                    {t("bookings.serviceChoice", {
                      title: candidate.title,
                      minutes: candidate.durationMinutes,
                      price: format.money(candidate.price),
                    })}
                  </Radio>
                ))}
              </Flex>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t("bookings.therapist")} htmlFor="booking-therapist">
            <Select
              id="booking-therapist"
              value={therapistId}
              onChange={setTherapistId}
              options={[
                { value: "anyone", label: t("bookings.anyone") },
                ...(service?.therapists ?? []).map((therapist) => ({
                  value: therapist.id,
                  label: therapist.name,
                })),
              ]}
            />
          </Form.Item>
        </>
      ) : null}
      <Form.Item label={t("bookings.time")}>
        {slots.isPending ? (
          <Typography.Text>{t("bookings.loadingSlots")}</Typography.Text>
        ) : (
          <SlotChoice
            slots={slots.data ?? []}
            value={chosen}
            onChange={setSlot}
            hourCycle={format.dateFormat === "MM/DD/YYYY" ? 12 : 24}
          />
        )}
      </Form.Item>
      {error ? <ErrorAlert error={error} /> : null}
      {book.data ? (
        <Alert
          type="success"
          showIcon
          title={t("bookings.booked", { when: book.data.booking.localStart.replace("T", " ") })}
          action={<ButtonLink to="/my-schedule">{t("bookings.viewSchedule")}</ButtonLink>}
        />
      ) : null}
      {addToCart.data ? (
        <Alert
          type="success"
          showIcon
          title={t("bookings.added")}
          action={<ButtonLink to="/checkout">{t("bookings.checkout")}</ButtonLink>}
        />
      ) : null}
      <Flex wrap gap={12} align="center" style={{ marginTop: 16 }}>
        <Typography.Text strong>{price > 0 ? format.money(price) : t("bookings.free")}</Typography.Text>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!chosen}
          loading={book.isPending || addToCart.isPending}
        >
          {price > 0 ? t("bookings.addToCart") : t("bookings.book")}
        </Button>
      </Flex>
    </Form>
  );
}
