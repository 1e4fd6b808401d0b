/**
 * Offline geocoder benchmark (a script, not a test): builds the bundled-boundary index, then times
 * batches of 50 points (what getGeo.json takes at most) spread over China: the figure that
 * tests/server/geo-geocoder.test.ts used to assert against the clock, printed here instead.
 *
 *   tsx bench/geocoder-bench.ts [--batches 200]
 */
import { createGeocoder } from '../server/geocoder/geocoder';
import { median, ms, percentile } from './stats';

const at = process.argv.indexOf('--batches');
const batches = at >= 0 ? Number(process.argv[at + 1]) : 200;

const geocoder = createGeocoder();
const buildStarted = performance.now();
await geocoder.warmUp();
const buildMs = performance.now() - buildStarted;

const batch = Array.from({ length: 50 }, (_, i) => ({ lng: 100 + (i % 25), lat: 22 + (i % 20) }));
await geocoder.addresses(batch);
const times: number[] = [];
for (let i = 0; i < batches; i += 1) {
  const started = performance.now();
  await geocoder.addresses(batch);
  times.push(performance.now() - started);
}
process.stdout.write(
  `offline geocoder: index built in ${ms(buildMs)}; batch of ${batch.length} (n=${batches}): median ${ms(median(times))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))}\n`,
);
