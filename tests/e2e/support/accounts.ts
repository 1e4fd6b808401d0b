/** The seeded demo accounts (README). */
export const OPERATOR = { username: 'demo', password: 'demo123456' } as const;
export const SUB_USER = { username: 'demo-sub', password: 'demo123456' } as const;
/** the sub role without car:alarm:process */
export const VIEWER = { username: 'demo-viewer', password: 'demo123456' } as const;

export type Account = typeof OPERATOR | typeof SUB_USER | typeof VIEWER;
