import { z } from 'zod';
import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import {
  attendanceDaySchema,
  attendanceMarkInputSchema,
  dayEarningSchema,
  myEarningsSchema,
  periodQuerySchema,
  rateInputSchema,
  rateListQuerySchema,
  rateSchema,
  splitInputSchema,
  wageSettingInputSchema,
  wageSettingSchema,
  workDayQuerySchema,
  workEarningSchema,
  workerEarningSchema,
} from '@steelworks/contract/wages';
import { fieldError } from '../../lib/app-error';
import { actorOf, createdPost, pagedGet, putAndPatch, readGet, type App } from '../../lib/http';
import { attendanceDays, markAttendance } from './attendance.service';
import { earningsByDay, earningsByWorker, earningWorks, myEarnings } from './earnings.service';
import { createRate, listRates, listSettings, saveSetting } from './rates.service';
import { splitWork } from './splits.service';
import { wageSheetsRoutes } from './wage-sheets.routes';
import { wageWorkersRoutes } from './wage-workers.routes';

const tags = ['wages'];

/** Piece-rate wages (docs/product/wages.md): staff managers run them; a worker reads only its own earnings. */
export async function wagesRoutes(app: App) {
  const db = () => app.ctx.db;
  const tz = () => app.ctx.config.timeZone;
  const today = () => todayIn(tz());
  const access = 'wages';

  pagedGet(app, '/wages/rates', { access, schema: { tags, querystring: rateListQuerySchema }, item: rateSchema }, (request) => listRates(db(), request.query));
  createdPost(app, '/wages/rates', { access, schema: { tags, body: rateInputSchema }, response: rateSchema }, (request) =>
    createRate(db(), request.body, actorOf(request), today()),
  );

  readGet(app, '/wages/settings', { access, schema: { tags }, response: z.array(wageSettingSchema) }, () =>
    listSettings(db()),
  );
  createdPost(app, '/wages/settings', { access, schema: { tags, body: wageSettingInputSchema }, response: wageSettingSchema }, (request) =>
    saveSetting(db(), request.body, actorOf(request), today()),
  );

  readGet(app, '/wages/earnings', { access, schema: { tags, querystring: periodQuerySchema }, response: z.array(workerEarningSchema) }, (request) =>
    earningsByWorker(db(), request.query),
  );
  readGet(
    app,
    '/wages/earnings/days',
    { access, schema: { tags, querystring: periodQuerySchema }, response: z.array(dayEarningSchema) },
    async (request) => {
      if (!request.query.worker) throw fieldError('worker', 'Choose a worker');
      return earningsByDay(db(), { ...request.query, worker: request.query.worker });
    },
  );
  readGet(app, '/wages/earnings/works', { access, schema: { tags, querystring: workDayQuerySchema }, response: z.array(workEarningSchema) }, (request) =>
    earningWorks(db(), request.query.worker, request.query.day),
  );
  createdPost(app, '/wages/works/:id/split', { access, schema: { tags, params: idParamSchema, body: splitInputSchema }, response: z.array(workEarningSchema) }, (request) =>
    splitWork(db(), request.params.id, request.body, actorOf(request)),
  );

  /** The worker's own: whatever it asks, only its account is read. */
  readGet(app, '/wages/my-earnings', { access: 'myEarnings', schema: { tags }, response: myEarningsSchema }, (request) =>
    myEarnings(db(), actorOf(request).accountId, today()),
  );
  readGet(app, '/wages/my-earnings/works', { access: 'myEarnings', schema: { tags }, response: z.array(workEarningSchema) }, (request) =>
    earningWorks(db(), actorOf(request).accountId, today()),
  );

  readGet(app, '/wages/attendance', { access, schema: { tags, querystring: periodQuerySchema }, response: z.array(attendanceDaySchema) }, (request) =>
    attendanceDays(db(), request.query, tz()),
  );
  putAndPatch(
    app,
    '/wages/attendance',
    { access, schema: { tags }, put: attendanceMarkInputSchema, patch: attendanceMarkInputSchema, response: attendanceDaySchema },
    (request) => markAttendance(db(), request.body, actorOf(request), tz(), today()),
  );

  await wageSheetsRoutes(app);
  await wageWorkersRoutes(app);
}
