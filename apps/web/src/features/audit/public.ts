// What other features may use of the audit log (docs/decisions/048-dependencies-one-way.md): a record's History.
export { HistoryPanel } from './components/history-panel';
