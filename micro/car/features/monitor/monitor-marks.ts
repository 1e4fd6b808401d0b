/**
 * Performance marks the console benchmark reads: the list decoded (`dataDecoded`, in the request's
 * own task), the tree's work starting on it (`dataReady`, the next task: the browser finishes the
 * request in between), the first rows painted (`treePainted`, that frame's animation callback), and
 * each live tick applied (`liveApplied`, its detail the number of changes; only the newest is kept).
 */
export const MONITOR_MARKS = {
  dataDecoded: 'monitor:data-decoded',
  dataReady: 'monitor:data-ready',
  treePainted: 'monitor:tree-painted',
  searchIndexReady: 'monitor:search-index-ready',
  liveApplied: 'monitor:live-applied',
} as const;
