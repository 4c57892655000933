import { Alert, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { todayIn } from '@steelworks/contract/common/dates';
import { useState } from 'react';
import { DateField } from '../../../../components/date-field';
import { failureMessage, toastFromError, toastSuccess } from '../../../../lib/toast';
import { downloadEinvoiceJson, useUploadSignedAnswers } from '../api/einvoice-actions';

/** The bulk tool's output lists its documents at the top or under a key; each one's answer carries DocNo and Irn. */
function signedAnswersOf(text: string): unknown[] {
  const data = JSON.parse(text) as unknown;
  const list = Array.isArray(data) ? data : ((data as { documents?: unknown[]; data?: unknown[] }).documents ?? (data as { data?: unknown[] }).data ?? [data]);
  return list;
}

/**
 * The offline way (docs/product/e-invoices.md#offline): the day's JSON for the government's bulk tool, and its signed
 * answer uploaded back onto the invoices (admin and production manager).
 */
export function EinvoiceOfflineCard() {
  const [day, setDay] = useState(() => todayIn('Asia/Kolkata'));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const upload = useUploadSignedAnswers();
  const send = async () => {
    setProblem('');
    let documents: unknown[];
    try {
      documents = signedAnswersOf(await file!.text());
    } catch {
      setProblem('The file is not JSON: choose the signed file the portal gave');
      return;
    }
    upload.mutate(documents, {
      onSuccess: (answer) => {
        toastSuccess(`${answer.updated.length} document(s) now carry their IRN`, 'Uploaded');
        setFile(null);
      },
      onError: (error) => setProblem(failureMessage(error)),
    });
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} mt="lg" aria-label="E-invoices offline" role="region">
      <Title order={4} mb="xs">
        E-invoices offline
      </Title>
      <Stack gap="sm">
        <Group align="end" wrap="wrap">
          <DateField label="Day" value={day} onChange={setDay} />
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => downloadEinvoiceJson({ day }).catch(toastFromError)}>
            Download day's JSON
          </Button>
        </Group>
        <Group align="end" wrap="wrap">
          <FileInput label="Signed file from the portal" accept="application/json,.json" value={file} onChange={setFile} clearable w={{ base: '100%', sm: 320 }} />
          <Button leftSection={<IconUpload size={16} />} disabled={!file} loading={upload.isPending} onClick={() => void send()}>
            Upload signed file
          </Button>
        </Group>
        {problem && (
          <Alert color="red" variant="light">
            <Text size="sm">{problem}</Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
