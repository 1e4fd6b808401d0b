import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { UserInfo } from './dto/user-dto';
import { getUserEndpoint } from './endpoints/user-endpoints';

export function getUser(http: HttpClient, options?: RequestOptions): Promise<UserInfo> {
  return callEndpoint(http, getUserEndpoint, {}, options);
}
