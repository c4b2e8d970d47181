# The production server: API + built web app on one port.
# Node 24 LTS (Node 20 is past its end of life); CI runs the domain, API and CLI tests on it too.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NX_NO_CLOUD=true NX_DAEMON=false
COPY package.json package-lock.json .npmrc ./
COPY packages ./packages
COPY apps ./apps
COPY tools ./tools
RUN npm install --no-audit --no-fund
RUN node tools/scripts/web-build.mjs --force

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 CRM_DATA_DIR=/data
COPY --from=build /app ./
RUN npm prune --omit=dev --no-audit --no-fund && mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# --expose-gc: a long CSV import collects its garbage as it goes (apps/api/src/streaming/heap-bound.ts).
CMD ["node", "--expose-gc", "--import", "tsx", "apps/api/src/main.ts"]
