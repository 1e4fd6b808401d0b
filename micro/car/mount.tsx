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
  render: ({ stores, bus, props, screens }) => <AppProviders value={{ stores, bus, props }}>{screens}</AppProviders>,
});

export const { mount, unmount } = carSubApp;
