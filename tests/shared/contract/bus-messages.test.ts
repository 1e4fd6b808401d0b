import {
  SUB_APP_MESSAGE_NAMES,
  checkSubAppMessage,
  isSubAppMessageName,
  type SubAppMessageName,
} from '@shared/contract/bus-messages';

/** The nine sub-app → shell messages of product-spec §4, each checked at the shell's door. */

const resource = { id: 0, name: '根', type: 1, children: [{ id: 'car', name: '智能车联', type: 1, children: null }] };

const cases: Record<SubAppMessageName, { valid: unknown[]; invalid: unknown[] }> = {
  goPage: {
    valid: [{ path: '/car/playback', query: { vehicleId: '7', urlType: 'blank' }, newTab: true }, { path: '/center/notice' }],
    invalid: [{ path: 'car/playback' }, { path: '/car', query: { vehicleId: 7 } }, { path: '/car', newTab: 'yes' }, {}],
  },
  changeClient: {
    valid: [{ userId: 42, userName: '车队甲' }, { userId: 42 }],
    invalid: [{ userId: '42' }, { userName: '车队甲' }, null],
  },
  updateMenu: {
    valid: [{}, { systemId: 'car' }, null],
    invalid: [{ systemId: 8 }],
  },
  showDownList: {
    valid: [{}, { taskName: '里程报表' }],
    invalid: [{ taskName: 1 }],
  },
  showVehInfo: {
    valid: [{ vehicleId: 7 }, { vehicleId: 'V7', tab: 'follow', plate: '粤B12345' }, { vehicleId: 7, tab: '' }],
    invalid: [{ vehicleId: '' }, { vehicleId: 7, tab: 'track' }, { tab: 'follow' }, { vehicleId: null }],
  },
  getResourceData: {
    valid: [{ requestId: 'r-1' }],
    invalid: [{ requestId: '' }, {}, { requestId: 1 }],
  },
  changeResourceData: {
    valid: [{ resources: [resource] }, { resources: [] }],
    invalid: [{ resources: [{ id: 1, name: 'x' }] }, { resources: [{ ...resource, children: [{ id: 2 }] }] }, { resources: 'all' }],
  },
  showImage: {
    valid: [{ urls: ['https://img.example.com/a.png'] }, { urls: ['a.png', 'b.png'], index: 1 }],
    invalid: [{ urls: [] }, { urls: ['a.png'], index: -1 }, { urls: ['a.png'], index: 0.5 }, { urls: 'a.png' }],
  },
  showInstructions: {
    valid: [{ type: 'batch', vehicleIds: [1, 'V2'] }, { type: 'single', vehicleIds: [7] }, { type: 'history', vehicleIds: [] }, { type: 'history', vehicleIds: [7] }],
    invalid: [
      { type: '', vehicleIds: [1] },
      { type: 'batch' },
      { type: 'batch', vehicleIds: [''] },
      // the dialog type selects single / batch / history; single names exactly one vehicle, batch at least one
      { type: 'group', vehicleIds: [1] },
      { type: 'single', vehicleIds: [] },
      { type: 'single', vehicleIds: [1, 2] },
      { type: 'batch', vehicleIds: [] },
    ],
  },
};

describe('the nine message names', () => {
  it('are exactly the spec’s', () => {
    expect([...SUB_APP_MESSAGE_NAMES].sort()).toEqual(
      [
        'goPage',
        'changeClient',
        'updateMenu',
        'showDownList',
        'showVehInfo',
        'getResourceData',
        'changeResourceData',
        'showImage',
        'showInstructions',
      ].sort(),
    );
  });

  it.each([
    ['goPage', true],
    ['showVehInfo', true],
    ['showinstructions', false],
    ['resourceData', false],
    ['', false],
    [undefined, false],
    [1, false],
    [{ name: 'goPage' }, false],
  ])('isSubAppMessageName(%j) → %s', (name, expected) => {
    expect(isSubAppMessageName(name)).toBe(expected);
  });
});

describe('checkSubAppMessage', () => {
  const valid = SUB_APP_MESSAGE_NAMES.flatMap((name) => cases[name].valid.map((payload) => [name, payload] as const));
  const invalid = SUB_APP_MESSAGE_NAMES.flatMap((name) => cases[name].invalid.map((payload) => [name, payload] as const));

  it('has valid and invalid cases for every name', () => {
    for (const name of SUB_APP_MESSAGE_NAMES) {
      expect(cases[name].valid.length).toBeGreaterThan(0);
      expect(cases[name].invalid.length).toBeGreaterThan(0);
    }
  });

  it.each(valid)('accepts %s %j', (name, payload) => {
    const result = checkSubAppMessage(name, payload);
    expect(result).toEqual({ ok: true, message: { name, payload: expect.anything() } });
  });

  it.each(invalid)('refuses %s %j with a Chinese reason naming the message', (name, payload) => {
    const result = checkSubAppMessage(name, payload);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toContain(name);
    expect(result.reason).toMatch(/[\u4e00-\u9fff]/);
  });

  it('hands on the checked payload', () => {
    const result = checkSubAppMessage('showVehInfo', { vehicleId: 7, tab: 'follow' });
    expect(result).toEqual({ ok: true, message: { name: 'showVehInfo', payload: { vehicleId: 7, tab: 'follow' } } });
  });

  it.each(['openWindow', 'goPage ', 'shell:theme', undefined, 42])('refuses the unknown name %j with a Chinese reason', (name) => {
    const result = checkSubAppMessage(name, {});
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/^未知的子应用消息/) });
  });
});
