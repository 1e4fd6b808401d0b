import { Tag } from 'antd';
import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/**
 * antd's preset green, orange and gold tags put their 7th shade on the 1st (about 3.3:1); these
 * tones keep the same hues with the text darkened to WCAG AA (4.5:1 and more).
 */
const TONES: Record<StatusTone, { color: string; background: string; borderColor: string }> = {
  success: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  warning: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  danger: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  info: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  neutral: { color: 'rgba(0, 0, 0, 0.88)', background: '#fafafa', borderColor: '#d9d9d9' },
};

export function StatusTag({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <Tag style={TONES[tone]}>{children}</Tag>;
}
