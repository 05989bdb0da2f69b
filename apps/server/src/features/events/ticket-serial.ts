/** Ticket serials: what a ticket's code holds and its guest link names, so they cannot be guessed. */
import { randomBytes } from "node:crypto";

/** A new serial: 80 random bits in upper-case hex behind a prefix. */
export const newTicketSerial = (): string => `TK-${randomBytes(10).toString("hex").toUpperCase()}`;
