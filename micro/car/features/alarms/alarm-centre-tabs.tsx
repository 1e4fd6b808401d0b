import { theme } from 'antd';
import { memo, useMemo, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

export interface AlarmCentreTab<Key extends string> {
  key: Key;
  label: ReactNode;
}

/**
 * The alarm centre's two tabs (实时报警 / 历史报警): a plain tab list styled from the theme token, with
 * the WAI-ARIA tabs keyboard (arrows, Home, End). antd's Tabs mounted with the page measured every
 * tab, observed their sizes, built its overflow menu and registered its styles again at each
 * opening: most of the work before the thousand-alarm list could show.
 */
export const AlarmCentreTabs = memo(function AlarmCentreTabs<Key extends string>({
  tabs,
  active,
  onChange,
}: {
  tabs: readonly AlarmCentreTab<Key>[];
  active: Key;
  onChange: (key: Key) => void;
}) {
  const { token } = theme.useToken();
  const listRef = useRef<HTMLDivElement>(null);
  const styles = useMemo(() => {
    const tab: CSSProperties = {
      padding: `${token.paddingSM}px 0`,
      marginBottom: -1,
      // the same border properties in both states: React sets only the one that changed, and a
      // bottom colour beside an unchanged \`borderBottom\` left the tab that lost the mark with a black
      // underline (the colour removed, not reset)
      borderWidth: '0 0 2px',
      borderStyle: 'solid',
      borderColor: 'transparent',
      background: 'none',
      color: token.colorText,
      font: 'inherit',
      fontSize: token.fontSize,
      cursor: 'pointer',
    };
    return {
      list: { display: 'flex', gap: token.marginLG, borderBottom: `1px solid ${token.colorBorderSecondary}` } satisfies CSSProperties,
      tab,
      active: { ...tab, color: token.colorPrimary, borderColor: `transparent transparent ${token.colorPrimary}` } satisfies CSSProperties,
    };
  }, [token]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.key === active);
    const next =
      event.key === 'ArrowRight' ? (at + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (at - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : -1;
    const target = tabs[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.key);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div ref={listRef} role="tablist" style={styles.list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={`alarm-centre-tab-${tab.key}`}
          aria-selected={tab.key === active}
          tabIndex={tab.key === active ? 0 : -1}
          style={tab.key === active ? styles.active : styles.tab}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}) as <Key extends string>(props: { tabs: readonly AlarmCentreTab<Key>[]; active: Key; onChange: (key: Key) => void }) => ReactNode;
