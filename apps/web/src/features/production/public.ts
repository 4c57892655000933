// What other features may use of production (docs/decisions/048-dependencies-one-way.md): a worker's works on the dashboard.
export { MyWorksList } from './components/my-works-list';
