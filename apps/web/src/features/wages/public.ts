// What other features may use of wages (docs/decisions/048-dependencies-one-way.md): a worker's earnings card for My works,
// and the admin dashboard's warning of wages due.
export { MyEarningsCard } from './components/my-earnings-card';
export { WagesDueAlert } from './components/wages-due-alert';
