import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { useTranslate } from '../../../lib/i18n/i18n';

/** Kept in English in state and shown through `t`, so a change of language also changes a message already shown. */
const CAMERA_TEXT = {
  notOpened: 'The camera could not be opened. Allow the camera, or type the code below.',
  noAccess: 'This browser has no camera access here. Type the code below.',
} as const;

type Detector = { detect: (source: HTMLVideoElement) => Promise<Array<{ rawValue: string }>> };

/**
 * The browser's BarcodeDetector where it has one, else the zxing-wasm polyfill; its .wasm is part of our own build
 * (never fetched from a CDN at run time).
 */
async function createDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: new (o: { formats: string[] }) => Detector }).BarcodeDetector;
  if (native) return new native({ formats: ['qr_code'] });
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/** The phone camera, scanning until a QR code is read; `onCode` gets its text. */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [active, setActive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    if (!active) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const detector = await createDetector();
        const tick = async () => {
          if (stopped || !video.current) return;
          const codes = await detector.detect(video.current).catch(() => []);
          if (codes[0]?.rawValue) {
            setActive(false);
            found.current(codes[0].rawValue);
            return;
          }
          timer = setTimeout(tick, 250);
        };
        void tick();
      } catch {
        setError(CAMERA_TEXT.notOpened);
        setActive(false);
      }
    })();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [active]);

  return (
    <Stack gap="xs">
      {error && <Alert color="red">{t(error)}</Alert>}
      {active ? (
        <>
          <video ref={video} muted playsInline style={{ width: '100%', maxWidth: 480, borderRadius: 8, background: '#000' }} aria-label={t('Camera')} />
          <Button variant="default" onClick={() => setActive(false)}>
            {t('Stop camera')}
          </Button>
        </>
      ) : (
        <Button
          size="xl"
          leftSection={<IconCamera size={24} />}
          onClick={() => {
            setError(null);
            if (!navigator.mediaDevices?.getUserMedia) setError(CAMERA_TEXT.noAccess);
            else setActive(true);
          }}
        >
          {t('Scan with camera')}
        </Button>
      )}
      <Text size="xs" c="dimmed">
        {t('Point the camera at the QR code of a label or a printed work order.')}
      </Text>
    </Stack>
  );
}
