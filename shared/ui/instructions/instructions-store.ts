import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CommandBatch, CommandCheckResult, CommandCode, CommandDelivery, CommandParams, CommandType } from '@shared/api/dto/command-dto';
import { COMMAND_VEHICLES_MAX } from '@shared/api/endpoints/command-endpoints';
import { checkCommandTargets, getCommandBatch, listCommandTypes, pageCommandRecords, retryCommands, sendCommands } from '@shared/api/command-api';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import { SECOND_MS } from '@shared/constants/time';
import type { HttpClient } from '@shared/http/http-client';
import { AsyncState } from '@shared/state/async-state';
import { applyRetry, summariseBatch, type DeliveryProgress } from './delivery-progress';
import { buildPreCheckMatrix, type PreCheckMatrix } from './pre-check-matrix';

/** Delivery progress is polled this often until every vehicle has settled: a device answers in seconds. */
export const PROGRESS_POLL_MS = SECOND_MS;

export type InstructionsStep = 'choose' | 'checked' | 'progress';

/**
 * One instructions dialog: choose a command and its parameters, pre-check every vehicle, send to
 * the eligible ones (with the pre-check's confirmation token for a dangerous command), then watch
 * each vehicle's delivery until it settles and retry the failed ones. Plus the command history.
 */
export class InstructionsStore {
  readonly vehicleIds: number[];
  /** ids the bus carried that are not vehicle ids (not positive integers) */
  readonly invalidIds: string[];
  step: InstructionsStep = 'choose';
  types: CommandType[] = [];
  readonly typesState = new AsyncState();
  commandCode: CommandCode | null = null;
  params: CommandParams = {};
  queueOffline = true;
  check: CommandCheckResult | null = null;
  readonly checkState = new AsyncState();
  readonly sendState = new AsyncState();
  batch: Pick<CommandBatch, 'list'> | null = null;
  batchId: number | null = null;
  history: CommandDelivery[] = [];
  historyTotal = 0;
  historyPage = FIRST_PAGE;
  readonly historyState = new AsyncState();

  private readonly http: HttpClient;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  constructor(http: HttpClient, vehicleIds: readonly (number | string)[]) {
    this.http = http;
    const ids = vehicleIds.map((id) => ({ id, value: Number(id) }));
    this.vehicleIds = [...new Set(ids.filter(({ value }) => Number.isInteger(value) && value > 0).map(({ value }) => value))];
    this.invalidIds = ids.filter(({ value }) => !Number.isInteger(value) || value <= 0).map(({ id }) => String(id));
    makeAutoObservable<this, 'http' | 'timer' | 'disposed'>(
      this,
      {
        http: false,
        timer: false,
        disposed: false,
        vehicleIds: false,
        invalidIds: false,
        typesState: false,
        checkState: false,
        sendState: false,
        historyState: false,
        // answers are replaced whole, never edited: a thousand pre-check rows stay plain objects
        // (a deep observable would wrap every row and make the matrix read them through proxies)
        types: observableRef,
        check: observableRef,
        batch: observableRef,
        history: observableRef,
      },
      { autoBind: true },
    );
  }

  get tooMany(): boolean {
    return this.vehicleIds.length > COMMAND_VEHICLES_MAX;
  }

  get commandType(): CommandType | null {
    return this.types.find((type) => type.code === this.commandCode) ?? null;
  }

  get matrix(): PreCheckMatrix | null {
    return this.check ? buildPreCheckMatrix(this.check, this.queueOffline) : null;
  }

  get progress(): DeliveryProgress | null {
    return this.batch ? summariseBatch(this.batch) : null;
  }

  loadTypes(): Promise<unknown> {
    return this.typesState.run(() => listCommandTypes(this.http), { apply: (types) => (this.types = types) });
  }

  /** Another command or other parameters: the last pre-check no longer applies. */
  choose(code: CommandCode, params: CommandParams = {}): void {
    this.commandCode = code;
    this.params = params;
    this.check = null;
    this.step = 'choose';
  }

  setQueueOffline(queue: boolean): void {
    this.queueOffline = queue;
  }

  async runCheck(): Promise<boolean> {
    const code = this.commandCode;
    if (!code || this.vehicleIds.length === 0 || this.tooMany) return false;
    const result = await this.checkState.run(() => checkCommandTargets(this.http, { commandCode: code, vehicleIds: this.vehicleIds, params: this.params }), {
      apply: (check) => {
        this.check = check;
        this.step = 'checked';
      },
    });
    return result.ok;
  }

  /** Sends to the eligible vehicles of the pre-check; a confirmation token goes with a dangerous command. */
  async send(): Promise<boolean> {
    const check = this.check;
    const matrix = this.matrix;
    if (!check || !matrix || matrix.eligibleIds.length === 0) return false;
    // the token confirms exactly the pre-checked vehicle set: a dangerous command goes to all of them
    // (the server refuses the ineligible ones one by one); any other command only to the eligible
    const vehicleIds = check.confirmToken ? this.vehicleIds : matrix.eligibleIds;
    const result = await this.sendState.run(() =>
      sendCommands(this.http, {
        commandCode: check.commandCode,
        vehicleIds,
        params: this.params,
        queueOffline: this.queueOffline,
        ...(check.confirmToken ? { confirmToken: check.confirmToken } : {}),
      }),
    );
    if (!result.ok) return false;
    runInAction(() => {
      this.batchId = result.value.batchId;
      this.step = 'progress';
    });
    await this.pollBatch();
    return true;
  }

  async retry(): Promise<boolean> {
    const ids = this.progress?.retryableIds ?? [];
    if (ids.length === 0 || !this.batch) return false;
    const result = await this.sendState.run(() => retryCommands(this.http, { deliveryIds: ids, queueOffline: this.queueOffline }));
    if (!result.ok) return false;
    runInAction(() => {
      if (this.batch) this.batch = applyRetry(this.batch, ids, result.value);
    });
    this.stopPolling();
    await this.pollBatch();
    return true;
  }

  /** Loads the batch, then again every second until every vehicle has settled. */
  async pollBatch(): Promise<void> {
    const batchId = this.batchId;
    if (batchId === null || this.disposed) return;
    try {
      const batch = await getCommandBatch(this.http, { batchId });
      runInAction(() => (this.batch = batch));
    } catch (error) {
      console.warn('[指令] 进度查询失败，稍后重试', error);
    }
    if (this.disposed || this.progress?.settled) return;
    this.timer = setTimeout(() => void this.pollBatch(), PROGRESS_POLL_MS);
  }

  loadHistory(pageNum = FIRST_PAGE): Promise<unknown> {
    this.historyPage = pageNum;
    const single = this.vehicleIds.length === 1 ? { vehicleId: this.vehicleIds[0] } : {};
    return this.historyState.run(() => pageCommandRecords(this.http, { pageNum, pageSize: DEFAULT_PAGE_SIZE, ...single }), {
      apply: (page) => {
        this.history = page.list;
        this.historyTotal = page.total;
      },
    });
  }

  /** Back to choosing (another command for the same vehicles). */
  restart(): void {
    this.stopPolling();
    this.check = null;
    this.batch = null;
    this.batchId = null;
    this.step = 'choose';
  }

  dispose(): void {
    this.disposed = true;
    this.stopPolling();
  }

  private stopPolling(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
