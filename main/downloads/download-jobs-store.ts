import { makeAutoObservable, runInAction } from 'mobx';
import type { ExportRecord } from '@shared/api/dto/export-dto';
import { listExportRecords } from '@shared/api/export-api';
import { toApiError } from '@shared/http/api-error';
import type { HttpClient } from '@shared/http/http-client';
import { hasUnfinishedJobs, mergeJobs } from './export-jobs';

/** How often unfinished jobs are asked about while someone is looking at them. */
export const EXPORT_POLL_MS = 2000;
/** The tip shows the newest jobs; the centre pages through all of them. */
export const TIP_JOB_COUNT = 5;

/**
 * The user's export jobs as the shell's download-list tip shows them (product-spec §2: opened by
 * `showDownList`). While the tip is open and a job is unfinished, the list is refreshed every
 * EXPORT_POLL_MS; it stops by itself when every job is final or the tip closes, so an idle shell
 * sends nothing.
 */
export class DownloadJobsStore {
  jobs: ExportRecord[] = [];
  tipOpen = false;
  /** the last refresh failed: the tip says so and keeps the jobs it had */
  loadFailed = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private generation = 0;

  constructor(private readonly http: HttpClient) {
    makeAutoObservable<DownloadJobsStore, 'http' | 'timer' | 'generation'>(this, { http: false, timer: false, generation: false });
  }

  get recentJobs(): ExportRecord[] {
    return this.jobs.slice(0, TIP_JOB_COUNT);
  }

  get runningCount(): number {
    return this.jobs.filter((job) => job.status === 'queued' || job.status === 'running').length;
  }

  /** `showDownList`: a job was queued somewhere; show it and follow it until it is final. */
  openTip(): void {
    this.tipOpen = true;
    void this.refresh();
  }

  closeTip(): void {
    this.tipOpen = false;
    this.stopPolling();
  }

  /** One page of the newest jobs; schedules the next refresh while one is unfinished. */
  async refresh(): Promise<void> {
    const generation = this.generation;
    this.stopPolling();
    try {
      const page = await listExportRecords(this.http, { pageNum: 1, pageSize: TIP_JOB_COUNT });
      if (generation !== this.generation) return;
      runInAction(() => {
        this.jobs = mergeJobs(this.jobs, page.list).slice(0, TIP_JOB_COUNT);
        this.loadFailed = false;
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.loadFailed = true;
      });
      // an expired session answers every retry with 4010 (the shell's dialog is open): stop here
      if (toApiError(error).kind === 'session-expired') return;
    }
    if (this.tipOpen && (this.loadFailed || hasUnfinishedJobs(this.jobs))) {
      this.timer = setTimeout(() => void this.refresh(), EXPORT_POLL_MS);
    }
  }

  /** The session expired: no refresh until the tip is opened again (after the next login). */
  pause(): void {
    this.stopPolling();
  }

  /** Logout: forget the jobs and stop asking; answers still on the way are dropped. */
  reset(): void {
    this.generation += 1;
    this.stopPolling();
    this.jobs = [];
    this.tipOpen = false;
    this.loadFailed = false;
  }

  private stopPolling(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
