# syntax=docker/dockerfile:1
# Build with Node, run the runtime that scripts/runtime.mjs assembles (the same files and the
# same `site serve` command as the systemd unit and the recipe without Docker: docs/DEPLOY.md).
#   docker build -t contractor-site .        (podman/buildah: add --format docker, or HEALTHCHECK is dropped)
#   docker run --rm -v site-data:/pb/pb_data contractor-site /pb/site admin upsert you@example.lk 'a-long-password'
#   docker run -d --name site --restart unless-stopped -p 127.0.0.1:8090:8090 \
#     -v site-data:/pb/pb_data --env-file <(site_env) contractor-site     (site_env: DEPLOY.md 4b)
# Settings come from the environment (SITE_URL, SITE_NAME, ...: docs/DEPLOY.md). Never seeds.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node scripts/runtime.mjs /runtime

FROM debian:bookworm-slim
# wget: the health check's only client (/api/site/health: no 200 without the hooks, docs/DEPLOY.md). brotli (and the base image's gzip): the compressed
# copies of the rendered pages (docs/ARCHITECTURE.md, "Public pages").
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates tzdata wget brotli \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /pb --shell /usr/sbin/nologin pb
# The runtime belongs to root, read-only for the server; only the data is the server's.
COPY --from=build /runtime /pb
# /pb/files: the files backup's volume (docs/DEPLOY.md §7), made here so a new volume is the user's.
RUN mkdir -p /pb/pb_data /pb/files && chown pb:pb /pb/pb_data /pb/files
USER pb
WORKDIR /pb
VOLUME ["/pb/pb_data"]
# Inside the container the server listens on all its interfaces: publish the port on the host's
# loopback only (-p 127.0.0.1:8090:8090), behind the TLS proxy.
ENV PB_HTTP=0.0.0.0:8090 PB_DATA=/pb/pb_data
EXPOSE 8090
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${PB_HTTP##*:}/api/site/health" || exit 1
CMD ["/pb/site", "serve"]
