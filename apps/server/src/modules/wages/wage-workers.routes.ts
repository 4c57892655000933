import { idParamSchema } from '@steelworks/contract/common/inputs';
import { wageWorkerDetailSchema, wageWorkerListQuerySchema, wageWorkerSchema, workerBankInputSchema, workerBankSchema } from '@steelworks/contract/wage-sheets';
import { skillGradeInputSchema, workerGradeSchema } from '@steelworks/contract/wages';
import { actorOf, pagedGet, putAndPatch, readGet, type App } from '../../lib/http';
import { getWageWorker, listWageWorkers, setWorkerBank, setWorkerGrade } from './wage-workers.service';

const tags = ['wages'];

/** The workers' wage details (docs/product/wages.md#worker-wage-details): skill grade and bank details, for managers. */
export async function wageWorkersRoutes(app: App) {
  const db = () => app.ctx.db;
  const access = 'wages';

  pagedGet(app, '/wages/workers', { access, schema: { tags, querystring: wageWorkerListQuerySchema }, item: wageWorkerSchema }, (request) => listWageWorkers(db(), request.query));
  readGet(app, '/wages/workers/:id', { access, schema: { tags, params: idParamSchema }, response: wageWorkerDetailSchema }, (request) =>
    getWageWorker(db(), request.params.id),
  );
  putAndPatch(
    app,
    '/wages/workers/:id/grade',
    { access, schema: { tags, params: idParamSchema }, put: skillGradeInputSchema, patch: skillGradeInputSchema, response: workerGradeSchema },
    (request) => setWorkerGrade(db(), request.params.id, request.body.skill_grade, actorOf(request)),
  );
  putAndPatch(
    app,
    '/wages/workers/:id/bank',
    { access, schema: { tags, params: idParamSchema }, put: workerBankInputSchema, patch: workerBankInputSchema, response: workerBankSchema },
    (request) => setWorkerBank(db(), request.params.id, request.body, actorOf(request)),
  );
}
