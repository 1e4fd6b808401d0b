import type { CSSProperties } from 'react';

/** Inline styles: the widget lives in someone else's page and must neither leak nor depend on CSS. */
/** the theme's primary (#0958d9): white text on it reaches AA contrast, antd's #1677ff does not */
const blue = '#0958d9';
const font = '14px/1.6 -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif';

/** The launcher, as plain CSS values (usable by `element.style` and by React alike). */
export const launcherStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '6px',
  border: '0',
  borderRadius: '20px',
  padding: '6px 14px 6px 6px',
  background: blue,
  color: '#fff',
  boxShadow: '0 4px 12px rgba(0,0,0,0.2)',
  cursor: 'pointer',
  font,
} as const satisfies CSSProperties & Partial<CSSStyleDeclaration>;

export const launcherIconStyle = { width: '28px', height: '28px', borderRadius: '50%' } as const satisfies CSSProperties & Partial<CSSStyleDeclaration>;

export const styles = {
  panel: {
    width: 360,
    height: 520,
    marginBottom: 8,
    display: 'flex',
    flexDirection: 'column',
    background: '#fff',
    borderRadius: 8,
    boxShadow: '0 6px 24px rgba(0,0,0,0.18)',
    overflow: 'hidden',
    font,
    color: '#1f1f1f',
  },
  header: { display: 'flex', alignItems: 'center', gap: 8, padding: '10px 12px', background: blue, color: '#fff', fontWeight: 600 },
  avatar: { width: 24, height: 24, borderRadius: '50%' },
  close: { border: 0, background: 'transparent', color: '#fff', fontSize: 20, lineHeight: 1, cursor: 'pointer' },
  body: { flex: 1, overflowY: 'auto', padding: 12 },
  faq: { display: 'flex', flexWrap: 'wrap', gap: 6, marginBottom: 12 },
  faqTitle: { width: '100%', color: '#595959', fontSize: 12 },
  faqItem: { border: `1px solid ${blue}`, color: blue, background: '#fff', borderRadius: 12, padding: '2px 10px', fontSize: 12, cursor: 'pointer' },
  userMessage: { margin: '8px 0 8px 40px', padding: '8px 10px', background: '#e6f4ff', borderRadius: 8, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  botMessage: { margin: '8px 40px 8px 0', padding: '8px 10px', background: '#f5f5f5', borderRadius: 8, overflowWrap: 'anywhere' },
  typing: { color: '#8c8c8c' },
  error: { margin: '4px 0 0', color: '#cf1322' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 6 },
  actionButton: { border: 0, background: blue, color: '#fff', borderRadius: 4, padding: '2px 12px', cursor: 'pointer', font },
  form: { display: 'flex', gap: 8, padding: 10, borderTop: '1px solid #f0f0f0' },
  input: { flex: 1, border: '1px solid #d9d9d9', borderRadius: 4, padding: '4px 8px', font },
  send: { border: 0, background: blue, color: '#fff', borderRadius: 4, padding: '4px 14px', cursor: 'pointer', font },
  // the launcher's styles are strings: the first chunk paints it with plain DOM (launcher.ts), the
  // chat chunk with React, and both must look the same
  launcher: launcherStyle,
  launcherIcon: launcherIconStyle,
} satisfies Record<string, CSSProperties>;
