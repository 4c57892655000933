import { idParamSchema } from '@steelworks/contract/common/inputs';
import { fieldSiteInputSchema, fieldSiteListQuerySchema, fieldSitePatchSchema, fieldSiteSchema, mapConfigSchema, placeQuerySchema, placeSearchSchema } from '@steelworks/contract/field';
import { FIELD_LIMITS } from '@steelworks/contract/field-text';
import { actorOf, createdPost, deletedNoContent, pagedGet, putAndPatch, readGet, type App } from '../../lib/http';
import { createSite, deleteSite, getSite, listSites, searchPlaces, updateSite } from './sites.service';

const tags = ['field'];

/** The field sites and the map settings and place search their form uses. */
export async function siteRoutes(app: App) {
  const db = () => app.ctx.db;
  const config = () => app.ctx.config;
  const tz = () => app.ctx.config.timeZone;

  // --- Field sites: managers change them; field staff read them to check in (nearest first with `near`) ---
  pagedGet(app, '/fieldsite/fieldsite', { access: 'fieldVisits', schema: { tags, querystring: fieldSiteListQuerySchema }, item: fieldSiteSchema }, (request) =>
    listSites(db(), request.query, tz()),
  );
  createdPost(app, '/fieldsite/fieldsite', { access: 'fieldApp', schema: { tags, body: fieldSiteInputSchema }, response: fieldSiteSchema }, (request) =>
    createSite(db(), request.body, actorOf(request), { timeZone: tz(), radiusM: config().fieldSiteRadiusM }),
  );
  readGet(app, '/fieldsite/fieldsite/:id', { access: 'fieldVisits', schema: { tags, params: idParamSchema }, response: fieldSiteSchema }, (request) =>
    getSite(db(), request.params.id, tz()),
  );
  putAndPatch(
    app,
    '/fieldsite/fieldsite/:id',
    { access: 'fieldApp', schema: { tags, params: idParamSchema }, put: fieldSiteInputSchema, patch: fieldSitePatchSchema, response: fieldSiteSchema },
    (request) => updateSite(db(), request.params.id, request.body, actorOf(request), tz()),
  );
  deletedNoContent(app, '/fieldsite/fieldsite/:id', { access: 'fieldApp', schema: { tags, params: idParamSchema } }, (request) =>
    deleteSite(db(), request.params.id, actorOf(request)),
  );

  // --- Maps (docs/product/field-app.md#maps-and-place-search) ---
  readGet(
    app,
    '/fieldsite/google-map',
    { access: 'fieldVisits', schema: { tags }, response: mapConfigSchema },
    async () => ({
      google_map_api_key: config().googleMapApiKey,
      tile_url: config().mapTileUrl,
      tile_attribution: config().mapTileAttribution,
      default_position: FIELD_LIMITS.defaultPosition,
      default_zoom: FIELD_LIMITS.defaultZoom,
      place_search: !!config().geocoderUrl,
    }),
  );
  readGet(
    app,
    '/fieldsite/google-map-search',
    { access: 'fieldVisits', schema: { tags, querystring: placeQuerySchema }, response: placeSearchSchema },
    (request) => searchPlaces(config().geocoderUrl, request.query.query),
  );
}
