import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { bindInstantSwitch } from '@main/sub-apps/instant-switch';
import { SUB_APP_ROUTE_ID } from '@main/sub-apps/sub-app-stage';
import { StageHosts } from '@main/sub-apps/stage-hosts';
import { routeSegmentOf } from '@main/stores/systems-store';
import { subAppEntry } from '../support/fixtures';

const entries = [subAppEntry('car'), subAppEntry('data-report')];
const systems = { findBySegment: (segment: string) => entries.find((entry) => routeSegmentOf(entry) === segment) };

/** The shell's route shape: a root whose loader (the guard) runs on every navigation, shell pages, the sub-app route. */
function setUp(proceeds: (target: string) => boolean = () => true) {
  let release: () => void = () => {};
  const routes: RouteObject[] = [
    {
      id: 'root',
      shouldRevalidate: () => true,
      // the guard settles only when the test says so: what is shown before it, is shown within the click
      loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
      children: [
        { path: '/home', element: null },
        { id: SUB_APP_ROUTE_ID, path: '/:systemPath/*', element: null },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/car/monitor'], hydrationData: { loaderData: { root: null } } });
  const stage = new StageHosts();
  const hosts = { car: document.createElement('div'), report: document.createElement('div') };
  stage.register('car', hosts.car);
  stage.register('data-report', hosts.report);
  stage.show('car');
  const unbind = bindInstantSwitch(router, systems, stage, proceeds);
  const settle = async (done: Promise<void>) => {
    release();
    await done;
  };
  const shown = (host: HTMLElement) => host.style.contentVisibility === 'visible' && host.style.zIndex === '0';
  return { router, stage, hosts, settle, shown, unbind };
}

describe('the warm switch between alive sub-apps (issue 12)', () => {
  it('shows the target app the moment the navigation starts, before the guard has answered, and keeps it once settled', async () => {
    const { router, stage, hosts, settle, shown } = setUp();
    stage.markStarted('car', true);
    stage.markStarted('data-report', true);
    const done = router.navigate('/data-report/dataReport/mileageReport');
    expect(shown(hosts.report)).toBe(true);
    expect(shown(hosts.car)).toBe(false);
    await settle(done);
    expect(router.state.location.pathname).toBe('/data-report/dataReport/mileageReport');
    expect(stage.shown).toBe('data-report');
    expect(stage.isAhead()).toBe(false);
  });

  it('waits for the router when the target app has not started yet (its first open)', async () => {
    const { router, stage, hosts, settle, shown } = setUp();
    stage.markStarted('car', true);
    const done = router.navigate('/data-report/');
    expect(shown(hosts.report)).toBe(false);
    expect(shown(hosts.car)).toBe(true);
    await settle(done);
    // the stage shows the settled address's app when React commits it (sub-app-stage.tsx)
    expect(stage.shown).toBe('car');
  });

  it('waits for the router when the guard would not let the address through at once', () => {
    const { router, stage, hosts, shown } = setUp(() => false);
    stage.markStarted('car', true);
    stage.markStarted('data-report', true);
    void router.navigate('/data-report/');
    expect(shown(hosts.report)).toBe(false);
  });

  it('puts the settled address’s app back when the navigation ends elsewhere', async () => {
    const { router, stage, hosts, settle, shown } = setUp();
    stage.markStarted('car', true);
    stage.markStarted('data-report', true);
    void router.navigate('/data-report/');
    expect(shown(hosts.report)).toBe(true);
    // a second navigation (a shell page) replaces the first before the guard answered
    const done = router.navigate('/home');
    await settle(done);
    expect(router.state.location.pathname).toBe('/home');
    expect(stage.shown).toBeNull();
    expect(shown(hosts.report)).toBe(false);
    expect(shown(hosts.car)).toBe(false);
  });

  it('gives a host that appears later the current state, and forgets a host that leaves', () => {
    const stage = new StageHosts();
    stage.show('car');
    const car = document.createElement('div');
    stage.register('car', car);
    expect(car.style.zIndex).toBe('0');
    stage.markStarted('car', true);
    expect(stage.canShowAtOnce('car')).toBe(true);
    stage.register('car', null);
    expect(stage.canShowAtOnce('car')).toBe(false);
  });
});
