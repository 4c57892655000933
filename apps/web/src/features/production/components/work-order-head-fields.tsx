import { Grid, Paper, Select, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HeadValues } from './work-order-values';

export interface WorkOrderHeadFieldsProps {
  head: HeadValues;
  set: <K extends keyof HeadValues>(key: K, value: HeadValues[K]) => void;
  statusChoices: string[];
  showCost: boolean;
  /** The message(s) of a field, shown under it. */
  errorOf: (field: string) => string | undefined;
  dealerPicker: ReactNode;
}

/** The work order's own fields: dealer, customer, dates, addresses, status, cost, column titles and notes. */
export function WorkOrderHeadFields({ head, set, statusChoices, showCost, errorOf, dealerPicker }: WorkOrderHeadFieldsProps) {
  const input = (label: string, key: keyof HeadValues, extra: { type?: string; span?: number; inputMode?: 'numeric' | 'tel' } = {}) => (
    <Grid.Col span={{ base: 12, sm: extra.span ?? 4 }}>
      <TextInput
        label={label}
        type={extra.type}
        inputMode={extra.inputMode}
        value={String(head[key] ?? '')}
        error={errorOf(String(key))}
        onChange={(e) => set(key, e.currentTarget.value as never)}
      />
    </Grid.Col>
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Grid>
        <Grid.Col span={{ base: 12, sm: 4 }}>{dealerPicker}</Grid.Col>
        {input('Customer Name', 'customer_name')}
        {input('Mobile', 'mobile', { type: 'tel', inputMode: 'numeric' })}
        {input('Title', 'title')}
        {input('Order Creator', 'order_creator')}
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label="Order Status"
            data={statusChoices}
            value={head.order_status}
            onChange={(v) => v && set('order_status', v)}
            allowDeselect={false}
          />
        </Grid.Col>
        {input('Order Date', 'order_date', { type: 'date' })}
        {input('Delivery Date', 'delivery_date', { type: 'date' })}
        {input('GST Number', 'gst_number')}
        {input('Delivery Site', 'delivery_site', { span: 6 })}
        {input('Billing Address', 'billing_address', { span: 6 })}
        {showCost && (
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="Total Cost"
              description="Empty: quantity x item price of the rows"
              value={head.total_cost}
              onChange={(e) => set('total_cost', e.currentTarget.value)}
            />
          </Grid.Col>
        )}
        {input('Column 1 Title', 'column1_title')}
        {input('Column 2 Title', 'column2_title')}
        {input('Column 3 Title', 'column3_title')}
        <Grid.Col span={12}>
          <Textarea label="Notes" value={head.notes} onChange={(e) => set('notes', e.currentTarget.value)} autosize minRows={2} />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
