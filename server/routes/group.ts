import { getGroupTreeEndpoint, listAllVehiclesEndpoint, listGroupVehiclesEndpoint } from '@shared/api/endpoints/group-endpoints';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { createGroupService } from '../groups/group-service';
import type { App } from '../http/app-types';
import { serve, serveRaw } from '../http/serve';
import { createVehicleListReplier } from '../live/vehicle-list-reply';

/** The group tree and the column-wise vehicle lists of the console's tree and map (protected scope). */
export function registerGroupRoutes(app: App, ctx: ServerContext): void {
  const groups = createGroupService({ groups: ctx.groups, now: ctx.config.now });

  serve(app, getGroupTreeEndpoint, (_input, request) => groups.tree(authOf(request)));
  serve(app, listGroupVehiclesEndpoint, (input, request) => groups.groupVehicles(authOf(request), input));
  // compressed, cached per scope while the data is unchanged, revalidated by ETag: at 100k vehicles the list is ~12 MB of JSON
  const vehicleList = createVehicleListReplier();
  serveRaw(app, listAllVehiclesEndpoint, async (_input, request, reply) => {
    const { scopeKey, source } = groups.allVehicles(authOf(request));
    return vehicleList.reply(request, reply, scopeKey, source);
  });
  // each customer's whole list is prepared (one scope after another, a task each), so the first
  // console to open after a start gets it without waiting for the query and the compression: the
  // running server does it before it listens (ctx.warmUp), so that work never holds a request either
  const prepareNext = async (lists: ReturnType<typeof groups.operatorLists>) => {
    for (const { scopeKey, source } of lists) {
      await new Promise((done) => setTimeout(done, 0));
      await vehicleList.prepare(scopeKey, source);
    }
  };
  const prepareAll = async () => {
    groups.prepareOperatorTrees();
    await prepareNext(groups.operatorLists()).catch((error: unknown) => app.log.warn({ err: error }, '车辆列表预先生成失败'));
  };
  if (ctx.warmUp) {
    app.addHook('onReady', prepareAll);
    return;
  }
  app.server.once('listening', () => {
    setTimeout(() => void prepareAll(), 0);
  });
}
