import type { ReactNode } from 'react';
import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { Product } from '@steelworks/contract/product';
import { Money } from '../../../components/money';

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * The side panel of the product detail (hidden from dealers): the cost build-up for roles that see cost, the
 * selling price for the others. It shows only what the server sent for this role.
 */
export function CostPanel({ product }: { product: Product }) {
  return (
    <Card withBorder radius="md" padding="md" aria-label="Cost build-up">
      <Title order={5} mb="sm">
        {product.cost !== undefined ? 'Cost build-up' : 'Price'}
      </Title>
      <Stack gap={6}>
        {product.raw_material_cost !== undefined && (
          <Row label="Raw materials">
            <Money value={product.raw_material_cost} />
          </Row>
        )}
        {product.other_cost !== undefined && (
          <Row label="Other costs">
            <Money value={product.other_cost} />
          </Row>
        )}
        {product.cost !== undefined && (
          <>
            <Divider />
            <Row label="Cost" strong>
              <span data-testid="product-cost">
                <Money value={product.cost} />
              </span>
            </Row>
          </>
        )}
        {product.profit !== undefined && <Row label="Profit">{Number(product.profit)} %</Row>}
        <Divider />
        <Row label="Price" strong>
          <span data-testid="product-price">
            <Money value={product.price} />
          </span>
        </Row>
      </Stack>
    </Card>
  );
}
