import type { HttpClient } from '../http/http-client';
import { subAppListSchema, type SubAppEntry } from './dto/platform-dto';

/** The sub-applications of the logged-in user's role (the server knows the role from the session). */
export function listRolePlatforms(http: HttpClient): Promise<SubAppEntry[]> {
  return http.get('/car/v1/api/platform/getPlatformByRoleId.json', subAppListSchema);
}
