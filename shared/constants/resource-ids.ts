/**
 * The resource ids of the permission model (product-spec §2, §6): the centre pages' menu ids, the
 * sub-apps' menu ids and the console's button permissions. The shell's route table, the UI's guards,
 * the endpoints' `permission` (checked by the server) and the seed all use these, so the server and
 * the UI can never guard one thing with two names.
 */
export const MENU_IDS = {
  notice: '4002',
  security: '4001',
  /** 下载中心 and 公告详情 share the id (product-spec §2) */
  download: '1601',
  alarmSetting: '400301',
  alarmPush: '400302',
  health: '400303',
} as const;

export const APP_IDS = {
  car: 'car',
  dataReport: 'data-report',
  dataCenter: 'dataCenter',
} as const;

export const BUTTON_IDS = {
  editVehicle: 'car:vehicle:edit',
  sendCommand: 'car:command:send',
  fuelCut: 'car:command:fuelCut',
  processAlarm: 'car:alarm:process',
  export: 'car:export',
} as const;

/** Who may read vehicles, positions and addresses: every screen that shows or picks vehicles. */
export const VEHICLE_READERS = [APP_IDS.car, APP_IDS.dataReport, APP_IDS.dataCenter, MENU_IDS.download] as const;
/** Who may read reports: the report apps. */
export const REPORT_READERS = [APP_IDS.dataReport, APP_IDS.dataCenter] as const;
