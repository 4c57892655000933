import { Badge } from '@mantine/core';
import { productTypeOf } from '@steelworks/contract/product';

/** Door Frame, Window or Security Door, in its colour. */
export function ProductTypeBadge({ product }: { product: { is_door: boolean; is_window: boolean; is_security_door: boolean } }) {
  const type = productTypeOf(product);
  if (!type) return null;
  return (
    <Badge color={type.badge} variant="light" radius="sm">
      {type.label}
    </Badge>
  );
}
