// What other features may use of buying (docs/decisions/048-dependencies-one-way.md): the Purchase List's button that
// turns it into orders, and the dashboard's payables card.
export { OrdersFromListButton } from './components/orders-from-list-button';
export { PayablesCard } from './components/payables-card';
