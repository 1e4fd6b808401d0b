import { listDictionaryEndpoint } from '@shared/api/endpoints/dictionary-endpoints';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/**
 * The UI's code tables (protected scope). Read-only and the same for every user of every customer,
 * so there is no rule for a service to hold: the route hands the validated type to the repository.
 */
export function registerDictionaryRoutes(app: App, ctx: ServerContext): void {
  serve(app, listDictionaryEndpoint, (input) => ctx.dictionary.list(input.type));
}
