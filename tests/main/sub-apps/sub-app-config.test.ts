import { SubAppConfigRegistry } from '@main/sub-apps/sub-app-config';
import { subAppEntry } from '../support/fixtures';

function registry(location = { pathname: '/home', search: '' }) {
  return new SubAppConfigRegistry({ dev: false, origin: 'http://localhost', baseUrl: '', navigate: () => {}, reportSessionExpired: () => {}, location: () => location });
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

  it('give a shown app the inner path of the shell’s address, query included, and nothing while it is only preloaded', () => {
    const address = { pathname: '/car/playback', search: '?vehicleId=1&urlType=blank' };
    const apps = registry(address);
    const props = apps.configFor(subAppEntry('car')).props;
    expect(props.shownPath?.()).toBeNull();
    apps.setShown('car', true);
    expect(props.shownPath?.()).toBe('/playback?vehicleId=1&urlType=blank');
    address.pathname = '/car';
    address.search = '';
    expect(props.shownPath?.()).toBe('/');
    // an address of another app (a prefix of the name is not the route base)
    address.pathname = '/cardinal/x';
    expect(props.shownPath?.()).toBeNull();
  });
});
