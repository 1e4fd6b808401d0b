/**
 * The seed layer (server/seed/) owns its bulk-insert SQL: it runs only on the first start (app.ts,
 * when `isSeeded` is false), in one transaction, at a volume no request writes, so those statements
 * stay here instead of becoming repository methods with no other caller. Its reads are of rows it
 * has just inserted; the only read on every start is `isSeeded`, of its own `app_meta` marker. Writes
 * a runtime caller shares go through the repository (`prepareAlarmInsert`, `createBatch`).
 */
import { seedAccounts } from '../account/seed-accounts';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/connection';
import { plateKey } from '../db/vehicle-repository';
import { DEMO_CUSTOMER, DEMO_PASSWORD, OLD_LOGIN_HOST, RESOURCE_SEEDS, ROLE_SEEDS, SUB_APP_SEEDS, USER_SEEDS } from './catalogue';
import { HEAD_OFFICE, REGIONS, SUB_USER_GROUPS, fleetName, type City } from './cities';
import { randomPlate } from './identifiers';
import { seedDictionary } from './seed-dictionary';
import { seedHelpMessages } from './seed-help';
import { seedAlarms } from './seed-alarms';
import { createPrng, type Prng } from './prng';
import { seedCommands } from './seed-commands';
import { seedTracks } from './seed-tracks';
import { generateVehicle } from './vehicle-generator';

/** Fixed so that every fresh install (and every test database) holds the same demo fleet. */
export const SEED = 0x5eed2024;
export const DEMO_CUSTOMER_ID = 1;

export interface SeedOptions {
  vehicles: number;
  now: number;
}

export function isSeeded(db: Db): boolean {
  return db.prepare<[], { value: string }>("SELECT value FROM app_meta WHERE key = 'seeded_at'").get() !== undefined;
}

function seedCatalogue(db: Db, hashes: ReadonlyMap<string, string>, now: number): void {
  db.prepare(
    `INSERT INTO customers (id, name, title, description, keyword, icon_url, customer_flag, is_default)
     VALUES (@id, @name, @title, @description, @keyword, @iconUrl, 1, 1)`,
  ).run({ id: DEMO_CUSTOMER_ID, ...DEMO_CUSTOMER });
  db.prepare("INSERT INTO customer_hosts (host, customer_id, login_style) VALUES (?, ?, 'old')").run(OLD_LOGIN_HOST, DEMO_CUSTOMER_ID);

  const subApp = db.prepare(
    `INSERT INTO sub_apps (system_id, platform_id, title, path, icon, iconfont, created, dev_port, enabled, sort)
     VALUES (@systemId, @platformId, @title, @path, @icon, @iconfont, @created, @devPort, 1, @sort)`,
  );
  SUB_APP_SEEDS.forEach((app, sort) => subApp.run({ ...app, sort }));

  const resource = db.prepare('INSERT INTO resources (id, parent_id, name, type, path, sort) VALUES (@id, @parentId, @name, @type, @path, @sort)');
  RESOURCE_SEEDS.forEach((item, sort) => resource.run({ ...item, sort }));

  const role = db.prepare<[number, string, string]>('INSERT INTO roles (customer_id, name, user_type) VALUES (?, ?, ?)');
  const grant = db.prepare<[number | bigint, string]>('INSERT INTO role_resources (role_id, resource_id) VALUES (?, ?)');
  const roleIds = new Map<string, number | bigint>();
  for (const seed of ROLE_SEEDS) {
    const roleId = role.run(DEMO_CUSTOMER_ID, seed.name, seed.userType).lastInsertRowid;
    roleIds.set(seed.key, roleId);
    seed.resources.forEach((resourceId) => grant.run(roleId, resourceId));
  }

  const user = db.prepare(
    `INSERT INTO users (customer_id, role_id, user_name, nick_name, password_hash, phone, chat_logo, created_at)
     VALUES (@customerId, @roleId, @userName, @nickName, @passwordHash, @phone, NULL, @now)`,
  );
  for (const seed of USER_SEEDS) {
    user.run({ ...seed, customerId: DEMO_CUSTOMER_ID, roleId: roleIds.get(seed.role), passwordHash: hashes.get(seed.userName), now });
  }
}

interface Fleet {
  groupId: number;
  city: City;
}

/** 总公司 → regional companies → city fleets, with materialised paths. */
function seedGroups(db: Db): { fleets: Fleet[]; idsByName: Map<string, number> } {
  const insert = db.prepare(
    `INSERT INTO vehicle_groups (customer_id, parent_id, name, path, depth, city, center_lng, center_lat)
     VALUES (@customerId, @parentId, @name, '', @depth, @city, @lng, @lat)`,
  );
  const setPath = db.prepare<[string, number]>('UPDATE vehicle_groups SET path = ? WHERE id = ?');
  const idsByName = new Map<string, number>();
  const add = (name: string, parent: { id: number; path: string } | null, city: City | null) => {
    const id = Number(
      insert.run({ customerId: DEMO_CUSTOMER_ID, parentId: parent?.id ?? null, name, depth: parent ? parent.path.split('/').length - 2 : 0, city: city?.name ?? null, lng: city?.lng ?? null, lat: city?.lat ?? null })
        .lastInsertRowid,
    );
    const path = `${parent?.path ?? '/'}${id}/`;
    setPath.run(path, id);
    idsByName.set(name, id);
    return { id, path };
  };
  const root = add(HEAD_OFFICE, null, null);
  const fleets: Fleet[] = [];
  for (const region of REGIONS) {
    const regionGroup = add(region.name, root, null);
    for (const city of region.cities) fleets.push({ groupId: add(fleetName(city), regionGroup, city).id, city });
  }
  return { fleets, idsByName };
}

function seedVehicles(db: Db, prng: Prng, fleets: readonly Fleet[], count: number, now: number): void {
  const vehicle = db.prepare(
    `INSERT INTO vehicles (customer_id, group_id, plate, plate_key, device_no, sim_no, model, driver_name, driver_phone,
                           activated_at, platform_expire_date, sim_expire_date, created_at)
     VALUES (@customerId, @groupId, @plate, @plateKey, @deviceNo, @simNo, @model, @driverName, @driverPhone,
             @activatedAt, @platformExpireDate, @simExpireDate, @createdAt)`,
  );
  const status = db.prepare(
    `INSERT INTO vehicle_status (vehicle_id, state, lng, lat, speed, direction, acc_on, voltage, gsm_signal, satellites, fix_time, updated_at)
     VALUES (@vehicleId, @state, @lng, @lat, @speed, @direction, @accOn, @voltage, @gsmSignal, @satellites, @fixTime, @updatedAt)`,
  );
  const plates = new Set<string>();
  for (let serial = 0; serial < count; serial += 1) {
    const fleet = prng.weighted(fleets, (item) => item.city.weight);
    const generated = generateVehicle(prng, fleet.city, serial, now);
    let plate = generated.plate;
    while (plates.has(plate)) plate = randomPlate(prng, fleet.city.plate);
    plates.add(plate);
    const { status: live, ...identity } = generated;
    const vehicleId = vehicle.run({ ...identity, customerId: DEMO_CUSTOMER_ID, groupId: fleet.groupId, plate, plateKey: plateKey(plate) }).lastInsertRowid;
    status.run({ ...live, vehicleId, accOn: live.accOn ? 1 : 0, updatedAt: live.fixTime ?? generated.createdAt });
  }
}

/**
 * Fills an empty database with the demo customer, its users and fleet. Passwords are hashed first
 * (scrypt is asynchronous); everything else happens in one transaction with prepared statements, so
 * 3000 vehicles take a fraction of a second and a half-seeded database never exists.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const hashes = new Map<string, string>();
  for (const user of USER_SEEDS) hashes.set(user.userName, await hashPassword(DEMO_PASSWORD));
  const prng = createPrng(SEED);
  db.transaction(() => {
    seedCatalogue(db, hashes, options.now);
    const { fleets, idsByName } = seedGroups(db);
    const userId = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE user_name = ?');
    const assign = db.prepare<[number, number]>('INSERT INTO user_vehicle_groups (user_id, group_id) VALUES (?, ?)');
    const subRoles = new Set(ROLE_SEEDS.filter((role) => role.userType === 'sub').map((role) => role.key));
    for (const seed of USER_SEEDS.filter((user) => subRoles.has(user.role))) {
      const subUser = userId.get(seed.userName);
      for (const name of SUB_USER_GROUPS) {
        const groupId = idsByName.get(name);
        if (subUser && groupId !== undefined) assign.run(subUser.id, groupId);
      }
    }
    seedVehicles(db, prng, fleets, options.vehicles, options.now);
    seedAlarms(db, { now: options.now });
    seedTracks(db, options.now);
    seedCommands(db, options.now);
    seedAccounts(db, options.now);
    seedHelpMessages(db, options.now);
    seedDictionary(db);
    const meta = db.prepare<[string, string]>('INSERT INTO app_meta (key, value) VALUES (?, ?)');
    meta.run('seeded_at', new Date(options.now).toISOString());
    meta.run('seed_vehicles', String(options.vehicles));
  })();
}
