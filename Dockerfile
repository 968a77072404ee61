# One image for the API and the worker; the command chooses which runs.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY admin-ui/package.json admin-ui/
COPY public-ui/package.json public-ui/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
# pg_dump/pg_restore for `npm run cli -- backup FILE` and `restore FILE` (docs/OPERATIONS.md).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-15 \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY --from=build /app/admin-ui/dist admin-ui/dist
COPY --from=build /app/public-ui/dist public-ui/dist
# DATA_DIR: nothing shared lives there (DECISIONS §9); the instance's own audit checkpoints do.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000 9464
CMD ["node", "dist/apps/api/src/main.js"]
