import { DICTIONARY_TYPES, type DictionaryGroup } from '@shared/api/dto/dictionary-dto';
import type { Envelope } from '@shared/api/dto/envelope';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { ok } from '../http/envelope';

const listQuery = Type.Object({
  type: Type.Optional(Type.Union(DICTIONARY_TYPES.map((type) => Type.Literal(type)))),
});

/** `GET /car/v4/api/system/dictionary/list.json[?type=alarmType]` (protected): the UI's code tables. */
export function registerDictionaryRoutes(app: App, ctx: ServerContext): void {
  app.get('/car/v4/api/system/dictionary/list.json', { schema: { querystring: listQuery } }, async (request): Promise<Envelope<DictionaryGroup[]>> =>
    ok(ctx.dictionary.list(request.query.type)),
  );
}
