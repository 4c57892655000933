import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Jobs } from './jobs';
import type { Limiter } from './limiter';
import type { Mailer } from './mail';

/** What services need besides their input: the database, settings, mail, the shared limiter and after-answer jobs. */
export type AppContext = {
  db: Db;
  config: Config;
  mailer: Mailer;
  limiter: Limiter;
  jobs: Jobs;
  /** Delivers notifications outside the app (the notification module's worker, issue 34); tests call its deliverPending. */
  notifier: DeliveryWorker;
};

/** A background worker that delivers what is due. */
export type DeliveryWorker = {
  /** Delivers what is due now; answers how many deliveries it finished (sent, skipped or failed for good). */
  deliverPending(): Promise<number>;
  close(): Promise<void>;
};
