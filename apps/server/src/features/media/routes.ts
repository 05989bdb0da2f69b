/**
 * Serving media from the store. Shared files (the demo's logos and slogans) are public; a
 * club's files (profile photos) only to people signed in at that club, and never cached by
 * shared caches. An unknown file, or another club's, is a 404.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { NotFoundError } from "../../lib/errors.ts";
import type { StoredFile } from "./media-store.ts";

const hidden = { hide: true } as const;

function send(reply: FastifyReply, file: StoredFile | null, cacheControl: string) {
  if (!file) throw new NotFoundError();
  return reply.type(file.contentType).header("cache-control", cacheControl).send(file.bytes);
}

export async function mediaRoutes(app: FastifyInstance) {
  const media = () => app.platformServices.media;

  app.get(
    "/media/demo/*",
    { config: { access: "public", tenant: false }, schema: hidden },
    async (request, reply) => {
      const key = `demo/${(request.params as Record<string, string>)["*"] ?? ""}`;
      return send(reply, await media().get(key), "public, max-age=86400");
    },
  );

  app.get(
    "/media/club/:companyId/*",
    {
      config: { access: "customer" },
      schema: { ...hidden, params: z.object({ companyId: z.string(), "*": z.string() }) },
    },
    async (request, reply) => {
      const { companyId, "*": rest } = request.params as { companyId: string; "*": string };
      // A session is only ever of the Host's club: another club's files do not exist here.
      if (companyId !== request.tenant?.companyId) throw new NotFoundError();
      return send(reply, await media().get(`club/${companyId}/${rest}`), "private, max-age=3600");
    },
  );
}
