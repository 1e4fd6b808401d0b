import type { ConfigProviderProps } from 'antd';

type ShowWaveEffect = NonNullable<NonNullable<ConfigProviderProps['wave']>['showEffect']>;

const WAVE_MS = 400;

/**
 * The click ripple of the app's buttons, drawn by the browser (a box-shadow animation on the
 * button itself). antd's own effect renders a new React root into a new element for every click,
 * which attaches React's listeners for every event type to it: measured at ~20 ms of main-thread
 * work in the frame after 查询, ahead of the report's new rows (issue 12).
 */
export const showLightWave: ShowWaveEffect = (element, { token }) => {
  if (typeof element.animate !== 'function') return;
  element.animate(
    [{ boxShadow: `0 0 0 0 ${token.colorPrimaryBorder}` }, { boxShadow: `0 0 0 6px transparent` }],
    { duration: WAVE_MS, easing: 'ease-out' },
  );
};
