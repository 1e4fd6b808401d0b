import { headerNavItems } from '@main/sub-apps/header-nav-items';
import { subAppEntry } from '../support/fixtures';

describe('headerNavItems (product-spec §2: shown only if their ids are in the permitted menu)', () => {
  const systems = [subAppEntry('car'), subAppEntry('card'), subAppEntry('pet')];

  it('keeps only the sub-apps whose ids are permitted, in list order', () => {
    expect(headerNavItems(systems, new Set(['pet', 'car', '4001']))).toEqual([
      { systemId: 'car', title: '智能车联', to: '/car' },
      { systemId: 'pet', title: '宠物守护', to: '/pet' },
    ]);
  });

  it('shows nothing with an empty menu', () => {
    expect(headerNavItems(systems, new Set())).toEqual([]);
  });

  it('leaves out disabled sub-apps even when permitted', () => {
    const disabled = { ...subAppEntry('card'), enabled: false };
    expect(headerNavItems([disabled], new Set(['card']))).toEqual([]);
  });
});
