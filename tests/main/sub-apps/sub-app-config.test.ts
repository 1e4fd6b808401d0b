import { SubAppConfigRegistry } from '@main/sub-apps/sub-app-config';
import { subAppEntry } from '../support/fixtures';

function registry() {
  return new SubAppConfigRegistry({ dev: false, origin: 'http://localhost', baseUrl: '', navigate: () => {}, reportSessionExpired: () => {} });
}

describe('the sub-apps’ props', () => {
  it('say whether a view shows the app now: not while it is only preloaded, yes while shown, not once hidden', () => {
    const apps = registry();
    const props = apps.configFor(subAppEntry('car')).props;
    expect(props.isShown?.()).toBe(false);
    apps.setShown('car', true);
    expect(props.isShown?.()).toBe(true);
    // another app shown is not this one
    expect(apps.configFor(subAppEntry('card')).props.isShown?.()).toBe(false);
    apps.setShown('car', false);
    expect(props.isShown?.()).toBe(false);
  });

  it('are one object for preloadApp and startApp alike (wujie keeps the props it started with)', () => {
    const apps = registry();
    const first = apps.configFor(subAppEntry('car'));
    apps.setShown('car', true);
    expect(apps.configFor(subAppEntry('car'))).toBe(first);
  });
});
