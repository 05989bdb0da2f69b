/**
 * Card data never touches the portal's own API (issue #9): any wallet request carrying a card
 * number, in its address or its body, whatever the field, is refused before a service sees it.
 * Cards go to the processor's tokenize endpoint; the wallet only ever receives tokens.
 */
import { containsCardNumber } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { decodedUrl } from "../../lib/decoded-url.ts";
import { AppError } from "../../lib/errors.ts";

/** Registers the refusal on every route of the (encapsulated) plugin it is called in. */
export function refuseCardData(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    // Spaces may group a number; dashes are left out: ids join digits with them.
    const body = request.body === undefined ? "" : JSON.stringify(request.body);
    if (containsCardNumber(decodedUrl(request.url), " ") || containsCardNumber(body, " "))
      return done(new AppError("card_data_refused"));
    done();
  });
}
