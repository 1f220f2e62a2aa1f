# syntax=docker/dockerfile:1
# The site as one container image (docs/decisions/054, docs/hosting.md "Live editing on a real host"):
# the first stage installs everything and builds; the second installs the runtime dependencies only
# and runs the server from the build, as the unprivileged user `node`. Hosts that build on every push
# (Render, Railway, Fly.io, a VPS with docker compose) build this file as it is; the CI workflow
# (.github/workflows/site.yml) builds it too and publishes it to GitHub's container registry.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# better-sqlite3 is compiled where no prebuilt copy can be downloaded; the braille downloads are
# translated by liblouis (docs/decisions/067).
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 make g++ liblouis-bin liblouis-data && rm -rf /var/lib/apt/lists/*
ENV PUPPETEER_SKIP_DOWNLOAD=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
# The build's settings (docs/hosting.md, "When building"), and which commit this is: the image is
# built without .git, so the commit and its time come in as build arguments (the workflow passes
# them; hosts that build from the repository set SITE_COMMIT from their own variable).
ARG SITE_URL=https://www.example.co.uk
ARG SITE_HOSTING=node
ARG SITE_ENV=development
ARG SITE_CONTACT_ENDPOINT
ARG SITE_ANALYTICS_ENDPOINT
ARG SITE_ANALYTICS_DOMAIN
ARG SITE_COMMIT
ARG SITE_COMMIT_TIME
ARG RENDER_GIT_COMMIT
ARG RAILWAY_GIT_COMMIT_SHA
ARG SOURCE_COMMIT
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 make g++ \
  && mkdir -p /data/contact && chown node:node /app /data/contact
COPY --chown=node:node package.json package-lock.json .npmrc ./
USER node
RUN npm ci --omit=dev && npm cache clean --force
USER root
RUN apt-get purge -y -qq python3 make g++ && apt-get autoremove -y -qq && rm -rf /var/lib/apt/lists/*
USER node
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/dist-server ./dist-server
ENV NODE_ENV=production PORT=8080 CONTACT_DATA_DIR=/data/contact
# The contact messages (SQLite, WAL mode): on a volume, so a new image keeps them.
VOLUME ["/data/contact"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself, not npm: the stop signal reaches the server, which finishes what is under way (10 s).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist-server/index.js"]
