import { listResources } from '@shared/api/resource-api';
import type { ResourceItem } from '@shared/api/dto/resource-dto';
import type { LocalBus } from '@shared/contract/local-bus';
import type { HttpClient } from '@shared/http/http-client';
import type { StoredSession } from '@shared/storage/session-storage';

/**
 * Standalone, the console's host answers the permission messages the shell would (product-spec §6):
 * `getResourceData` with `shell:resourceData`, `updateMenu` (sent after the console's own login)
 * with `shell:resources`, both from `newList.json`. Without a session the tree is empty: asking would
 * only answer 4010 and open the session dialog over the login page.
 */
export function answerStandaloneResources(bus: LocalBus, http: HttpClient, session: Pick<StoredSession, 'readSessionId'>): () => void {
  const load = async (): Promise<ResourceItem[] | null> => {
    if (!session.readSessionId()) return [];
    try {
      return await listResources(http);
    } catch (error) {
      // a 4010 has already reached the session dialog through the client; guarded elements stay hidden
      console.warn('[权限] 资源列表加载失败', error);
      return null;
    }
  };
  return bus.handle((message) => {
    if (message.name === 'getResourceData') {
      const { requestId } = message.payload;
      void load().then((resources) => {
        if (resources) bus.emit('shell:resourceData', { requestId, resources });
      });
    } else if (message.name === 'updateMenu') {
      void load().then((resources) => {
        if (resources) bus.emit('shell:resources', { resources });
      });
    }
  });
}
