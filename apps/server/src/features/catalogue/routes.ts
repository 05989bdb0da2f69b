/**
 * The catalogue's routes, from `catalogueEndpoints`: products (paginated, filtered) and the public
 * category trees. Their answers are kept encoded per club until a catalogue row changes (stock
 * included: a kept page never offers what is sold out), and a client holding one gets a 304.
 */
import { catalogueEndpoints as endpoints, productTypeOfFilter } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { route } from "../../platform/endpoint-route.ts";
import { keptAnswers } from "../../platform/kept-answers.ts";
import { CATALOGUE_READS } from "./cached-reads.ts";
import { categoryComponents, categoryGroup, getProduct, listProducts } from "./service.ts";

export async function catalogueRoutes(app: FastifyInstance) {
  const kept = keptAnswers(app, CATALOGUE_READS);

  route(app, endpoints.products, (call) =>
    kept.sendPage(call.request, call.reply, {
      name: "products",
      query: call.query,
      schema: endpoints.products.answer,
      load: () => listProducts(call.context, call.query),
      audience: "members",
    }),
  );
  route(app, endpoints.product, async (call) => {
    const { params, request, reply } = call;
    const { answer } = await kept.read(request, `product ${params.productId}`, async () => ({
      answer: kept.encode(
        request,
        endpoints.product.answer,
        await getProduct(call.context, params.productId),
      ),
    }));
    return kept.send(request, reply, answer, "members");
  });
  route(app, endpoints.categoryTree, async (call) => {
    const { params, query, request, reply } = call;
    const { answer } = await kept.read(request, `tree ${params.type} ${query.featured}`, async () => {
      const type = productTypeOfFilter(params.type);
      const tree = await categoryComponents(call.context, type, { featured: query.featured });
      return { answer: kept.encode(request, endpoints.categoryTree.answer, tree) };
    });
    return kept.send(request, reply, answer, "everyone");
  });
  route(app, endpoints.categoryGroup, async (call) => {
    const { params, request, reply } = call;
    const { answer } = await kept.read(request, `group ${params.group}`, async () => ({
      answer: kept.encode(
        request,
        endpoints.categoryGroup.answer,
        await categoryGroup(call.context, params.group),
      ),
    }));
    return kept.send(request, reply, answer, "everyone");
  });
}
