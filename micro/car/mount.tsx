import { createSubApp } from '@shared/sub-app-kit/create-sub-app';
import { AppProviders } from './app/app-providers';
import { CarRootStore } from './app/car-root-store';
import { createCarRouter } from './app/car-router';
import { CAR_SYSTEM_ID } from './app/car-system';

/** The console's one render path (the kit's): its stores, its routes, its providers. */
export const carSubApp = createSubApp({
  systemId: CAR_SYSTEM_ID,
  createStores: (deps) => new CarRootStore(deps),
  createRouter: createCarRouter,
  // several screens (监控, 车辆列表, 报警中心): the header's 智能车联 link brings the user back to the one they left
  resumeOnRoot: true,
  render: ({ stores, bus, props, screens }) => <AppProviders value={{ stores, bus, props }}>{screens}</AppProviders>,
});

export const { mount, unmount } = carSubApp;
