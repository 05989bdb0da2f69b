import { z } from "zod";

/**
 * PUT …/order: every one of the club's rows of a list staff put in order (shipping rates, pickup
 * locations, directory categories), in the new order. The server checks it names each row once
 * (apps/server/src/platform/reorder.ts).
 */
export const listOrderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(500) }).strict();
export type ListOrder = z.infer<typeof listOrderSchema>;
