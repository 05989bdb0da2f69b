/** What the waitlist's tests share: members joining an event's line and answering its form over HTTP. */
import { expect } from "vitest";
import { answersFor, type WireSurvey } from "../features/surveys/survey-test-kit.ts";
import type { newBuyers } from "./commerce.ts";
import { json } from "./test-app.ts";

export type Buyer = Awaited<ReturnType<typeof newBuyers>>[number];

export interface EntryWire {
  status: string;
  position: number | null;
  endpoint: string;
  answered: boolean;
  offer_expires_at: string | null;
}

/** The buyer joins the event's line (or reads their place when in it). */
export const join = async (buyer: Buyer, eventId: string) => {
  const joined = await buyer.send("POST", `/api/events/${eventId}/waitlist`);
  expect(joined.statusCode, joined.body).toBe(200);
  return json<EntryWire>(joined);
};

/** Answers the waitlist form at the entry's address, through the survey engine. */
export async function answer(buyer: Buyer, entry: EntryWire) {
  const survey = json<WireSurvey>(await buyer.send("GET", entry.endpoint));
  const sent = await buyer.send(
    "POST",
    entry.endpoint,
    answersFor(survey, { "How many seats would you take?": "1" }) as unknown as Record<string, unknown>,
  );
  expect(sent.statusCode, sent.body).toBe(201);
}
