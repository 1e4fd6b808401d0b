import { getHelpMessageEndpoint, markHelpMessagesReadEndpoint, pageHelpMessagesEndpoint } from '@shared/api/endpoints/help-endpoints';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { createHelpService } from '../help/help-service';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/**
 * Help centre messages (protected scope). pageHelpMessage and getHelpMessage answer GET with a query
 * and POST with a JSON body alike.
 */
export function registerHelpRoutes(app: App, ctx: ServerContext): void {
  const help = createHelpService({ messages: ctx.helpMessages, now: ctx.config.now });

  serve(app, pageHelpMessagesEndpoint, (input, request) => help.page(authOf(request), input), { alsoAs: 'POST' });
  serve(app, getHelpMessageEndpoint, (input, request) => help.open(authOf(request), input.id), { alsoAs: 'POST' });
  serve(app, markHelpMessagesReadEndpoint, (input, request) => help.markRead(authOf(request), input));
}
