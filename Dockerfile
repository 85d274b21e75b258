# Turnkeeper server image (used by docker-compose.yml). The server runs from its bundle (dist/), built here as
# `npm start` would build it at its first start: the image never writes to /app.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# The full dependency set: `postinstall` generates the Prisma client with the prisma CLI (a dev dependency).
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts/db ./scripts/db
RUN npm ci --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/start.mjs"]
