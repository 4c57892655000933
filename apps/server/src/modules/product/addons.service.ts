import { ADDON_NAMES, allowedAddons, type AvailableAddons } from '@steelworks/contract/product';
import type { DbOrTx } from '../../db/client';
import { findLive } from './product-rows';

/** POST /store/available_addons/: what the addon picker offers for this product given what is chosen. */
export async function availableAddons(db: DbOrTx, productId: number, chosen: readonly string[]): Promise<AvailableAddons> {
  await findLive(db, productId);
  return {
    product: productId,
    panel_chosen: chosen.includes('Panel'),
    addons: allowedAddons(chosen),
    always_appended: [{ addon_name: 'Material', quantity: 1, description: '' }],
    all_names: [...ADDON_NAMES],
  };
}
