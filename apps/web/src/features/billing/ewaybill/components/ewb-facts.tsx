import type { EwayBill } from '@steelworks/contract/ewaybill';
import { formatDateTime } from '../../../../lib/format';

/** The bill's number and validity as a document's facts (the invoice print, the order page); none for a cancelled or pending one. */
export function ewbFacts(bill: EwayBill | null | undefined): Array<{ label: string; value: string }> {
  if (!bill || bill.status !== 'Generated' || !bill.ewb_number) return [];
  const vehicles = bill.vehicles.filter((vehicle) => !vehicle.replaced_at).map((vehicle) => vehicle.vehicle_number);
  return [
    { label: 'E-way bill No.', value: bill.ewb_number },
    { label: 'EWB valid until', value: formatDateTime(bill.valid_until) },
    ...(vehicles.length > 0 ? [{ label: vehicles.length > 1 ? 'Vehicles' : 'Vehicle', value: vehicles.join(', ') }] : []),
  ];
}
