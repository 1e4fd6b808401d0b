import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { SubAppEntry } from './dto/platform-dto';
import { rolePlatformsEndpoint } from './endpoints/platform-endpoints';

/** The sub-applications of the logged-in user's role (the server knows the role from the session). */
export function listRolePlatforms(http: HttpClient, options?: RequestOptions): Promise<SubAppEntry[]> {
  return callEndpoint(http, rolePlatformsEndpoint, {}, options);
}
