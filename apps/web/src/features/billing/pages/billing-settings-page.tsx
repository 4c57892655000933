import { Center, Loader } from '@mantine/core';
import { canAccess } from '@steelworks/contract/permissions';
import { PageHeader } from '../../../components/page-header';
import { useFormMutation } from '../../../components/form/use-form-mutation';
import { getRole } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { HistoryPanel } from '../../audit/public';
import { useBillingSettings } from '../api/get-billing-settings';
import { useUpdateBillingSettings } from '../api/update-billing-settings';
import { CompanySettingsForm } from '../components/company-settings-form';
import { EwbSettingsCard } from '../ewaybill/components/ewb-settings-card';
import { lazy, Suspense } from 'react';

const EinvoiceCards = lazy(() => import('../einvoice/components/einvoice-cards'));
import { SendTextsForm } from '../sending/components/send-texts-form';
import { AutomaticSendsForm } from '../sending/components/automatic-sends-form';

/** /billing/settings — "Company & Tax": an admin edits, a production manager reads. */
export default function BillingSettingsPage() {
  const settings = useBillingSettings();
  const save = useFormMutation(useUpdateBillingSettings(), () => toastSuccess('Done', 'Settings saved'));
  const readOnly = !canAccess(getRole(), 'billingSettingsEdit');
  return (
    <>
      <PageHeader title="Company & Tax" />
      {!settings.data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <CompanySettingsForm
          // A saved answer becomes the page's data: the form starts again from what the server kept (upper-cased GSTIN).
          key={settings.data.updated_at ?? 'new'}
          settings={settings.data}
          readOnly={readOnly}
          submitLabel="Save Settings"
          {...save}
        />
      )}
      <EwbSettingsCard />
      <Suspense fallback={null}>
        <EinvoiceCards readOnly={readOnly} />
      </Suspense>
      <SendTextsForm readOnly={readOnly} />
      <AutomaticSendsForm readOnly={readOnly} />
      <HistoryPanel entity="company_settings" id={1} />
    </>
  );
}
