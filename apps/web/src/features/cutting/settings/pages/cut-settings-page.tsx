import { Loader } from '@mantine/core';
import { canAccess } from '@steelworks/contract/permissions';
import { applyServerErrors } from '../../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { PageHeader } from '../../../../components/page-header';
import { getRole } from '../../../../lib/session';
import { toastSuccess } from '../../../../lib/toast';
import { useCutSettings } from '../api/get-cut-settings';
import { useUpdateCutSettings } from '../api/update-cut-settings';
import { CutSettingsForm, toFormValues } from '../components/cut-settings-form';

/** /cutting/settings: the admin and production manager edit; the store manager reads what plans are made with. */
export default function CutSettingsPage() {
  const settings = useCutSettings();
  const update = useUpdateCutSettings();
  const readOnly = !canAccess(getRole(), 'cutting');
  return (
    <>
      <PageHeader title="Cut Settings" trail={[{ label: 'Store' }]} />
      {settings.isLoading && <Loader />}
      {settings.error ? <FormErrorAlert error={settings.error} /> : null}
      {settings.data && (
        <CutSettingsForm
          key={settings.data.updated_at ?? 'defaults'}
          initial={toFormValues(settings.data)}
          readOnly={readOnly}
          pending={update.isPending}
          error={update.error}
          onSubmit={(values, form) =>
            update.mutate(values, {
              onSuccess: () => toastSuccess('Cut settings saved'),
              onError: (error) => applyServerErrors(form, error),
            })
          }
        />
      )}
    </>
  );
}
