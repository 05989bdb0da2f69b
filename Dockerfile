# Crest's container image: a build stage compiles the web app and the server, a slim runtime
# stage runs the compiled server as a non-root user with production dependencies only.
# No registry is reachable where it is made: scripts/build-base-image.sh makes both bases with
# mmdebstrap and builds this with podman. Elsewhere, official images do as well:
#   docker build --build-arg BUILD_BASE=node:20-bookworm --build-arg RUNTIME_BASE=node:20-bookworm-slim .
ARG BUILD_BASE=localhost/crest-tools:trixie
ARG RUNTIME_BASE=localhost/crest-node:trixie

FROM ${BUILD_BASE} AS build
WORKDIR /src
# npm trusts the system's authorities too (a registry reached through a proxy of one's own).
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
# The manifests first: the install layer is kept while only the source changes.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY e2e/package.json e2e/
# The browser journeys' workspace (Playwright, Lighthouse) is not needed to build.
RUN npm ci --no-audit --no-fund --workspace @crest/server --workspace @crest/web \
      --workspace @crest/domain --include-workspace-root
COPY . .
RUN npm run build
# What the runtime gets: the compiled server, the web build, and the server's production
# dependencies alone (no TypeScript, no tsx, no build tools).
RUN rm -rf node_modules apps/*/node_modules packages/*/node_modules \
 && npm ci --omit=dev --no-audit --no-fund --workspace @crest/server \
 && mkdir -p /out/apps/server /out/apps/web \
 && cp -a package.json node_modules /out/ \
 && cp -a apps/server/package.json apps/server/dist /out/apps/server/ \
 && if [ -d apps/server/node_modules ]; then cp -a apps/server/node_modules /out/apps/server/; fi \
 && cp -a apps/web/dist /out/apps/web/

FROM ${RUNTIME_BASE}
# A user of its own, without a shell; the data folder is the only place it writes.
RUN echo 'crest:x:10001:10001:Crest:/app:/usr/sbin/nologin' >> /etc/passwd \
 && echo 'crest:x:10001:' >> /etc/group \
 && mkdir -p /data && chown 10001:10001 /data && chmod 0700 /data
WORKDIR /app
COPY --from=build /out /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
USER 10001:10001
VOLUME /data
EXPOSE 3000
# Ready: the database answers (plugins/health.ts). Node itself asks: the image has no curl.
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 and handles SIGTERM itself (server.ts): graceful shutdown, exit 0.
CMD ["node", "apps/server/dist/server.js"]
