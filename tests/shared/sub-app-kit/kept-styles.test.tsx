import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { ConfigProvider, Tag } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { keptStyleCache } from '@shared/sub-app-kit/kept-styles';

/** the style elements antd's engine has in the document */
const antdStyles = () => [...document.querySelectorAll('style[data-css-hash]')].map((style) => style.getAttribute('data-css-hash'));

/** a screen with an antd Tag, under its own style cache (each case starts from an empty one) */
function screenWithTag(cache: ReturnType<typeof keptStyleCache>, prefixCls: string): ReactNode {
  return (
    <StyleProvider cache={cache}>
      <ConfigProvider prefixCls={prefixCls}>
        <Tag>超速报警</Tag>
      </ConfigProvider>
    </StyleProvider>
  );
}

describe('keptStyleCache', () => {
  it('keeps the styles antd inserted for a component after its last instance unmounts', () => {
    const { unmount } = render(screenWithTag(keptStyleCache(), 'kept'));
    const inserted = antdStyles();
    expect(inserted.length).toBeGreaterThan(0);
    unmount();
    expect(antdStyles()).toEqual(inserted);
  });

  it('is needed: antd alone removes a component\'s CSS variables with its last instance', () => {
    const before = antdStyles();
    const { unmount } = render(
      <StyleProvider cache={createCache()}>
        <ConfigProvider prefixCls="plain">
          <Tag>超速报警</Tag>
        </ConfigProvider>
      </StyleProvider>,
    );
    const mounted = antdStyles();
    unmount();
    expect(antdStyles().length).toBeLessThan(mounted.length);
    expect(mounted.length).toBeGreaterThan(before.length);
  });
});
