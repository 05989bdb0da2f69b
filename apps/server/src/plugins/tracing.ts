/**
 * OpenTelemetry traces, only with OTEL_EXPORTER_OTLP_ENDPOINT (app.ts imports this file only
 * then): one server span per request, named by its route pattern, continuing the caller's W3C
 * `traceparent`, exported in batches over OTLP/HTTP to `<endpoint>/v1/traces`. The SDK's
 * packages are imported here, when the plugin is registered, so an instance without the
 * variable loads none of them (docs/operations.md, "Metrics and traces").
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

export const tracingPlugin = fp(async (app: FastifyInstance, options: { endpoint: string }) => {
  const [
    api,
    { BasicTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    core,
  ] = await Promise.all([
    import("@opentelemetry/api"),
    import("@opentelemetry/sdk-trace-base"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/resources"),
    import("@opentelemetry/core"),
  ]);
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ "service.name": "crest" }),
    spanProcessors: [
      new BatchSpanProcessor(
        new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/$/, "")}/v1/traces` }),
      ),
    ],
  });
  const tracer = provider.getTracer("crest");
  const propagator = new core.W3CTraceContextPropagator();
  const spans = new WeakMap<FastifyRequest, ReturnType<typeof tracer.startSpan>>();

  app.addHook("onRequest", (request, _reply, done) => {
    const parent = propagator.extract(api.ROOT_CONTEXT, request.headers, api.defaultTextMapGetter);
    const route = request.routeOptions.url ?? "(unmatched)";
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: api.SpanKind.SERVER,
        attributes: {
          "http.request.method": request.method,
          "http.route": route,
          "crest.request_id": request.id,
        },
      },
      parent,
    );
    spans.set(request, span);
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute("http.response.status_code", reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
  // Sends what is still batched before the process ends.
  app.addHook("onClose", async () => provider.shutdown());
});
