import { describe, expect, it } from 'vitest';
import { cssRule } from '@shared/ui/virtual-table/css-rule';

describe('cssRule', () => {
  it('writes a style object as React writes it inline: kebab-case, px on numbers except the unitless ones and 0, in order', () => {
    expect(cssRule('.a', { padding: '0 8px', border: 0, fontSize: 12, lineHeight: 1.5, borderRadius: 4, whiteSpace: 'nowrap', fontWeight: 600 })).toBe(
      '.a{padding:0 8px;border:0;font-size:12px;line-height:1.5;border-radius:4px;white-space:nowrap;font-weight:600}',
    );
  });

  it('leaves out what has no value', () => {
    expect(cssRule('.b', { color: undefined, cursor: 'pointer' })).toBe('.b{cursor:pointer}');
  });
});
