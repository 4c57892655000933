import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { setModalsReady } from '../../components/modals-ready';

/** Its effect runs after the provider's (a later sibling), when the provider already listens for open events. */
function ReadySignal() {
  useEffect(() => {
    setModalsReady(true);
    return () => setModalsReady(false);
  }, []);
  return null;
}

/** Mantine's ModalsProvider for the confirm dialogs, loaded by the layout with the first one (modals-ready.ts). */
export default function ModalsHost() {
  return (
    <>
      <ModalsProvider />
      <ReadySignal />
    </>
  );
}
