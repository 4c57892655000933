import { useEinvoiceSettings } from '../api/get-einvoice-settings';
import { EinvoiceOfflineCard } from './einvoice-offline-card';
import { EinvoiceSettingsCard } from './einvoice-settings-card';

/** Company & Tax's e-invoicing cards, loaded apart from the company form (their date picker is not its weight). */
export default function EinvoiceCards({ readOnly }: { readOnly: boolean }) {
  const einvoice = useEinvoiceSettings();
  return (
    <>
      {einvoice.data && <EinvoiceSettingsCard key={einvoice.data.updated_at ?? 'new'} settings={einvoice.data} readOnly={readOnly} />}
      <EinvoiceOfflineCard />
    </>
  );
}
