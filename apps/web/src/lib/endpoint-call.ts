/**
 * Calls an endpoint defined in `@crest/domain` (docs/decisions/platform.md, "Endpoints defined once"):
 * its method and path, the body encoded and the answer decoded through its schemas, so a web
 * API file names the endpoint and nothing else. An endpoint may be given as a loader (a deep
 * dynamic import) where its schemas, and so zod, must stay out of the start-up bundle.
 */
import { type AnswerOf, type Endpoint, type InputOf, pathOf } from "@crest/domain/common/endpoint";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { type ApiClient, api, type ListResult, type RequestOptions } from "./api-client.ts";

type Loadable<E> = E | (() => Promise<E>);

/** What only the web decides per call; `form` is the multipart body of an endpoint that takes no JSON. */
export type CallOptions = Pick<RequestOptions, "signal" | "on401"> & { form?: FormData };

/** The call's arguments: the input may be left out when the endpoint takes none. */
export type CallArgs<E extends Endpoint> =
  // biome-ignore lint/complexity/noBannedTypes: the empty input of an endpoint without parts
  {} extends InputOf<E>
    ? [input?: InputOf<E>, options?: CallOptions]
    : [input: InputOf<E>, options?: CallOptions];

interface Parts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

async function send<E extends Endpoint>(
  client: ApiClient,
  loadable: Loadable<E>,
  input: unknown,
  options: CallOptions | undefined,
): Promise<ListResult<AnswerOf<E>>> {
  const endpoint = typeof loadable === "function" ? await loadable() : loadable;
  const { form, ...requestOptions } = options ?? {};
  const parts = (input ?? {}) as Parts;
  return client.send<AnswerOf<E>>(endpoint.method, pathOf(endpoint.path, parts.params), {
    ...requestOptions,
    ...(parts.query ? { query: parts.query as RequestOptions["query"] } : {}),
    ...(form
      ? { body: form }
      : parts.body !== undefined
        ? { body: parts.body, bodySchema: endpoint.body }
        : {}),
    ...(endpoint.answer ? { schema: endpoint.answer as z.ZodType<AnswerOf<E>> } : {}),
  });
}

/** The endpoint's answer, decoded through its schema. */
export async function call<E extends Endpoint>(endpoint: Loadable<E>, ...[input, options]: CallArgs<E>) {
  return (await send(api, endpoint, input, options)).data;
}

/** The answer with the `pagination` header of a list. */
export const callList = <E extends Endpoint>(endpoint: Loadable<E>, ...[input, options]: CallArgs<E>) =>
  send(api, endpoint, input, options);

/** TanStack query options of a GET: its key and its call. */
export const endpointQuery = <E extends Endpoint>(
  queryKey: readonly unknown[],
  endpoint: Loadable<E>,
  ...[input]: CallArgs<E>
) =>
  queryOptions({
    queryKey,
    queryFn: async () => (await send(api, endpoint, input, undefined)).data,
  });

/**
 * The endpoint at an address the server gave rather than one built from parameters (a
 * survey's `endpoint`, read and answered at the same path): its method and schemas, that path.
 */
export const atAddress = <E extends Endpoint>(endpoint: E, path: string): Omit<E, "params" | "query"> => {
  const { params: _params, query: _query, ...rest } = endpoint;
  return { ...rest, path };
};
