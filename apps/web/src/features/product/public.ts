// What other features may use of the products (docs/decisions/048-dependencies-one-way.md): the dashboard's product read.
export { getProducts } from './api/get-products';
