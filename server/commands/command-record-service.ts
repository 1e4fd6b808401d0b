import type { CommandBatch, CommandDelivery } from '@shared/api/dto/command-dto';
import type { Page } from '@shared/api/dto/envelope';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { getCommandBatchEndpoint, pageCommandRecordsEndpoint } from '@shared/api/endpoints/command-endpoints';
import { parseTime } from '@shared/api/time/china-time';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import type { AuthContext } from '../auth/auth-context';
import type { CommandRecordRepository } from '../db/command-record-repository';
import { vehicleScopeOf } from '../db/vehicle-scope';
import { refuse } from '../http/refusal';

export const MSG_BATCH_NOT_FOUND = '指令批次不存在或无权查看';

/**
 * The reading side of commands: one batch's progress and the paged history, both limited to the
 * caller's vehicles (a batch none of whose vehicles the caller sees does not exist for them).
 */
export function createCommandRecordService({ records }: { records: CommandRecordRepository }) {
  return {
    batch(auth: AuthContext, request: ParsedRequestOf<typeof getCommandBatchEndpoint>): CommandBatch {
      return records.batch(vehicleScopeOf(auth), request.batchId) ?? refuse(MSG_BATCH_NOT_FOUND);
    },

    page(auth: AuthContext, request: ParsedRequestOf<typeof pageCommandRecordsEndpoint>): Page<CommandDelivery> {
      // the schema has checked both times and their order
      const startTime = request.startTime === undefined ? null : parseTime(request.startTime);
      const endTime = request.endTime === undefined ? null : parseTime(request.endTime);
      return records.page(vehicleScopeOf(auth), {
        pageNum: request.pageNum ?? FIRST_PAGE,
        pageSize: request.pageSize ?? DEFAULT_PAGE_SIZE,
        ...(request.vehicleId !== undefined ? { vehicleId: request.vehicleId } : {}),
        ...(request.commandCode !== undefined ? { commandCode: request.commandCode } : {}),
        ...(request.status !== undefined ? { status: request.status } : {}),
        ...(startTime !== null ? { startTime } : {}),
        ...(endTime !== null ? { endTime } : {}),
      });
    },
  };
}

export type CommandRecordService = ReturnType<typeof createCommandRecordService>;
