import { idParamSchema } from '@steelworks/contract/common/inputs';
import {
  checkInInputSchema,
  positionInputSchema,
  visitEntryInputSchema,
  visitEntryPatchSchema,
  visitNoteInputSchema,
  visitEntrySchema,
  visitListQuerySchema,
} from '@steelworks/contract/field';
import { actionTimeOf } from '../../lib/device-time';
import { actionPost, actorOf, createdPost, deletedNoContent, pagedGet, putAndPatch, readGet, updateBy, type App } from '../../lib/http';
import { checkIn, checkOut, createVisit, deleteVisit, getVisit, listVisits, setVisitNote, updateVisit } from './visits.service';

const tags = ['field'];

/** The visit entries, with the phone check-in and check-out. */
export async function visitRoutes(app: App) {
  const db = () => app.ctx.db;
  const tz = () => app.ctx.config.timeZone;

  // --- Visit entries: managers see and change all; a field staff member sees only its own ---
  pagedGet(app, '/fieldsite/visitentry', { access: 'fieldVisits', schema: { tags, querystring: visitListQuerySchema }, item: visitEntrySchema }, (request) =>
    listVisits(db(), request.query, actorOf(request), tz()),
  );
  createdPost(app, '/fieldsite/visitentry', { access: 'fieldApp', schema: { tags, body: visitEntryInputSchema }, response: visitEntrySchema }, (request) =>
    createVisit(db(), request.body, actorOf(request), tz()),
  );
  createdPost(
    app,
    '/fieldsite/visitentry/check-in',
    { access: 'fieldCheckIn', schema: { tags, body: checkInInputSchema }, response: visitEntrySchema },
    (request) => checkIn(db(), request.body, actorOf(request), tz(), actionTimeOf(request)),
  );
  actionPost(
    app,
    '/fieldsite/visitentry/:id/check-out',
    { access: 'fieldCheckIn', schema: { tags, params: idParamSchema, body: positionInputSchema }, response: visitEntrySchema },
    (request) => checkOut(db(), request.params.id, request.body, actorOf(request), tz(), actionTimeOf(request)),
  );
  readGet(app, '/fieldsite/visitentry/:id', { access: 'fieldVisits', schema: { tags, params: idParamSchema }, response: visitEntrySchema }, (request) =>
    getVisit(db(), request.params.id, actorOf(request), tz()),
  );
  putAndPatch(
    app,
    '/fieldsite/visitentry/:id',
    { access: 'fieldApp', schema: { tags, params: idParamSchema }, put: visitEntryInputSchema, patch: visitEntryPatchSchema, response: visitEntrySchema },
    (request) => updateVisit(db(), request.params.id, request.body, actorOf(request), tz()),
  );
  updateBy(
    app,
    'PUT',
    '/fieldsite/visitentry/:id/note',
    { access: 'fieldVisits', schema: { tags, params: idParamSchema, body: visitNoteInputSchema }, response: visitEntrySchema },
    (request) => setVisitNote(db(), request.params.id, request.body, actorOf(request), tz()),
  );
  deletedNoContent(app, '/fieldsite/visitentry/:id', { access: 'fieldApp', schema: { tags, params: idParamSchema } }, (request) =>
    deleteVisit(db(), request.params.id, actorOf(request)),
  );
}
