import { isBlankPage } from '@main/app/layout/layout-paths';
import { goPageUrl } from '@main/sub-apps/shell-message-handlers';
import { playbackPage } from '@shared/contract/page-links';

describe('urlType=blank (product-spec §2)', () => {
  it('is how playback opens, and it hides the shell layout', () => {
    const url = goPageUrl(playbackPage({ vehicleId: 12, startTime: '2026-01-15 00:00:00', endTime: '2026-01-15 10:00:00' }));
    expect(url).toBe('/car/playback?vehicleId=12&startTime=2026-01-15+00%3A00%3A00&endTime=2026-01-15+10%3A00%3A00&urlType=blank');
    expect(isBlankPage(url.slice(url.indexOf('?')))).toBe(true);
  });

  it('leaves every other page in the layout', () => {
    expect(isBlankPage('')).toBe(false);
    expect(isBlankPage('?vehicleId=12')).toBe(false);
    expect(isBlankPage('?urlType=normal')).toBe(false);
  });
});
