/** /admin/api/coupons (issue 32 item 3): the routes of `couponStaffEndpoints`. The club is the staff session's. */
import { couponStaffEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import { createCoupon, editCoupon, staffCoupon, staffCoupons } from "./coupon-staff-service.ts";

export async function couponStaffRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.list,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await staffCoupons(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(app, endpoints.get, async ({ context, params }) => staffCoupon(context, params.couponId), staffClub);
  route(app, endpoints.create, async ({ context, body }) => createCoupon(context, body), staffClub);
  route(
    app,
    endpoints.edit,
    async ({ context, params, body }) => editCoupon(context, params.couponId, body),
    staffClub,
  );
}
