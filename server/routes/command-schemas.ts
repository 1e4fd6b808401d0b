import { COMMAND_CODES } from '@shared/api/dto/command-dto';
import { Type } from 'typebox';

/** A batch larger than this is split by the console; the pre-check answers one row per vehicle. */
export const MAX_COMMAND_VEHICLES = 500;

export const commandCodeSchema = Type.Union(COMMAND_CODES.map((code) => Type.Literal(code)));
