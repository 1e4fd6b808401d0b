import type { SubAppEntry } from '@shared/api/dto/platform-dto';
import type { AuthContext } from '../auth/auth-context';
import type { PlatformRepository } from '../db/platform-repository';
import { refuse } from '../http/refusal';

export const MSG_FOREIGN_ROLE = '无权查看该角色的平台';

export interface PlatformServiceDeps {
  platforms: Pick<PlatformRepository, 'listForRole'>;
}

/** The sub-apps of the caller's role. The role comes from the session; a roleId in the request may only confirm it. */
export function createPlatformService({ platforms }: PlatformServiceDeps) {
  return {
    listForCaller(auth: AuthContext, requestedRoleId: number | undefined): SubAppEntry[] {
      if (requestedRoleId !== undefined && requestedRoleId !== auth.roleId) refuse(MSG_FOREIGN_ROLE);
      return platforms.listForRole(auth.roleId);
    },
  };
}
