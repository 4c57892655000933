import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Jobs } from './jobs';
import type { Limiter } from './limiter';
import type { Mailer } from './mail';
import type { NotificationWorker } from '../modules/notification/notification-worker';

/** What services need besides their input: the database, settings, mail, the shared limiter and after-answer jobs. */
export type AppContext = {
  db: Db;
  config: Config;
  mailer: Mailer;
  limiter: Limiter;
  jobs: Jobs;
  /** Delivers notifications outside the app (issue 34); tests call its deliverPending. */
  notifier: NotificationWorker;
};
