/**
 * Bookings' resources for the tenant-isolation sweep: a free restaurant with a table and the demo
 * member's express booking there, and a spa with a therapist, a service and a blackout day.
 * (`GET /api/{type}/{id}/slots` is swept by bookings.test.ts: `type` names no resource.)
 */
import { bookExpress } from "../../flows/book-express.ts";
import type { IsolationFixture } from "../../platform/feature.ts";
import { addBlackout, addService, addUnit, createResource } from "./staff-booking-service.ts";

const schedule = {
  openingHours: {
    monday: "9:00 AM - 5:00 PM",
    tuesday: "9:00 AM - 5:00 PM",
    wednesday: "9:00 AM - 5:00 PM",
    thursday: "9:00 AM - 5:00 PM",
    friday: "9:00 AM - 5:00 PM",
    saturday: "9:00 AM - 5:00 PM",
    sunday: "9:00 AM - 5:00 PM",
  },
  slotMinutes: 60,
  durationMinutes: 60,
  bufferMinutes: 0,
  leadMinutes: 0,
  horizonDays: 30,
  cancelCutoffHours: 24,
  lateFee: 0,
};

/** Tomorrow at noon UTC: a slot of a UTC resource open 9 to 5. */
const tomorrowNoon = () => {
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return new Date(`${day}T12:00:00Z`);
};

const base = {
  description: "",
  photo: null,
  location: "",
  timezoneId: "UTC",
  membersOnly: false,
  capacity: 0,
  equipment: [],
  price: 0,
  surveyId: null,
  schedule,
};

export const bookingsIsolationFixture: IsolationFixture = {
  create: async (context) => {
    const table = await createResource(context, { ...base, blockType: "dining", title: "Isolation grill" });
    await addUnit(context, table.id, { name: "Table 1", seats: 4 });
    const spa = await createResource(context, { ...base, blockType: "spa", title: "Isolation spa" });
    const therapist = await addUnit(context, spa.id, { name: "Therapist", seats: 1 });
    const service = await addService(context, spa.id, {
      title: "Massage",
      description: "",
      durationMinutes: 60,
      price: 0,
      therapistIds: [therapist.id],
    });
    const blackout = await addBlackout(context, spa.id, { date: "2099-01-01", reason: "" });
    const booked = await bookExpress(context, {
      resourceId: table.id,
      startDate: tomorrowNoon(),
      partySize: 2,
      therapistId: "anyone",
    });
    return {
      params: {
        resourceId: table.id,
        bookingId: booked.id,
        unitId: therapist.id,
        serviceId: service.id,
        blackoutId: blackout.id,
      },
      bodies: {
        "PATCH /api/account/reservations/{bookingId}": { survey_response: [] },
        "PATCH /api/account/appointments/{bookingId}": { survey_response: [] },
        "PATCH /admin/api/bookings/resources/{resourceId}": { title: "Renamed" },
        "PUT /admin/api/bookings/resources/{resourceId}/schedule": {
          opening_hours: {},
          slot_minutes: 60,
          duration_minutes: 60,
          buffer_minutes: 0,
          lead_minutes: 0,
          horizon_days: 30,
          cancel_cutoff_hours: 24,
          late_fee: 0,
        },
        "POST /admin/api/bookings/resources/{resourceId}/units": { name: "Table 9", seats: 2 },
        "POST /admin/api/bookings/resources/{resourceId}/services": {
          title: "Facial",
          duration_minutes: 45,
          price: 0,
        },
        "PUT /admin/api/bookings/resources/{resourceId}/services/{serviceId}": {
          title: "Facial",
          duration_minutes: 45,
          price: 0,
        },
        "POST /admin/api/bookings/resources/{resourceId}/blackouts": { date: "2099-01-02" },
      },
    };
  },
};
