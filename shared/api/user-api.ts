import type { HttpClient } from '../http/http-client';
import { userInfoSchema, type UserInfo } from './dto/user-dto';

export function getUser(http: HttpClient): Promise<UserInfo> {
  return http.get('/car/v1/api/user/getUser.json', userInfoSchema);
}
