/** The payment form opened for a supplier, and for one of its bills first (the form's `?supplier=&bill=`). */
export function payLink(supplier: number, bill?: number): string {
  return `/purchase/payments/new?supplier=${supplier}${bill ? `&bill=${bill}` : ''}`;
}
