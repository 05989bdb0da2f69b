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
  route(app, endpoints.product, (call) =>
    kept.send(call.request, call.reply, {
      key: `product ${call.params.productId}`,
      schema: endpoints.product.answer,
      load: () => getProduct(call.context, call.params.productId),
      audience: "members",
    }),
  );
  route(app, endpoints.categoryTree, (call) => {
    const { params, query } = call;
    return kept.send(call.request, call.reply, {
      key: `tree ${params.type} ${query.featured}`,
      schema: endpoints.categoryTree.answer,
      load: () =>
        categoryComponents(call.context, productTypeOfFilter(params.type), { featured: query.featured }),
      audience: "everyone",
    });
  });
  route(app, endpoints.categoryGroup, (call) =>
    kept.send(call.request, call.reply, {
      key: `group ${call.params.group}`,
      schema: endpoints.categoryGroup.answer,
      load: () => categoryGroup(call.context, call.params.group),
      audience: "everyone",
    }),
  );
}
