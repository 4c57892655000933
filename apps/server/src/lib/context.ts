import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Jobs } from './jobs';
import type { Limiter } from './limiter';
import type { Mailer } from './mail';

/** What services need besides their input: the database, settings, mail, the shared limiter and after-answer jobs. */
export type AppContext = { db: Db; config: Config; mailer: Mailer; limiter: Limiter; jobs: Jobs };
