// What other features may use of field staff (docs/decisions/048-dependencies-one-way.md): a field worker's dashboard.
export { FieldStaffHome } from './components/field-staff-home';
