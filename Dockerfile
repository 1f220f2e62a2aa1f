# syntax=docker/dockerfile:1
# The site as one container image (docs/decisions/054, 072; docs/hosting.md "Live editing on a real host").
# Three stages on one base: `deps` compiles the runtime dependencies, `build` installs everything and
# builds the site, and the runtime image takes only their results, so no compiler is in any of its
# layers. It runs the server as the unprivileged user `node`, with the contact messages and the owner's
# sign-ins on the volume /data. `npm run test:image` builds this file with buildah, runs it and checks
# it (docs/hosting.md "The image, built and checked"); the workflow (.github/workflows/site.yml)
# publishes only the image that passed.

# The one base image, pinned by digest (the tag says which Node it is). Dependabot (.github/dependabot.yml)
# keeps it current: it updates only the first FROM of a Dockerfile, and never an image named through
# an ARG, so the other stages build on this one by its name. `npm run test:image` puts its stand-in
# here (buildah bud --from) where Docker Hub cannot be reached.
FROM node:24.21.0-bookworm-slim@sha256:0e0ff40c39bc087845bfb27465a0df4ea419520094bc35842ff83dd8cbe6f9b6 AS base

# The runtime dependencies. better-sqlite3 is compiled where no prebuilt copy can be downloaded; the
# compilers stay in this stage. Of its build only the module itself is kept: the object files and
# SQLite's sources (about 27 MB) are not needed to load it, so they do not reach the runtime image.
FROM base AS deps
WORKDIR /app
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev \
  && cd node_modules/better-sqlite3 && mv build/Release/better_sqlite3.node /tmp/ \
  && rm -rf build deps src && mkdir -p build/Release && mv /tmp/better_sqlite3.node build/Release/

# The build. It translates the braille downloads with liblouis (docs/decisions/067); a production
# build sweeps itself for accessibility in Debian's Chromium before it finishes (nothing downloads a
# browser), with fonts to render the pages as a visitor's browser would.
FROM base AS build
WORKDIR /app
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 make g++ liblouis-bin liblouis-data \
  chromium chromium-headless-shell fonts-liberation fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
ENV PUPPETEER_SKIP_DOWNLOAD=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CHROME_PATH=/usr/bin/chromium
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
# The build's settings (docs/hosting.md, "When building"), and which commit this is: the image is
# built without .git, so the commit and its time come in as build arguments (the workflow passes
# them; hosts that build from the repository set SITE_COMMIT from their own variable). A production
# build refuses while the launch check finds anything left to replace. An empty value counts as not
# set (docs/hosting.md); the empty defaults only spare the log buildah's warning for each one not given.
ARG SITE_URL=https://www.example.co.uk
ARG SITE_HOSTING=node
ARG SITE_ENV=production
ARG SITE_CONTACT_ENDPOINT=
ARG SITE_ANALYTICS_ENDPOINT=
ARG SITE_ANALYTICS_DOMAIN=
ARG CONTACT_RETENTION_DAYS=
ARG SITE_COMMIT=
ARG SITE_COMMIT_TIME=
ARG RENDER_GIT_COMMIT=
ARG RAILWAY_GIT_COMMIT_SHA=
ARG SOURCE_COMMIT=
# On GitHub Actions (the workflow passes GITHUB_ACTIONS=true), a production build whose sweep of itself
# finds a problem also writes each page's problems as an ::error annotation of the job, which the
# editing screen shows the owner (docs/decisions/069).
ARG GITHUB_ACTIONS=
RUN npm run build

# The runtime image: the base, the compiled dependencies, the built site and server. The application's
# files belong to root, so the server cannot change them; only its data folders are its own, 0700, so
# no other account can read visitors' messages.
FROM base AS runtime
WORKDIR /app
RUN mkdir -p /data/contact /data/admin && chown node:node /data /data/contact /data/admin && chmod 700 /data /data/contact /data/admin
COPY package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/dist ./dist
USER node
ENV NODE_ENV=production PORT=8080 CONTACT_DATA_DIR=/data/contact ADMIN_DATA_DIR=/data/admin
# The contact messages and the owner's sign-ins (SQLite, WAL mode): on a volume, so a new image keeps them.
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself, not npm: the stop signal reaches the server, which finishes what is under way (10 s).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist-server/index.js"]
