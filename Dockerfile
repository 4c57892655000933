# syntax=docker/dockerfile:1
# The Steelworks back office as one image: the API and the built web app, run as `node` by a non-root user.
# Build: docker build -t steelworks .   Run: see compose.yaml and docs/deploy.md.

ARG NODE_IMAGE=node:20.20.2-bookworm-slim

# The workspaces' manifests: what npm needs to install, without the sources (so a change of code reuses the install).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# 1. Every dependency, then the build (web app and server, both compiled once here).
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The server's production dependencies only (no compilers, test tools or the web app's libraries).
FROM manifests AS production-dependencies
RUN npm ci --omit=dev --workspace @steelworks/server --include-workspace-root=false --no-audit --no-fund

# 3. What runs. WITH_CHROMIUM=1 adds Debian's Chromium for PDFs of documents (docs/deploy.md; set CHROMIUM_PATH).
FROM ${NODE_IMAGE}
ARG WITH_CHROMIUM=0
RUN if [ "$WITH_CHROMIUM" = "1" ]; then apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*; fi
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8000 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY --from=production-dependencies /app ./
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8000
# Ready (database reachable, not stopping); a helper down (Redis, S3, SMTP) still counts as healthy.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/v1/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1's only child of note: it receives SIGTERM and drains within SHUTDOWN_GRACE_SECONDS.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
