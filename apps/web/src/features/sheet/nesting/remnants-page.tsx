import { PageHeader } from '../../../components/page-header';
import { useTranslate } from '../../../lib/i18n/i18n';
import { RemnantsSection } from './remnants-section';

/** /sheets/remnants: the remnants in sheet stock, for everyone who sees the sheets (store and sheet users too). */
export default function RemnantsPage() {
  const t = useTranslate();
  return (
    <>
      <PageHeader title={t('Remnants')} trail={[{ label: t('Sheets'), to: '/sheet' }]} />
      <RemnantsSection title={false} />
    </>
  );
}
