import type { FleetData } from './fleet-data';
import type { TreeModel } from './group-tree-model';

/** Separators a plate is written with ('粤B·12345', '粤B 12345'): ignored when matching, like the server does. */
const SEPARATORS = /[\s·.\-•]/g;

export function searchKey(text: string): string {
  return text.replace(SEPARATORS, '').toUpperCase();
}

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
  /** matches: groups by name + vehicles */
  matches: number;
}

/** Upper-cased plates without separators, computed once per fleet (a search then only compares). */
export function plateKeys(fleet: FleetData): string[] {
  return fleet.columns.plate.map(searchKey);
}

export function searchTree(model: TreeModel, fleet: FleetData, keys: readonly string[], text: string): TreeSearch | null {
  const needle = searchKey(text);
  if (!needle) return null;
  const n = model.groups.length;
  const result: TreeSearch = {
    shownGroup: new Uint8Array(n),
    openedGroup: new Uint8Array(n),
    wholeGroup: new Uint8Array(n),
    matchedRow: new Uint8Array(fleet.size),
    matches: 0,
  };
  const showAncestors = (g: number) => {
    for (let p = model.parent[g] as number; p >= 0 && !result.openedGroup[p]; p = model.parent[p] as number) {
      result.openedGroup[p] = 1;
      result.shownGroup[p] = 1;
    }
  };
  model.groups.forEach((group, g) => {
    if (!searchKey(group.name).includes(needle)) return;
    result.matches += 1;
    for (let d = g; d < (model.subtreeEnd[g] as number); d += 1) {
      result.wholeGroup[d] = 1;
      result.shownGroup[d] = 1;
    }
    showAncestors(g);
  });
  const deviceNo = fleet.columns.deviceNo;
  for (let row = 0; row < fleet.size; row += 1) {
    if (!(keys[row] as string).includes(needle) && !(deviceNo[row] as string).toUpperCase().includes(needle)) continue;
    const g = model.groupOfRow[row] as number;
    if (g < 0) continue;
    result.matchedRow[row] = 1;
    result.matches += 1;
    if (!result.openedGroup[g]) {
      result.openedGroup[g] = 1;
      result.shownGroup[g] = 1;
      showAncestors(g);
    }
  }
  return result;
}
