# syntax=docker/dockerfile:1
# The production image: the compiled server (dist/), the admin UI's static build (admin/dist) and
# only the packages `node dist/main.js` requires (the root package.json's "dependencies"; the admin
# workspace's packages are bundled into its build and not installed). Build: `docker build -t store-commerce-api .`
# Run: `docker run -e DATABASE_URL=postgresql://... -p 4000:4000 store-commerce-api` (migrations
# are applied at start). Without DATABASE_URL it runs the embedded database in /app/.data (a volume).

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Everything, dev dependencies and the admin workspace included: Prisma generate, the admin UI (vite) and tsc.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY admin/package.json ./admin/
# No install scripts yet: they need the sources (postinstall generates and builds), run below.
# `npm ci` refuses lock files with platform packages a registry mirror lacks; install honours the lock.
RUN npm install --no-audit --no-fund --ignore-scripts
COPY . .
RUN node prisma/run.js generate \
 && node admin/build.mjs --force \
 && node scripts/build.mjs

# 2. Runtime dependencies only, no install scripts (nothing among them needs one at run time).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# --omit=optional as well: the lock marks the Prisma CLI and TypeScript "devOptional" (optional peers of
# @prisma/client), which --omit=dev alone would install (about 110 MB); nothing optional is needed to run.
# --workspaces=false: the admin workspace's packages (React router, charts, urql) live in its build, not here;
# react and react-dom still come, as the root's own dependencies (GraphiQL's browser bundles at GET /graphql).
RUN npm install --omit=dev --omit=optional --workspaces=false --ignore-scripts --no-audit --no-fund && npm cache clean --force

# 3. The image: no compiler, no sources, no dev dependencies; runs as the unprivileged `node` user.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=4000 \
    DATA_DIR=/app/.data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
# Read at run time from beside dist/: the GraphQL schema, the migrations, the admin UI's build
# (src/admin-ui.ts looks for it in ../admin/dist from dist/).
COPY schema ./schema
COPY prisma/migrations ./prisma/migrations
COPY --from=build /app/admin/dist ./admin/dist
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/.data && chown node:node /app/.data
VOLUME ["/app/.data"]
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node runs as PID 1 and handles SIGTERM itself (stops taking work, drains, exits 0).
CMD ["node", "--max-semi-space-size=8", "dist/main.js"]
