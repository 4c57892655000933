import { z } from 'zod';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import {
  FIELD_LIMITS,
  fieldSiteInputSchema,
  fieldSiteListQuerySchema,
  fieldSitePatchSchema,
  fieldSiteSchema,
  mapConfigSchema,
  placeQuerySchema,
  placeSearchSchema,
} from '@steelworks/contract/field';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { createSite, deleteSite, getSite, listSites, searchPlaces, updateSite } from './sites.service';

const tags = ['field'];
const noContent = { 204: z.null() };

/** The field sites and the map settings and place search their form uses. */
export async function siteRoutes(app: App) {
  const db = () => app.ctx.db;
  const config = () => app.ctx.config;
  const tz = () => app.ctx.config.timeZone;

  // --- Field sites: managers change them; field staff read them to check in (nearest first with `near`) ---
  app.get(
    '/fieldsite/fieldsite',
    { config: { access: 'fieldVisits' }, schema: { tags, querystring: fieldSiteListQuerySchema, response: { 200: pagedSchema(fieldSiteSchema) } } },
    async (request) => paginate(request, request.query, listSites(db(), request.query, tz())),
  );
  app.post(
    '/fieldsite/fieldsite',
    { config: { access: 'fieldApp' }, schema: { tags, body: fieldSiteInputSchema, response: { 201: fieldSiteSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createSite(db(), request.body, actorOf(request), { timeZone: tz(), radiusM: config().fieldSiteRadiusM })),
  );
  app.get(
    '/fieldsite/fieldsite/:id',
    { config: { access: 'fieldVisits' }, schema: { tags, params: idParamSchema, response: { 200: fieldSiteSchema } } },
    async (request) => getSite(db(), request.params.id, tz()),
  );
  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/fieldsite/fieldsite/:id',
      {
        config: { access: 'fieldApp' },
        schema: { tags, params: idParamSchema, body: method === 'put' ? fieldSiteInputSchema : fieldSitePatchSchema, response: { 200: fieldSiteSchema } },
      },
      async (request) => updateSite(db(), request.params.id, request.body, actorOf(request), tz()),
    );
  }
  app.delete(
    '/fieldsite/fieldsite/:id',
    { config: { access: 'fieldApp' }, schema: { tags, params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await deleteSite(db(), request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  // --- Maps (DECISIONS.md section 8) ---
  app.get(
    '/fieldsite/google-map',
    { config: { access: 'fieldVisits' }, schema: { tags, response: { 200: mapConfigSchema } } },
    async () => ({
      google_map_api_key: config().googleMapApiKey,
      tile_url: config().mapTileUrl,
      tile_attribution: config().mapTileAttribution,
      default_position: FIELD_LIMITS.defaultPosition,
      default_zoom: FIELD_LIMITS.defaultZoom,
      place_search: !!config().geocoderUrl,
    }),
  );
  app.get(
    '/fieldsite/google-map-search',
    { config: { access: 'fieldVisits' }, schema: { tags, querystring: placeQuerySchema, response: { 200: placeSearchSchema } } },
    async (request) => searchPlaces(config().geocoderUrl, request.query.query),
  );
}
