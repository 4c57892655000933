/** "Door Frame 90x210 4x2" from a work order row's columns (the server describes units the same way). */
export function describeRow(row: { product_type: string; width: number; height: number; channel_size: string }): string {
  const size = row.width || row.height ? `${row.width}x${row.height}` : '';
  return [row.product_type, size, row.channel_size].filter(Boolean).join(' ') || 'Item';
}
