/**
 * /admin/api/bookings (issue 26 item 6): staff run the club's bookings. Two permission levels:
 * any staff user sees a resource's day, cancels a booking (full refund, no fee) and marks a
 * no-show (`staffLevel: "staff"` on those endpoints); only managers and owners change resources, schedules, units, services and blackout
 * days (a front-desk user cannot close the spa). The club is the staff session's (`tenant: false`).
 */
import { staffBookingEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { bookForMember, slotsForMember } from "../../flows/book-for-member.ts";
import { cancelBookingAsStaff } from "../../flows/cancel-booking.ts";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import {
  addBlackout,
  addService,
  addUnit,
  bookingsOfDay,
  createResource,
  editResource,
  editService,
  editUnit,
  markNoShow,
  removeBlackout,
  removeService,
  removeUnit,
  setSchedule,
  staffResources,
} from "./staff-booking-service.ts";

export async function bookingStaffRoutes(app: FastifyInstance) {
  route(app, endpoints.resources, async ({ context }) => staffResources(context), staffClub);
  route(
    app,
    endpoints.createResource,
    async ({ context, body }) => {
      return createResource(context, body);
    },
    staffClub,
  );
  route(
    app,
    endpoints.editResource,
    async ({ context, params, body }) => {
      return editResource(context, params.resourceId, body);
    },
    staffClub,
  );
  route(
    app,
    endpoints.setSchedule,
    async ({ context, params, body }) => {
      return setSchedule(context, params.resourceId, body);
    },
    staffClub,
  );
  route(
    app,
    endpoints.addUnit,
    async ({ context, params, body }) => {
      return addUnit(context, params.resourceId, body);
    },
    staffClub,
  );
  route(
    app,
    endpoints.removeUnit,
    async ({ context, params }) => {
      return removeUnit(context, params.resourceId, params.unitId);
    },
    staffClub,
  );
  route(
    app,
    endpoints.editUnit,
    async ({ context, params, body }) => {
      return editUnit(context, params.resourceId, params.unitId, body);
    },
    staffClub,
  );
  route(
    app,
    endpoints.addService,
    async ({ context, params, body }) => {
      return addService(context, params.resourceId, body);
    },
    staffClub,
  );
  route(
    app,
    endpoints.editService,
    async ({ context, params, body }) => {
      return editService(context, params.resourceId, params.serviceId, body);
    },
    staffClub,
  );
  route(
    app,
    endpoints.removeService,
    async ({ context, params }) => {
      return removeService(context, params.resourceId, params.serviceId);
    },
    staffClub,
  );
  route(
    app,
    endpoints.addBlackout,
    async ({ context, params, body }) => {
      return addBlackout(context, params.resourceId, body);
    },
    staffClub,
  );
  route(
    app,
    endpoints.removeBlackout,
    async ({ context, params }) => {
      return removeBlackout(context, params.resourceId, params.blackoutId);
    },
    staffClub,
  );
  route(
    app,
    endpoints.day,
    async ({ context, params, query }) => bookingsOfDay(context, params.resourceId, query.date),
    staffClub,
  );
  route(
    app,
    endpoints.cancel,
    async ({ context, params }) => cancelBookingAsStaff(context, params.bookingId),
    staffClub,
  );
  route(
    app,
    endpoints.noShow,
    async ({ context, params }) => markNoShow(context, params.bookingId),
    staffClub,
  );
  // Sent as the slots cache keeps it (encoded through the endpoint's schema when kept).
  route(
    app,
    endpoints.slotsForMember,
    async ({ context, params, query, reply }) => {
      const answer = await slotsForMember(context, app.bookingSlots, params.resourceId, query);
      return reply.type("application/json; charset=utf-8").send(answer.json);
    },
    staffClub,
  );
  route(app, endpoints.bookForMember, async ({ context, body }) => bookForMember(context, body), staffClub);
}
