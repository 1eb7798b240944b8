# One image for both services; docker-compose.yml picks the command.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY packages/api/package.json packages/api/
COPY packages/bff/package.json packages/bff/
COPY packages/domain/package.json packages/domain/
COPY packages/schema/package.json packages/schema/
COPY packages/render/package.json packages/render/
COPY packages/vision/package.json packages/vision/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
RUN npx --yes pnpm@9.15.9 install --frozen-lockfile
COPY . .
RUN npx --yes pnpm@9.15.9 -r run build \
  && npx --yes pnpm@9.15.9 deploy --filter @adstudio/api --prod /out/api \
  && npx --yes pnpm@9.15.9 deploy --filter @adstudio/bff --prod /out/bff \
  && for p in api bff; do mkdir -p /out/$p/dist && cp -r packages/$p/dist/. /out/$p/dist/; done \
  && cp -r packages/web/dist /out/web

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /out /app
USER node
