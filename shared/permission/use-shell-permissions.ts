import { useEffect, useState } from 'react';
import { resourceListSchema, type ResourceItem } from '../api/dto/resource-dto';
import type { SubAppBus } from '../contract/sub-app-context';
import { buildPermissionMaps, type PermissionMaps } from './permission-maps';

let nextRequest = 0;

/**
 * A sub-app's permission maps, fed by its host (product-spec §4, §6): asked once with
 * `getResourceData` (answered by `shell:resourceData` with the same requestId), asked again when the
 * session changes, and replaced whenever the host pushes a new tree (`shell:resources`: updateMenu,
 * changeResourceData, a new login). Standalone, the console's own host answers the same messages
 * from `newList.json`. Until an answer arrives the maps are null: guarded elements stay absent.
 * Trees from another realm are checked before use; a malformed one is ignored with a warning.
 */
export function useShellPermissions(bus: SubAppBus): PermissionMaps | null {
  const [maps, setMaps] = useState<PermissionMaps | null>(null);

  useEffect(() => {
    nextRequest += 1;
    const requestId = `permissions-${nextRequest}`;
    const apply = (resources: unknown) => {
      const parsed = resourceListSchema.safeParse(resources);
      if (!parsed.success) {
        console.warn('[权限] 已忽略格式不正确的资源数据');
        return;
      }
      setMaps(buildPermissionMaps(parsed.data as ResourceItem[]));
    };
    const ask = () => bus.send('getResourceData', { requestId });
    const unsubscribers = [
      bus.on('shell:resourceData', (payload) => {
        if (payload?.requestId === requestId) apply(payload.resources);
      }),
      bus.on('shell:resources', (payload) => apply(payload?.resources)),
      bus.on('shell:session', () => ask()),
    ];
    ask();
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [bus]);

  return maps;
}
