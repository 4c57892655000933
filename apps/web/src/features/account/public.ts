// What other features may use of the account (docs/decisions/048-dependencies-one-way.md): the signed-in profile.
export { useProfile } from './api/get-profile';
