import { whenIdle } from '@shared/state/when-idle';
import type { FleetData } from './fleet-data';
import type { GroupStateCounts } from './group-state-counts';
import type { TreeModel } from './group-tree-model';
import { flattenTree, rowFilter } from './tree-rows';
import type { SearchIndexBuilder } from './search-index';
import { groupKeysOf, searchTree } from './tree-search';

/**
 * Vehicles per idle slice once the two columns' texts are made (each its own slice): the slices left
 * only list the rows of each province character, well under a millisecond per slice.
 */
const INDEX_SLICE_ROWS = 25_000;

/** What the idle work reads, asked again at each slice (a reset or another fleet stops it). */
export interface IdleSearchSource {
  /** the builder still in use (another one, or none: stop) */
  builder: () => SearchIndexBuilder | null;
  model: () => TreeModel | null;
  fleet: () => FleetData | null;
  groupCounts: () => GroupStateCounts | null;
  expanded: () => ReadonlySet<number>;
  /** whether the user is searching already (the rehearsal then has nothing to prepare) */
  searching: () => boolean;
}

/** The longest a slice of the index (or the rehearsal) waits for an idle moment. */
const IDLE_WAIT_CAP_MS = 2000;

/**
 * The search index, a slice at a time while the page is idle (a search before the end finishes it),
 * then one rehearsed search.
 */
export function buildSearchIndexWhenIdle(builder: SearchIndexBuilder, source: IdleSearchSource): void {
  const slice = () => {
    if (builder !== source.builder() || builder.done) return;
    if (builder.step(INDEX_SLICE_ROWS)) {
      builder.finish();
      // the groups' names normalised for search too (the first search made them: ~1 ms per thousand groups)
      const model = source.model();
      if (model) groupKeysOf(model);
      whenIdle(() => rehearseSearch(builder, source), IDLE_WAIT_CAP_MS);
      return;
    }
    whenIdle(slice, IDLE_WAIT_CAP_MS);
  };
  whenIdle(slice, IDLE_WAIT_CAP_MS);
}

/**
 * One broad search (the commonest province character) run at idle and thrown away: a user's first
 * search otherwise ran its per-match loops (tens of thousands of vehicles) and the counts and lines
 * under a search for the first time, in V8's interpreter (~4 ms of that keystroke's task in a
 * profile of "粤"); after this they are compiled. Nothing of the page changes.
 */
function rehearseSearch(builder: SearchIndexBuilder, source: IdleSearchSource): void {
  const model = source.model();
  const fleet = source.fleet();
  const groupCounts = source.groupCounts();
  if (builder !== source.builder() || !model || !fleet || !groupCounts || source.searching()) return;
  const index = builder.finish();
  const needle = index.commonestWideChar();
  const search = needle === null ? null : searchTree(model, fleet, index, needle);
  if (!search) return;
  const counts = groupCounts.counts('all', search);
  flattenTree(model, { expanded: source.expanded(), tab: 'all', search, shows: rowFilter(model, fleet, 'all', search), counts });
}
