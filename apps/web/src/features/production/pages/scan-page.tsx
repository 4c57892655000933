import { Alert, Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { PRODUCTION_TEXT } from '@steelworks/contract/production-text';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useTranslate } from '../../../lib/i18n/i18n';
import { toastFromError } from '../../../lib/toast';
import { pathForCode } from '../api/find-by-code';
import { CameraScanner } from '../components/camera-scanner';

/**
 * /scan: the camera reads a label's QR code, or a code is typed (USB and Bluetooth scanners type too); it opens the
 * production item with its current work ready to start or complete.
 */
export default function ScanPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async (text: string) => {
    setMissing(null);
    setBusy(true);
    try {
      const path = await pathForCode(text);
      if (path) void navigate(path);
      else setMissing(text);
    } catch (error) {
      toastFromError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeader title={PRODUCTION_TEXT.scan} />
      <Stack gap="md" maw={520}>
        <Card withBorder radius="md">
          <CameraScanner onCode={(text) => void open(text)} />
        </Card>
        <Card withBorder radius="md">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void open(code);
            }}
          >
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                label={t('Sr No')}
                placeholder={t('e.g. 12-1-3')}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                style={{ flex: 1 }}
                size="md"
                autoFocus
                autoComplete="off"
              />
              <Button type="submit" size="md" loading={busy} disabled={!code.trim()}>
                {t('Open')}
              </Button>
            </Group>
          </form>
        </Card>
        {missing !== null && <Alert color="red">{`${t(PRODUCTION_TEXT.scanNotFound)}: ${missing}`}</Alert>}
      </Stack>
    </>
  );
}
