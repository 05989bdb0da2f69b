/**
 * /admin/api/shipping (issue 32 item 1): the club's rate table and pickup locations for staff.
 * Every level reads; managers and owners write (the default levels). The club is the staff
 * session's; checkout reads the same rows, so a change is offered at once.
 */
import { actionResultSchema } from "../auth/auth.schemas.ts";
import { defineEndpoint } from "../common/endpoint.ts";
import { listOrderSchema } from "../common/list-order.ts";
import {
  pickupLocationInputSchema,
  pickupLocationParamsSchema,
  pickupLocationPatchSchema,
  shippingRateInputSchema,
  shippingRateParamsSchema,
  shippingRatePatchSchema,
  staffPickupLocationSchema,
  staffPickupLocationsQuerySchema,
  staffShippingRateSchema,
  staffShippingRatesQuerySchema,
} from "./shipping-staff.schemas.ts";

const staff = { access: "staff", tags: ["admin", "shipping"], errors: [400, 401, 403, 404] } as const;

export const shippingStaffEndpoints = {
  rates: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/shipping/rates",
    summary: "The club's shipping rates in the order members see them, by basis or country (paginated)",
    query: staffShippingRatesQuerySchema,
    answer: staffShippingRateSchema.array(),
  }),
  rate: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/shipping/rates/:rateId",
    summary: "One shipping rate of the club",
    params: shippingRateParamsSchema,
    answer: staffShippingRateSchema,
  }),
  createRate: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/shipping/rates",
    summary: "A new shipping rate, flat or by weight brackets, offered last",
    body: shippingRateInputSchema,
    answer: staffShippingRateSchema,
    status: 201,
  }),
  editRate: defineEndpoint({
    ...staff,
    method: "PATCH",
    path: "/admin/api/shipping/rates/:rateId",
    summary: "Change a shipping rate's terms (checked as a whole)",
    params: shippingRateParamsSchema,
    body: shippingRatePatchSchema,
    answer: staffShippingRateSchema,
  }),
  deleteRate: defineEndpoint({
    ...staff,
    method: "DELETE",
    path: "/admin/api/shipping/rates/:rateId",
    summary: "Delete a shipping rate (orders keep their own copy of the shipping they chose)",
    params: shippingRateParamsSchema,
    answer: actionResultSchema,
  }),
  orderRates: defineEndpoint({
    ...staff,
    method: "PUT",
    path: "/admin/api/shipping/rates/order",
    summary: "Put the club's rates in a new order (every rate, once)",
    body: listOrderSchema,
    answer: staffShippingRateSchema.array(),
  }),
  pickupLocations: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/shipping/pickup-locations",
    summary:
      "The club's pickup locations in the order members see them, by the start of the name (paginated)",
    query: staffPickupLocationsQuerySchema,
    answer: staffPickupLocationSchema.array(),
  }),
  pickupLocation: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/shipping/pickup-locations/:locationId",
    summary: "One pickup location of the club, with its hours",
    params: pickupLocationParamsSchema,
    answer: staffPickupLocationSchema,
  }),
  createPickupLocation: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/shipping/pickup-locations",
    summary: "A new pickup location with its opening hours, offered last",
    body: pickupLocationInputSchema,
    answer: staffPickupLocationSchema,
    status: 201,
  }),
  editPickupLocation: defineEndpoint({
    ...staff,
    method: "PATCH",
    path: "/admin/api/shipping/pickup-locations/:locationId",
    summary: "Change a pickup location (hours replace the whole week)",
    params: pickupLocationParamsSchema,
    body: pickupLocationPatchSchema,
    answer: staffPickupLocationSchema,
  }),
  deletePickupLocation: defineEndpoint({
    ...staff,
    method: "DELETE",
    path: "/admin/api/shipping/pickup-locations/:locationId",
    summary: "Remove a pickup location (orders keep their own copy of where they were collected)",
    params: pickupLocationParamsSchema,
    answer: actionResultSchema,
  }),
  orderPickupLocations: defineEndpoint({
    ...staff,
    method: "PUT",
    path: "/admin/api/shipping/pickup-locations/order",
    summary: "Put the club's pickup locations in a new order (every location, once)",
    body: listOrderSchema,
    answer: staffPickupLocationSchema.array(),
  }),
};
