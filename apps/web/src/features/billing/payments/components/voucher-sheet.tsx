import { Box, Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Receipt } from '@steelworks/contract/vouchers';
import { PrintPage } from '../../../../components/print-page';
import { SellerHeading, SignatoryBlock } from '../../components/seller-heading';

type Party = Receipt['dealer'];

/**
 * A receipt or refund voucher (CGST rules 50 and 51) on an A4 page: who issues it and to whom, its number and date,
 * the amount in figures and words, and its own facts (mode, reference, what it settled). Screen view and print alike.
 */
export function VoucherSheet({
  title,
  company,
  dealer,
  dealerHeading,
  facts,
  amountWords,
  children,
}: {
  title: string;
  company: Receipt['company'];
  dealer: Party;
  dealerHeading: string;
  facts: { label: string; value: ReactNode }[];
  amountWords: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} className="print-sheet">
      <PrintPage size="A4" margin="12mm" fontSize="10pt" cellPadding="3px 5px" />
      <Stack gap="sm">
        <Box ta="center">
          <Title order={3}>{title}</Title>
        </Box>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SellerHeading seller={company} heading="Issued by" />
          <PartyBlock heading={dealerHeading} party={dealer} />
        </SimpleGrid>
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
          {facts.map((fact) => (
            <Text key={fact.label} size="sm">
              <Text span fw={600}>
                {fact.label}:
              </Text>{' '}
              {fact.value}
            </Text>
          ))}
        </SimpleGrid>
        <Text size="sm">
          <Text span fw={600}>
            Amount in words:
          </Text>{' '}
          {amountWords}
        </Text>
        {children}
        <Box mt="lg">
          <SignatoryBlock seller={company} />
        </Box>
      </Stack>
    </Paper>
  );
}

function PartyBlock({ heading, party }: { heading: string; party: Party }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600}>
        {heading}
      </Text>
      <Text fw={600}>{party.name}</Text>
      {party.address && <Text size="sm">{party.address}</Text>}
      {party.state_name && <Text size="sm">State: {party.state_name}</Text>}
      {party.gstin && <Text size="sm">GSTIN: {party.gstin}</Text>}
    </Stack>
  );
}
