import type { CompanySettings } from '@steelworks/contract/billing';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { billingKeys } from './keys';

/** The settings form's values: every field as typed; each product type's row carries its label for the screen. */
export interface CompanySettingsFormValues {
  legal_name: string;
  address: string;
  state_code: string;
  gstin: string;
  bank_name: string;
  bank_account_number: string;
  ifsc: string;
  invoice_prefix: string;
  credit_note_prefix: string;
  debit_note_prefix: string;
  receipt_prefix: string;
  refund_prefix: string;
  cin: string;
  phone: string;
  email: string;
  signatory_name: string;
  signatory_designation: string;
  turnover_above_5_crore: boolean;
  product_taxes: { product_type: string; label: string; hsn_code: string; gst_rate: string }[];
}

/** The request body: the form's values without the product types' labels (the server names them). */
export function companySettingsPayload(values: CompanySettingsFormValues): Record<string, unknown> {
  return { ...values, product_taxes: values.product_taxes.map(({ label: _label, ...row }) => row) };
}

/** PUT /billing/settings/ — the whole form (admin). */
function updateBillingSettings(values: CompanySettingsFormValues): Promise<CompanySettings> {
  return api.put<CompanySettings>('/billing/settings/', companySettingsPayload(values));
}

/** The form shows the failure (its alert and fields), so no toast; the answer becomes the page's data. */
export function useUpdateBillingSettings() {
  return useReloadingMutation(updateBillingSettings, { reloads: [billingKeys.all], silentError: true, answerKey: () => billingKeys.settings });
}
