import { CONTRACT_VERSION, isSubAppProps } from '@shared/contract/sub-app-props';

const props = {
  contractVersion: CONTRACT_VERSION,
  platformId: 8,
  baseUrl: '',
  routeBase: '/car',
  navigateShell: () => {},
  reportSessionExpired: () => {},
};

describe('isSubAppProps', () => {
  it('accepts the props the shell hands a sub-app', () => {
    expect(isSubAppProps(props)).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'props'],
    ['no contractVersion', { ...props, contractVersion: undefined }],
    ['a string platformId', { ...props, platformId: '8' }],
    ['no baseUrl', { ...props, baseUrl: undefined }],
    ['a null routeBase', { ...props, routeBase: null }],
    ['navigateShell not a function', { ...props, navigateShell: '/car' }],
    ['no reportSessionExpired', { ...props, reportSessionExpired: undefined }],
  ])('refuses %s', (_name, value) => {
    expect(isSubAppProps(value)).toBe(false);
  });
});
