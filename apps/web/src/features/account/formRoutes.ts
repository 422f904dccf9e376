import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { confirmRoutes } from './confirmRoutes.ts';
import { passkeyRoutes } from './passkeyRoutes.ts';
import { settingsRoutes } from './settingsRoutes.ts';
import { signInRoutes } from './signInRoutes.ts';
import { teamRoutes } from './teamRoutes.ts';
import { twoStepRoutes } from './twoStepRoutes.ts';

/**
 * The POST side of the account pages: plain forms, redirect after success (303, with a one-time
 * notice), and on a problem the same page again with the values kept and each problem at its
 * field (422; 429 when throttled; 400 for a bad link). The handlers read the accounts, the mail
 * and the renderer from the server (`request.server`).
 */
export const accountFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  signInRoutes(app);
  settingsRoutes(app);
  teamRoutes(app);
  twoStepRoutes(app);
  passkeyRoutes(app);
  confirmRoutes(app);
};
