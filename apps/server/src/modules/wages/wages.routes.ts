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
import { actorOf, createdPost, pagedGet, putAndPatch, type App } from '../../lib/http';
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

  app.get('/wages/settings', { config: { access }, schema: { tags, response: { 200: z.array(wageSettingSchema) } } }, async () => listSettings(db()));
  createdPost(app, '/wages/settings', { access, schema: { tags, body: wageSettingInputSchema }, response: wageSettingSchema }, (request) =>
    saveSetting(db(), request.body, actorOf(request), today()),
  );

  app.get('/wages/earnings', { config: { access }, schema: { tags, querystring: periodQuerySchema, response: { 200: z.array(workerEarningSchema) } } }, async (request) =>
    earningsByWorker(db(), request.query),
  );
  app.get('/wages/earnings/days', { config: { access }, schema: { tags, querystring: periodQuerySchema, response: { 200: z.array(dayEarningSchema) } } }, async (request) => {
    if (!request.query.worker) throw fieldError('worker', 'Choose a worker');
    return earningsByDay(db(), { ...request.query, worker: request.query.worker });
  });
  app.get('/wages/earnings/works', { config: { access }, schema: { tags, querystring: workDayQuerySchema, response: { 200: z.array(workEarningSchema) } } }, async (request) =>
    earningWorks(db(), request.query.worker, request.query.day),
  );
  createdPost(app, '/wages/works/:id/split', { access, schema: { tags, params: idParamSchema, body: splitInputSchema }, response: z.array(workEarningSchema) }, (request) =>
    splitWork(db(), request.params.id, request.body, actorOf(request)),
  );

  /** The worker's own: whatever it asks, only its account is read. */
  app.get('/wages/my-earnings', { config: { access: 'myEarnings' }, schema: { tags, response: { 200: myEarningsSchema } } }, async (request) =>
    myEarnings(db(), actorOf(request).accountId, today()),
  );
  app.get('/wages/my-earnings/works', { config: { access: 'myEarnings' }, schema: { tags, response: { 200: z.array(workEarningSchema) } } }, async (request) =>
    earningWorks(db(), actorOf(request).accountId, today()),
  );

  app.get('/wages/attendance', { config: { access }, schema: { tags, querystring: periodQuerySchema, response: { 200: z.array(attendanceDaySchema) } } }, async (request) =>
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
