# syntax=docker/dockerfile:1
#
# One image per Leadstream process, all from this file. SERVICE is the process's workspace
# directory; the container runs `node --import tsx <SERVICE>/src/main.ts`:
#
#   docker build --build-arg SERVICE=services/identity -t leadstream/identity .
#   docker build --build-arg SERVICE=gateway           -t leadstream/gateway .
#   docker build --build-arg SERVICE=tools/x-sandbox   -t leadstream/x-sandbox .
#
# Run the image with PORT set (docker-compose.yml and deploy/k8s do): the HEALTHCHECK
# probes http://127.0.0.1:$PORT/healthz. Config and secrets come from the environment only.
#
# Why not `pnpm deploy --prod`: it copies our workspace packages into node_modules, and tsx
# compiles files under node_modules as dependencies, without our tsconfig (the TypeORM
# entities need experimentalDecorators). So the image keeps the workspace layout and the root
# tsconfig, and installs only the production dependencies of SERVICE and of the workspace
# packages it depends on (--filter-prod leaves out devDependencies such as packages/testing).

FROM node:20-bookworm-slim AS pnpm
# Same version as packageManager in package.json (corepack fails against our registry mirror).
RUN npm install -g pnpm@10.34.8 && npm cache clean --force
WORKDIR /app

# Every package.json at its path, so the install below is reused until a manifest changes.
FROM pnpm AS manifests
COPY . /src
RUN cd /src && find . -name package.json -not -path "*/node_modules/*" -exec cp --parents {} /app \;

FROM pnpm AS deps
# Downloads the lockfile's production packages into pnpm's store. It reads the lockfile only,
# so this layer is shared by all SERVICE values until the lockfile changes. fetch also lays
# out node_modules for every workspace package: drop it, so the install below links only
# what SERVICE needs.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch --prod && rm -rf node_modules
COPY --from=manifests /app/ ./
ARG SERVICE
RUN test -n "$SERVICE" -a -f "$SERVICE/package.json" \
    || { echo "Set --build-arg SERVICE to a workspace directory: services/<name>, gateway or tools/x-sandbox (got '$SERVICE')" >&2; exit 1; }
RUN pnpm install --frozen-lockfile --offline --prod --filter-prod "{./${SERVICE}}..."
# tsx runs our TypeScript but is a root devDependency, which --prod skips: install the
# lockfile's tsx version on its own (its few dependencies resolve from the registry) and link
# it where `node --import tsx` looks (/app/node_modules).
RUN version="$(sed -n 's/^  tsx@\([0-9][^:(]*\):$/\1/p' pnpm-lock.yaml | head -n 1)" \
    && test -n "$version" \
    && mkdir /opt/tsx && cd /opt/tsx \
    && printf '{"private":true,"dependencies":{"tsx":"%s"},"pnpm":{"onlyBuiltDependencies":["esbuild"]}}\n' "$version" > package.json \
    && pnpm install \
    && ln -s /opt/tsx/node_modules/tsx /app/node_modules/tsx

FROM node:20-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=deps /opt/tsx /opt/tsx
# Manifests and node_modules (one layer that changes with dependencies only), then sources.
COPY --from=deps /app /app
COPY . /app
# The entry is relative to the process's directory; tsx finds /app/tsconfig.json from here.
WORKDIR /app/${SERVICE}
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "src/main.ts"]
