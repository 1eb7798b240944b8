import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Resolvers } from './generated/resolvers.js';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { accountsResolvers } from './accounts/accounts.resolvers.js';
import { batchResolvers } from './batch/batch.resolvers.js';
import { collectionsResolvers } from './collections/collections.resolvers.js';
import { copyResolvers } from './copy/copy.resolvers.js';
import { designsResolvers } from './designs/designs.resolvers.js';
import { gameResolvers } from './game/game.resolvers.js';
import { materialsResolvers } from './materials/materials.resolvers.js';
import { messagesResolvers } from './messages/messages.resolvers.js';
import { renderResolvers } from './render/render.resolvers.js';
import { reviewResolvers } from './review/review.resolvers.js';
import { smartResolvers } from './smart/smart.resolvers.js';
import { templatesResolvers } from './templates/templates.resolvers.js';
import { tokensResolvers } from './tokens/tokens.resolvers.js';
import { titlesResolvers } from './titles/titles.resolvers.js';
import { uploadsResolvers } from './uploads/uploads.resolvers.js';
import { visionResolvers } from './vision/vision.resolvers.js';
import { wordcheckResolvers } from './wordcheck/wordcheck.resolvers.js';

const baseResolvers: Resolvers = {
  Query: { health: () => true },
};

/** The executable schema: the generated SDL of `@adstudio/schema` with every domain's resolvers. */
export function createSchema() {
  // Resolved through the package's exports, so it works from src under vitest and from dist.
  const sdlPath = createRequire(import.meta.url).resolve('@adstudio/schema/schema.graphql');
  return makeExecutableSchema({
    typeDefs: readFileSync(sdlPath, 'utf8'),
    resolvers: [
      baseResolvers,
      accountsResolvers,
      materialsResolvers,
      collectionsResolvers,
      uploadsResolvers,
      reviewResolvers,
      messagesResolvers,
      wordcheckResolvers,
      titlesResolvers,
      copyResolvers,
      templatesResolvers,
      renderResolvers,
      designsResolvers,
      smartResolvers,
      visionResolvers,
      gameResolvers,
      batchResolvers,
      tokensResolvers,
    ],
  });
}
