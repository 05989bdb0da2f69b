/**
 * The catalogue's routes, from `catalogueEndpoints`: products (paginated, filtered) and the public
 * category trees. Their answers are kept encoded per club until a catalogue row changes (stock
 * included: a kept page never offers what is sold out), and a client holding one gets a 304: the
 * browser keeps them and asks again each time (members' pages are private to the browser).
 */
import { catalogueEndpoints as endpoints, productTypeOfFilter } from "@crest/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PAGINATION_HEADER, paginationHeader } from "../../lib/pagination-header.ts";
import { type Precompressed, precompress, sendPrecompressed } from "../../lib/precompressed.ts";
import { route } from "../../platform/endpoint-route.ts";
import { wireJson } from "../../plugins/wire.ts";
import { CATALOGUE_READS } from "./cached-reads.ts";
import { categoryComponents, categoryGroup, getProduct, listProducts } from "./service.ts";

export async function catalogueRoutes(app: FastifyInstance) {
  const kept = app.platformServices.clubReads.of(CATALOGUE_READS);
  /** The club's kept answer under `key`, or `load`'s, encoded. */
  const keptAnswer = <T>(
    request: FastifyRequest,
    key: string,
    load: () => Promise<{ answer: Precompressed } & T>,
  ) => kept.read(request.tenant?.companyId ?? "", key, load);
  const revalidated = (reply: FastifyReply, access: "public" | "members") =>
    reply.header("cache-control", access === "members" ? "private, no-cache" : "no-cache");
  const encoded = (request: FastifyRequest, schema: Parameters<typeof wireJson>[1], value: unknown) =>
    precompress(wireJson(request, schema, value));

  route(app, endpoints.products, async (call) => {
    const { query, request, reply } = call;
    // The query as sent names the page (parameters in another order make another entry; the
    // cache is bounded); it was checked against the endpoint's schema already.
    const page = await keptAnswer(
      request,
      `products ${request.url.slice(request.url.indexOf("?") + 1)}`,
      async () => {
        const { items, totalCount } = await listProducts(call.context, query);
        return {
          pagination: paginationHeader(query, totalCount),
          answer: encoded(request, endpoints.products.answer, items),
        };
      },
    );
    reply.header(PAGINATION_HEADER, page.pagination);
    revalidated(reply, "members");
    return sendPrecompressed(request, reply, page.answer);
  });
  route(app, endpoints.product, async (call) => {
    const { params, request, reply } = call;
    const { answer } = await keptAnswer(request, `product ${params.productId}`, async () => ({
      answer: encoded(request, endpoints.product.answer, await getProduct(call.context, params.productId)),
    }));
    revalidated(reply, "members");
    return sendPrecompressed(request, reply, answer);
  });
  route(app, endpoints.categoryTree, async (call) => {
    const { params, query, request, reply } = call;
    const { answer } = await keptAnswer(request, `tree ${params.type} ${query.featured}`, async () => {
      const tree = await categoryComponents(call.context, productTypeOfFilter(params.type), {
        featured: query.featured,
      });
      return { answer: encoded(request, endpoints.categoryTree.answer, tree) };
    });
    revalidated(reply, "public");
    return sendPrecompressed(request, reply, answer);
  });
  route(app, endpoints.categoryGroup, async (call) => {
    const { params, request, reply } = call;
    const { answer } = await keptAnswer(request, `group ${params.group}`, async () => ({
      answer: encoded(
        request,
        endpoints.categoryGroup.answer,
        await categoryGroup(call.context, params.group),
      ),
    }));
    revalidated(reply, "public");
    return sendPrecompressed(request, reply, answer);
  });
}
