import { getGroupTree, listAllVehicles } from '@shared/api/group-api';
import type { HttpClient } from '@shared/http/http-client';
import { decodeFleet, type DecodedFleet } from './decoded-fleet';
import { indexGroups } from './group-tree-model';

/**
 * The monitoring page's first load: the group tree and the vehicle list at once, decoded into the
 * fleet. The two requests stop with `signal` (a reset), and with each other: when one fails the
 * load has failed, and the other (the 100k list: megabytes) is not left downloading for nothing.
 * They do not abort `signal` itself: its owner keeps the error to show.
 */
export function loadFleet(http: HttpClient, signal: AbortSignal): Promise<DecodedFleet> {
  const requests = new AbortController();
  signal.addEventListener('abort', () => requests.abort(), { once: true });
  const stopOnFailure = (error: unknown): never => {
    requests.abort();
    throw error;
  };
  return Promise.all([
    // the tree comes long before the 100k list: its structure is indexed while the list is in flight
    getGroupTree(http, { signal: requests.signal })
      .then((tree) => ({ tree, index: indexGroups(tree.groups) }))
      .catch(stopOnFailure),
    listAllVehicles(http, { signal: requests.signal }).catch(stopOnFailure),
  ]).then(([{ tree, index }, columns]) => decodeFleet(tree, index, columns));
}
