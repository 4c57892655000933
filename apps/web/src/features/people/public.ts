// What other features may use of people (docs/decisions/048-dependencies-one-way.md): a supervisor's own panel on /profile.
export { default as SupervisorProfilePanel } from './components/supervisor-profile-panel';
