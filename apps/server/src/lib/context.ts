import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Limiter } from './limiter';
import type { Mailer } from './mail';

/** What services need besides their input: the database, settings, mail and the shared limiter. */
export type AppContext = { db: Db; config: Config; mailer: Mailer; limiter: Limiter };
