import { STATE_COUNT, type FleetData } from './fleet-data';
import type { TreeModel } from './group-tree-model';
import { searchKey, type SearchIndex } from './search-index';

/**
 * What a search shows: groups whose name matches (with their whole content), vehicles whose plate or
 * device number matches (with only the matching vehicles of their group), and every ancestor of a
 * match, opened so the match is in view. Everything else is hidden.
 */
export interface TreeSearch {
  /** group g is shown */
  shownGroup: Uint8Array;
  /** group g is opened by the search (an ancestor of a match) */
  openedGroup: Uint8Array;
  /** group g lies in the subtree of a group whose name matched: all its vehicles are shown */
  wholeGroup: Uint8Array;
  /** vehicle row r matched by plate or device number */
  matchedRow: Uint8Array;
  /** the matched rows (inside the tree), ascending */
  matchedRows: Int32Array;
  /** matches: groups by name + vehicles */
  matches: number;
  /** per group, its own vehicles matched by plate or device number (all of them: its lines are copied whole) */
  matchedOwn: Int32Array;
  /**
   * per group × state code, its own matched vehicles (groups matched by name excluded), counted in the
   * search's one pass over its matches: the tree's counts need no second pass. Valid while the
   * fleet's `stateVersion` is `statesVersion` (a tick that moves a state makes the counts recount).
   */
  matchedByState: Int32Array;
  statesVersion: number;
}

/** The groups' names as searched (normalised once per tree, not per keystroke). */
const groupKeys = new WeakMap<TreeModel, string[]>();

/** (also called while the page is idle after the first paint, so the first search finds them made) */
export function groupKeysOf(model: TreeModel): string[] {
  let keys = groupKeys.get(model);
  if (!keys) {
    keys = model.groups.map((group) => searchKey(group.name));
    groupKeys.set(model, keys);
  }
  return keys;
}

/** What `markMatches` fills, one entry per matched vehicle. */
interface MatchMarks {
  matchedRow: Uint8Array;
  inTree: Int32Array;
  matchedOwn: Int32Array;
  matchedByState: Int32Array;
}

/**
 * The per-match pass of a search (a broad one: every vehicle), alone in a small function: typed
 * array writes only, no closure call, so it is compiled and runs as a tight loop (inside the
 * search's larger function it ran ~10× slower in a profile of "粤"). Returns the matches in the tree.
 */
function markMatches(rows: Int32Array, groupOfRow: Int32Array, codes: Uint8Array, wholeGroup: Uint8Array, out: MatchMarks): number {
  const { matchedRow, inTree, matchedOwn, matchedByState } = out;
  let kept = 0;
  for (let k = 0; k < rows.length; k += 1) {
    const row = rows[k] as number;
    const g = groupOfRow[row] as number;
    if (g < 0) continue;
    matchedRow[row] = 1;
    inTree[kept] = row;
    kept += 1;
    matchedOwn[g] = (matchedOwn[g] as number) + 1;
    if (wholeGroup[g] !== 1) {
      const cell = g * STATE_COUNT + (codes[row] as number);
      matchedByState[cell] = (matchedByState[cell] as number) + 1;
    }
  }
  return kept;
}

/** How many searches of one index are kept (typing on and erasing back, a province typed again). */
const KEPT_SEARCHES = 4;

interface KeptSearch {
  model: TreeModel;
  fleet: FleetData;
  search: TreeSearch;
}

/**
 * The last searches of each index, by needle: a search is read-only once made and stays right for
 * its fleet (its per-state counts say which states they were taken at; the counts recount when a
 * tick moved one). The idle rehearsal's broad search is kept too, so a user's first key (a
 * province, matching a fifth of the fleet) finds its search made: in a profile of "粤" the search
 * was most of that keystroke's task, its loops not yet compiled after one rehearsal.
 */
const keptSearches = new WeakMap<SearchIndex, Map<string, KeptSearch>>();

export function searchTree(model: TreeModel, fleet: FleetData, index: SearchIndex, text: string): TreeSearch | null {
  const needle = searchKey(text);
  if (!needle) return null;
  let recent = keptSearches.get(index);
  if (!recent) {
    recent = new Map();
    keptSearches.set(index, recent);
  }
  const found = recent.get(needle);
  if (found && found.model === model && found.fleet === fleet) {
    // the most recent last (the oldest goes first)
    recent.delete(needle);
    recent.set(needle, found);
    return found.search;
  }
  const search = makeSearch(model, fleet, index, needle);
  recent.delete(needle);
  recent.set(needle, { model, fleet, search });
  if (recent.size > KEPT_SEARCHES) recent.delete(recent.keys().next().value as string);
  return search;
}

function makeSearch(model: TreeModel, fleet: FleetData, index: SearchIndex, needle: string): TreeSearch {
  const n = model.groups.length;
  const shownGroup = new Uint8Array(n);
  const openedGroup = new Uint8Array(n);
  const wholeGroup = new Uint8Array(n);
  const matchedRow = new Uint8Array(fleet.size);
  let matches = 0;
  const showAncestors = (g: number) => {
    for (let p = model.parent[g] as number; p >= 0 && !openedGroup[p]; p = model.parent[p] as number) {
      openedGroup[p] = 1;
      shownGroup[p] = 1;
    }
  };
  groupKeysOf(model).forEach((key, g) => {
    if (!key.includes(needle)) return;
    matches += 1;
    wholeGroup.fill(1, g, model.subtreeEnd[g] as number);
    shownGroup.fill(1, g, model.subtreeEnd[g] as number);
    showAncestors(g);
  });
  const rows = index.rowsMatching(needle);
  const inTree = new Int32Array(rows.length);
  const matchedOwn = new Int32Array(n);
  const matchedByState = new Int32Array(n * STATE_COUNT);
  const kept = markMatches(rows, model.groupOfRow, fleet.stateCodes, wholeGroup, { matchedRow, inTree, matchedOwn, matchedByState });
  // the groups holding a match are opened with their ancestors: once per group, not per match
  for (let g = 0; g < n; g += 1) {
    if (matchedOwn[g] === 0 || openedGroup[g]) continue;
    openedGroup[g] = 1;
    shownGroup[g] = 1;
    showAncestors(g);
  }
  matches += kept;
  return {
    shownGroup,
    openedGroup,
    wholeGroup,
    matchedRow,
    matchedRows: inTree.subarray(0, kept),
    matches,
    matchedOwn,
    matchedByState,
    statesVersion: fleet.stateVersion,
  };
}
