import { DICTIONARY_TYPES } from '@shared/api/dto/dictionary-dto';
import { VEHICLE_STATES } from '@shared/api/dto/vehicle-dto';
import { listDictionary } from '@shared/api/dictionary-api';
import { describe, expect, it } from 'vitest';
import { startContractServerForFile } from './contract-kit';

describe('dictionary endpoint: client function against the real server', () => {
  const env = startContractServerForFile();

  it('listDictionary answers every code table, or only the one asked for', async () => {
    const all = await listDictionary(env.sub);
    expect(all.map((group) => group.type)).toEqual([...DICTIONARY_TYPES]);
    const [states] = await listDictionary(env.operator, 'vehicleState');
    expect(states?.items.map((item) => item.code)).toEqual([...VEHICLE_STATES]);
    await expect(listDictionary(env.anonymous)).rejects.toMatchObject({ kind: 'session-expired' });
  });
});
