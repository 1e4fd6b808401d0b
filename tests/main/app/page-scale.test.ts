import { computePageScale } from '@main/app/page-scale';

describe('computePageScale (product-spec §2: min(w/1366, h/768, 1), at least 0.5)', () => {
  it.each([
    [1366, 768, 1],
    [1920, 1080, 1],
    [1024, 768, 1024 / 1366],
    [1366, 600, 600 / 768],
    [1280, 720, Math.min(1280 / 1366, 720 / 768)],
    [600, 768, 0.5],
    [300, 200, 0.5],
    [0, 768, 1],
  ])('%i × %i → %f', (width, height, expected) => {
    expect(computePageScale(width, height)).toBeCloseTo(expected, 6);
  });
});
