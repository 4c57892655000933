import { Center, Loader, Overlay } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PRELOADER_MS, usePreloaderSetting } from './layout-settings';

/** The optional full-screen preloader (a setting in localStorage, off by default); hides after 2.5 seconds. */
export function Preloader() {
  const [enabled] = usePreloaderSetting();
  const [visible, setVisible] = useState(enabled);
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(false), PRELOADER_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return (
    <Overlay fixed color="#fff" backgroundOpacity={1} zIndex={2000}>
      <Center h="100%">
        <Loader size="lg" type="bars" aria-label="Loading" />
      </Center>
    </Overlay>
  );
}
