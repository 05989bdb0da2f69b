/** The ledger's rows as the API answers them (spec-2 §3 Transaction), with the orders they paid for. */
import { describeOrderItem, type LedgerTransaction, type TransactionOrder } from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { ordersWithItems } from "../orders/index.ts";
import { ledgerView } from "./ledger-view.ts";
import type { LedgerRow } from "./tables.ts";

/** The orders some rows paid for, described for a transaction (one query for the orders, one for their items). */
async function transactionOrders(
  scope: TenantScope,
  rows: readonly LedgerRow[],
): Promise<Map<string, TransactionOrder>> {
  const ids = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
  const found = await ordersWithItems(scope, ids);
  return new Map(
    found.map(({ order, items }) => {
      const location =
        order.dining?.locationName ?? (order.shipping?.type === "pickup" ? order.shipping.name : null);
      return [
        order.id,
        {
          id: order.id,
          number: order.number,
          via: order.via,
          businessLocation: location ? { name: location } : null,
          items: items.map((item) => ({
            id: item.id,
            type: item.type,
            title: item.title,
            price: item.priceEach,
            quantity: item.quantity,
            ...describeOrderItem(item),
          })),
        },
      ];
    }),
  );
}

/** Rows as the API answers them, each with the order it paid for. */
export async function ledgerViews(
  scope: TenantScope,
  rows: readonly LedgerRow[],
): Promise<LedgerTransaction[]> {
  const orders = await transactionOrders(scope, rows);
  return rows.map((row) => ledgerView(row, (row.orderId && orders.get(row.orderId)) || null));
}
