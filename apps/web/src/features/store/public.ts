// What other features may use of the store (docs/decisions/048-dependencies-one-way.md): the BOM editor's item search.
export { useStoreItemOptions } from './api/get-store-item-options';
