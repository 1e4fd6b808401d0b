import { resourceTree, subAppEntry } from '../support/fixtures';
import { ok } from '../support/routes';
import { createTestRoot } from '../support/test-root';

const RESOURCES = '/car/v1/api/resource/newList.json';
const SYSTEMS = '/car/v1/api/platform/getPlatformByRoleId.json';

/**
 * The resource list and the sub-app list are asked by the login page, the layout's reaction to a
 * new session and the navigation guard, often at the same moment: they share one request.
 */
describe('loads asked for at the same moment', () => {
  it('the resource list: one request for every caller meanwhile; the next load asks again', async () => {
    const { root, calls } = createTestRoot({ [RESOURCES]: () => ok(resourceTree(['car'])) }, { sessionId: 's' });
    const outcomes = await Promise.all([root.permission.loadResources(), root.permission.loadResources(), root.permission.loadResources()]);
    expect(outcomes).toEqual(['loaded', 'loaded', 'loaded']);
    expect(calls.filter((call) => call.path === RESOURCES)).toHaveLength(1);
    expect(root.permission.hasMenu('car')).toBe(true);

    await root.permission.loadResources();
    expect(calls.filter((call) => call.path === RESOURCES)).toHaveLength(2);
  });

  it('the resource list: a load after a reset (another user) does not join the last user’s', async () => {
    const { root, calls } = createTestRoot({ [RESOURCES]: () => ok(resourceTree(['car'])) }, { sessionId: 's' });
    const previous = root.permission.loadResources();
    root.permission.reset();
    const next = root.permission.loadResources();
    expect(next).not.toBe(previous);
    await Promise.all([previous, next]);
    expect(calls.filter((call) => call.path === RESOURCES)).toHaveLength(2);
  });

  it('the sub-app list: one request for every caller meanwhile; a failure is everyone’s, and the next load asks again', async () => {
    let answers = 0;
    const { root, calls } = createTestRoot(
      {
        [SYSTEMS]: () => {
          answers += 1;
          if (answers === 1) throw new Error('网络中断');
          return ok([subAppEntry('car')]);
        },
      },
      { sessionId: 's' },
    );
    expect(await Promise.all([root.systems.load(), root.systems.load()])).toEqual([false, false]);
    expect(calls.filter((call) => call.path === SYSTEMS)).toHaveLength(1);

    expect(await root.systems.load()).toBe(true);
    expect(root.systems.list.map((entry) => entry.systemId)).toEqual(['car']);
    expect(calls.filter((call) => call.path === SYSTEMS)).toHaveLength(2);
  });
});
