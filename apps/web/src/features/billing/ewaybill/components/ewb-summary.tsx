import { Text } from '@mantine/core';
import { useInvoiceEwb } from '../api/get-invoice-ewb';
import { ewbFacts } from './ewb-facts';

/** One line under an invoice on the order page: its e-way bill's number, validity and vehicles, when it has one. */
export function EwbSummary({ invoiceId }: { invoiceId: number }) {
  const facts = ewbFacts(useInvoiceEwb(invoiceId).data?.eway_bill);
  if (facts.length === 0) return null;
  return (
    <Text size="sm" aria-label="E-way bill">
      {facts.map((fact) => `${fact.label} ${fact.value}`).join(' · ')}
    </Text>
  );
}
