// What other features may use of orders (docs/decisions/048-dependencies-one-way.md): a supervisor's schedule and
// completed orders (people's pages), and the dashboard's reads of orders, the calendar, supplies and finished products.
export { getOrders } from './api/get-orders';
export { useCalendar } from './api/get-calendar';
export { getStoreSupplies } from './api/get-store-supplies';
export { getFinishedProducts } from './api/get-finished-products';
export { ScheduleItemsTable } from './components/schedule-items-table';
export { CompletedOrdersTable } from './components/completed-orders-table';
