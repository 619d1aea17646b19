# hrapi: the API server and its CLI, as compiled JavaScript (dist/); the image holds no dev
# dependency (no TypeScript, no tsx).
# Build:  docker build -t hrapi .
# Run:    docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e REDIS_URL=redis://… hrapi
# See docs/deployment.md.

# better-sqlite3 is native: its prebuilt binary is downloaded, the toolchain is only the fallback.
FROM node:24-slim AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app

# Compiles src/ to dist/ with every dependency, dev ones included (no native build needed for it).
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY src ./src
RUN npm ci --ignore-scripts --no-audit --no-fund \
 && node scripts/build.mjs

# The runtime dependencies alone; `prepare` (the build) has nothing to do here.
FROM toolchain AS dependencies
COPY package.json package-lock.json ./
RUN npm pkg delete scripts.prepare \
 && npm ci --omit=dev --no-audit --no-fund

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    HRAPI_DATA_DIR=/data
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY bin ./bin
COPY --from=build /app/dist ./dist
# `hrapi …` works in `docker exec`; /data holds the SQLite store when no DATABASE_URL is given.
RUN ln -s /app/bin/hrapi /usr/local/bin/hrapi \
 && mkdir -p /data \
 && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: in-flight requests finish, then exit 0 (stop_grace_period should exceed 25 s).
STOPSIGNAL SIGTERM
# Memory bounded: two allocator arenas, a small young generation (src/http/ops/heap.ts, docs/operations.md "Memory").
ENV MALLOC_ARENA_MAX=2
ENV MALLOC_MMAP_THRESHOLD_=65536
ENV MALLOC_TRIM_THRESHOLD_=131072
CMD ["node", "--max-semi-space-size=8", "bin/hrapi", "serve"]
