import { useEffect, useState, type ReactNode } from 'react';
import { listResources } from '@shared/api/resource-api';
import type { HttpClient } from '@shared/http/http-client';
import { PermissionProvider } from '@shared/permission/permission-context';
import { buildPermissionMaps, type PermissionMaps } from '@shared/permission/permission-maps';

/**
 * The alarm centre's permission maps from the role's resource tree (`newList.json`), so the
 * `car:alarm:process` guard works in the shell and standalone alike. Temporary: once the console
 * provides the shell's maps for every screen, this file goes.
 */
export function ConsolePermissions({ http, children }: { http: HttpClient; children: ReactNode }) {
  const [maps, setMaps] = useState<PermissionMaps | null>(null);
  useEffect(() => {
    let live = true;
    listResources(http)
      .then((resources) => live && setMaps(buildPermissionMaps(resources)))
      .catch((error: unknown) => console.warn('[car] 权限数据加载失败，受控按钮不显示', error));
    return () => {
      live = false;
    };
  }, [http]);
  return <PermissionProvider maps={maps}>{children}</PermissionProvider>;
}
