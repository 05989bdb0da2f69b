/**
 * A ticket sale's writes at checkout, in one statement: the tickets, the mail that sends them to
 * the buyer and its delivery job, the tickets stored on their order item (the cart-item
 * contract's `recorded`), then the type's counters, whose UPDATE locks the row every buyer of
 * the type shares until the transaction ends. They were four trips, the last ones while that
 * row was locked. None reads another's rows (`together`): the tickets' ids are made in code.
 */
import { part, partOf, statement, together } from "../../db/statement.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { queuedJobInsert } from "../jobs/index.ts";
import { outboxMailInsert, type QueuedMail } from "../mail/index.ts";
import { type OrderItemFulfilmentRecord, orderItemFulfilmentUpdate } from "../orders/index.ts";
import { heldAndSoldMove } from "./event-repository.ts";
import { type IssuedTicket, insertTickets, issuedTicketsInsert } from "./ticket-repository.ts";

/**
 * The most tickets of one line written in the sale's statement, which is built once per number of
 * tickets (its insert names each ticket's values): a cart's ticket line holds 20 at most. More
 * would be written by an insert of their own first.
 */
const MOST_TICKETS_TOGETHER = 20;

const saleStatements = new Map<number, ReturnType<typeof saleStatement>>();

/** With `tickets` 0: the sale's other writes alone (its tickets written already). */
const saleStatement = (tickets: number) =>
  statement((scope) => {
    const rest = [
      outboxMailInsert(scope, partOf("mail")),
      queuedJobInsert(scope, partOf("delivery")),
      orderItemFulfilmentUpdate(scope, partOf("item")),
    ];
    const counters = heldAndSoldMove(scope, partOf("units"));
    if (tickets === 0) return together(...rest, counters);
    const issued = Array.from({ length: tickets }, (_, index) => partOf<IssuedTicket>(`ticket${index}`));
    return together(issuedTicketsInsert(scope, issued), ...rest, counters);
  });

/** Held units become sold tickets (on payment), with their mail and their order item's record. */
export async function sellTickets(
  scope: TenantScope,
  sale: {
    ticketTypeId: string;
    tickets: IssuedTicket[];
    mail: QueuedMail;
    orderItemId: string;
    fulfilment: OrderItemFulfilmentRecord;
  },
): Promise<void> {
  const count = sale.tickets.length;
  const inStatement = count <= MOST_TICKETS_TOGETHER ? count : 0;
  if (inStatement === 0) await insertTickets(scope, sale.tickets);
  let write = saleStatements.get(inStatement);
  if (!write) {
    write = saleStatement(inStatement);
    saleStatements.set(inStatement, write);
  }
  const ticketValues = sale.tickets
    .slice(0, inStatement)
    .map((ticket, index) => part(`ticket${index}`, ticket));
  await write(scope, {
    ...Object.assign({}, ...ticketValues),
    ...part("mail", sale.mail.mail),
    ...part("delivery", sale.mail.delivery),
    ...part("item", { id: sale.orderItemId, fulfilment: sale.fulfilment }),
    ...part("units", { id: sale.ticketTypeId, held: -count, sold: count }),
  });
  sale.mail.written();
}
