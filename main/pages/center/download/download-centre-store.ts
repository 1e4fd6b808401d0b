import { makeAutoObservable, runInAction } from 'mobx';
import type { ExportRecord } from '@shared/api/dto/export-dto';
import type { GroupNode } from '@shared/api/dto/group-dto';
import { listExportRecords } from '@shared/api/export-api';
import { getGroupTree } from '@shared/api/group-api';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import type { HttpClient } from '@shared/http/http-client';
import { AsyncState } from '@shared/state/async-state';
import { EXPORT_POLL_MS } from '../../../downloads/download-jobs-store';
import { hasUnfinishedJobs } from '../../../downloads/export-jobs';

/**
 * The download centre's page of jobs (product-spec §9 paging: page size 10 by default, first
 * page 1) and the group tree its form and filter column use. While the page shows an unfinished
 * job it is refreshed every EXPORT_POLL_MS, quietly: the table keeps its rows during a refresh,
 * and a failed refresh keeps them too and tries again.
 */
export class DownloadCentreStore {
  records: ExportRecord[] = [];
  total = 0;
  pageNum = FIRST_PAGE;
  pageSize = DEFAULT_PAGE_SIZE;
  groups: GroupNode[] = [];
  readonly recordsLoad = new AsyncState();
  readonly groupsLoad = new AsyncState();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  constructor(private readonly http: HttpClient) {
    makeAutoObservable<DownloadCentreStore, 'http' | 'timer' | 'disposed'>(this, { http: false, timer: false, disposed: false });
  }

  get groupNames(): Map<number, string> {
    return new Map(this.groups.map((group) => [group.groupId, group.name]));
  }

  start(): void {
    void this.loadGroups();
    void this.loadRecords();
  }

  async loadGroups(): Promise<void> {
    await this.groupsLoad.run(() => getGroupTree(this.http), {
      apply: (tree) => {
        this.groups = tree.groups;
      },
    });
  }

  /** Loads the current page; `quiet` refreshes keep the error of a failed refresh out of the page. */
  async loadRecords(quiet = false): Promise<void> {
    this.stopPolling();
    const request = { pageNum: this.pageNum, pageSize: this.pageSize };
    const apply = (page: { list: ExportRecord[]; total: number }) => {
      this.records = page.list;
      this.total = page.total;
    };
    if (quiet) {
      try {
        const page = await listExportRecords(this.http, request);
        if (!this.disposed) runInAction(() => apply(page));
      } catch {
        // the rows shown stay; the next tick asks again
      }
    } else {
      await this.recordsLoad.run(() => listExportRecords(this.http, request), { apply });
    }
    if (!this.disposed && (hasUnfinishedJobs(this.records) || (quiet && this.recordsLoad.isError))) {
      this.timer = setTimeout(() => void this.loadRecords(true), EXPORT_POLL_MS);
    }
  }

  changePage(pageNum: number, pageSize: number): void {
    // a new page size starts again from the first page (product-spec §9)
    this.pageNum = pageSize === this.pageSize ? pageNum : FIRST_PAGE;
    this.pageSize = pageSize;
    void this.loadRecords();
  }

  /** A job was started here: show it on the first page and follow it. */
  jobStarted(): void {
    this.pageNum = FIRST_PAGE;
    void this.loadRecords();
  }

  dispose(): void {
    this.disposed = true;
    this.stopPolling();
  }

  private stopPolling(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
