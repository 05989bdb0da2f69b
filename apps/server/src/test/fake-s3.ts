/**
 * A local stand-in for an S3-compatible service (path-style PUT, GET and DELETE of objects),
 * enough for the media store's tests to go through the official SDK without the internet.
 * It records each request, and checks that requests are signed (SigV4 Authorization header).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: string[];
  close(): Promise<void>;
}

const NO_SUCH_KEY =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';

const bodyOf = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const [, bucketName, ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    requests.push(`${request.method} ${bucketName}/${key}`);
    if (!String(request.headers.authorization ?? "").startsWith("AWS4-HMAC-SHA256")) {
      response.writeHead(403).end();
      return;
    }
    if (bucketName !== bucket) {
      response.writeHead(404, { "content-type": "application/xml" }).end(NO_SUCH_KEY);
      return;
    }
    // The SDK may send the body with aws-chunked encoding; the fake reads what arrives.
    const payload = await bodyOf(request);
    if (request.method === "PUT") {
      objects.set(key, { body: payload, contentType: String(request.headers["content-type"] ?? "") });
      response.writeHead(200, { etag: '"fake"' }).end();
    } else if (request.method === "GET") {
      const found = objects.get(key);
      if (!found) response.writeHead(404, { "content-type": "application/xml" }).end(NO_SUCH_KEY);
      else
        response
          .writeHead(200, { "content-type": found.contentType, "content-length": found.body.length })
          .end(found.body);
    } else if (request.method === "DELETE") {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
