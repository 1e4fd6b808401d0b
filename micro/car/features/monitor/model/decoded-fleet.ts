import type { GroupTree } from '@shared/api/dto/group-dto';
import type { VehicleTable } from '@shared/api/dto/vehicle-table';
import { MONITOR_MARKS } from '../monitor-marks';
import { FleetData } from './fleet-data';
import { GroupStateCounts } from './group-state-counts';
import { buildTreeModel, type GroupIndex, type TreeModel } from './group-tree-model';

/** The list as the tree reads it: decoded, laid out by group, counted per group and state. */
export interface DecodedFleet {
  tree: GroupTree;
  fleet: FleetData;
  model: TreeModel;
  groupCounts: GroupStateCounts;
}

/**
 * Done with the decoding, in the list request's own task: the vehicles laid out by group and counted
 * (two passes over 100k) are ready before the tree's first render, which then has only its rows to make.
 */
export function decodeFleet(tree: GroupTree, index: GroupIndex, columns: VehicleTable): DecodedFleet {
  const fleet = new FleetData(columns);
  const model = buildTreeModel(tree.groups, fleet, index);
  const groupCounts = new GroupStateCounts(model, fleet);
  // what the tree first shows (全部, no search)
  groupCounts.counts('all', null);
  // read by bench/console-bench.ts (what the browser does between this and dataReady is its own)
  performance.mark(MONITOR_MARKS.dataDecoded);
  return { tree, fleet, model, groupCounts };
}
