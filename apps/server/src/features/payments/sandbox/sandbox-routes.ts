/**
 * /sandbox/…: the sandbox processor's own route tree, apart from the portal's API as a
 * provider's is: its tokenize endpoint (the one place a card number may be sent), the status
 * of an intent for its client library, and its pages (3-D Secure challenge, link flows).
 * Its pages are documents (the document CSP, no API access declaration) and stay out of the
 * API's OpenAPI document; its JSON endpoints are public API routes.
 */
import {
  formatMoney,
  sandboxChallengeSchema,
  sandboxClientSecretQuerySchema,
  sandboxDirectDebitSchema,
  sandboxEndpoints,
  sandboxIntentParamsSchema,
  sandboxLinkParamsSchema,
  sandboxPlaidChoiceSchema,
} from "@crest/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contextOf } from "../../../platform/contexts.ts";
import { route } from "../../../platform/endpoint-route.ts";
import {
  challengeDonePage,
  challengePage,
  directDebitPage,
  expiredLinkPage,
  plaidLinkPage,
} from "./sandbox-pages.ts";
import {
  answerChallenge,
  checkPublishableKey,
  finishLink,
  intentForSecret,
  openLinkSession,
  tokenizeCard,
} from "./sandbox-provider.ts";

const TOKENS_RATE_LIMIT = { max: 60, timeWindow: 60_000 };
const page = { tenant: true } as const;
const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);

export async function sandboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The sandbox's pages post plain HTML forms.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // Each token is a row: an address may make a person's worth of them, not a flood.
  route(
    app,
    sandboxEndpoints.tokens,
    async ({ context, body, request }) => {
      checkPublishableKey(context.tenant.config.processors, request.headers.authorization);
      return tokenizeCard(context, body);
    },
    { config: { rateLimit: TOKENS_RATE_LIMIT } },
  );

  route(app, sandboxEndpoints.intentStatus, async ({ context, params, query }) => {
    const intent = await intentForSecret(context, params.intentId, query.clientSecret);
    return { id: intent.id, status: intent.status };
  });

  app.get(
    "/sandbox/3ds/:intentId",
    {
      config: page,
      schema: { hide: true, params: sandboxIntentParamsSchema, querystring: sandboxClientSecretQuerySchema },
    },
    async (request, reply) => {
      const context = contextOf(request);
      const intent = await intentForSecret(context, request.params.intentId, request.query.clientSecret);
      const amount = formatMoney(
        intent.amount,
        intent.currency.toUpperCase(),
        context.tenant.config.intl.locale,
      );
      // The portal sends no referrer, and a browser then posts this page's form with
      // "Origin: null", which the CSRF check refuses: this page names its own origin.
      reply.header("referrer-policy", "same-origin");
      return html(reply, challengePage(context.language, intent.id, intent.clientSecret, amount));
    },
  );

  app.post(
    "/sandbox/3ds/:intentId",
    { config: page, schema: { hide: true, params: sandboxIntentParamsSchema, body: sandboxChallengeSchema } },
    async (request, reply) => {
      const context = contextOf(request);
      await answerChallenge(
        context,
        request.params.intentId,
        request.body.clientSecret,
        request.body.outcome,
      );
      return html(reply, challengeDonePage(context.language));
    },
  );

  for (const kind of ["plaid", "gocardless"] as const) {
    app.get(
      `/sandbox/link/${kind}/:sessionId`,
      { config: page, schema: { hide: true, params: sandboxLinkParamsSchema } },
      async (request, reply) => {
        const context = contextOf(request);
        const session = await openLinkSession(context, kind, request.params.sessionId);
        if (!session) return html(reply, expiredLinkPage(context.language), 404);
        return html(
          reply,
          kind === "plaid"
            ? plaidLinkPage(context.language, session.id, session.exitUri)
            : directDebitPage(context.language, session.id, session.exitUri),
        );
      },
    );
  }

  app.post(
    "/sandbox/link/plaid/:sessionId",
    { config: page, schema: { hide: true, params: sandboxLinkParamsSchema, body: sandboxPlaidChoiceSchema } },
    async (request, reply) => {
      const context = contextOf(request);
      const back = await finishLink(
        context,
        "plaid",
        request.params.sessionId,
        request.body,
        "Plaid Account Holder",
      );
      return back ? reply.redirect(back, 303) : html(reply, expiredLinkPage(context.language), 404);
    },
  );

  app.post(
    "/sandbox/link/gocardless/:sessionId",
    { config: page, schema: { hide: true, params: sandboxLinkParamsSchema, body: sandboxDirectDebitSchema } },
    async (request, reply) => {
      const context = contextOf(request);
      const back = await finishLink(context, "gocardless", request.params.sessionId, request.body, "");
      return back ? reply.redirect(back, 303) : html(reply, expiredLinkPage(context.language), 404);
    },
  );
}
