/**
 * Who is calling, as the server knows it from the session: everything that scopes data comes from
 * here, never from the client's headers (`userId`, `platformId`) or its menus.
 */
export interface AuthContext {
  userId: number;
  customerId: number;
  roleId: number;
  userType: 'operator' | 'sub';
}
