import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { toastFromError } from '../lib/toast';

/** Export CSV of a paged list: busy while the file is made, a failure toasted, nothing to export when it is empty. */
export function ExportCsvButton({ exportCsv, disabled }: { exportCsv: () => Promise<unknown>; disabled: boolean }) {
  const [exporting, setExporting] = useState(false);
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconDownload size={16} />}
      loading={exporting}
      disabled={disabled}
      onClick={() => {
        setExporting(true);
        exportCsv()
          .catch(toastFromError)
          .finally(() => setExporting(false));
      }}
    >
      Export CSV
    </Button>
  );
}
