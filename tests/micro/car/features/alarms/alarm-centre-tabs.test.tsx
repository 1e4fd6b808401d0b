import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AlarmCentreTabs } from '@car/features/alarms/alarm-centre-tabs';

const TABS = [
  { key: 'realtime', label: '实时报警' },
  { key: 'history', label: '历史报警' },
] as const;

function Tabs() {
  const [active, setActive] = useState<'realtime' | 'history'>('realtime');
  return <AlarmCentreTabs tabs={TABS} active={active} onChange={setActive} />;
}

/** the bottom border's colour as the browser resolves it (jsdom: from the inline style), transparent as 'none' */
function underline(name: string): string {
  const colour = getComputedStyle(screen.getByRole('tab', { name })).borderBottomColor;
  return colour === 'transparent' || colour === 'rgba(0, 0, 0, 0)' ? 'none' : colour;
}

describe('AlarmCentreTabs', () => {
  it('underlines the selected tab only, after any number of switches (the one left loses its mark entirely)', () => {
    render(<Tabs />);
    const marked = underline('实时报警');
    expect(marked).toMatch(/^(#|rgb)/);
    expect(underline('历史报警')).toBe('none');

    fireEvent.click(screen.getByRole('tab', { name: '历史报警' }));
    expect(screen.getByRole('tab', { name: '历史报警' })).toHaveAttribute('aria-selected', 'true');
    expect(underline('历史报警')).toBe(marked);
    expect(underline('实时报警')).toBe('none');

    fireEvent.click(screen.getByRole('tab', { name: '实时报警' }));
    expect(underline('实时报警')).toBe(marked);
    expect(underline('历史报警')).toBe('none');
  });

  it('moves with the arrow keys as a tab list does, the focus with it', () => {
    render(<Tabs />);
    screen.getByRole('tab', { name: '实时报警' }).focus();
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '历史报警' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '历史报警' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'Home' });
    expect(screen.getByRole('tab', { name: '实时报警' })).toHaveAttribute('aria-selected', 'true');
  });
});
