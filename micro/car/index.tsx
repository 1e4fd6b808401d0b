import { startSubApp } from '@shared/sub-app-kit/start-sub-app';
import { CAR_IDENTITY } from './app/car-system';
import { carSubApp } from './mount';

/** The console's entry: the kit decides whether it runs inside the shell's wujie sandbox or alone at /apps/car/. */
startSubApp(carSubApp, CAR_IDENTITY);
