import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { registerToaster, type Notice } from '../shared/toaster';

// Short-lived, and one per message: a page whose queries all fail raises the same notice several
// times, and it must not stack (issue 17 item 5).
const NOTICE_MS = 3000;
const toaster = createToaster({
  placement: 'top',
  pauseOnPageIdle: true,
  max: 3,
  duration: NOTICE_MS,
});

/** The same message again updates the toast on screen instead of adding one. */
function noticeId(notice: Notice): string {
  return `${notice.type}:${notice.title}`;
}

/** The Chakra toaster UI; mounted lazily by ToasterHost when the first notice arrives. */
export function AppToaster() {
  useEffect(() => {
    // The toast group subscribes to the store after this effect runs; register (and so flush the
    // queued first notice) on the next task, or that notice would be lost.
    let unregister = () => {};
    const timer = setTimeout(() => {
      unregister = registerToaster({
        show: (notice) => toaster.create({ ...notice, id: noticeId(notice), closable: true }),
        withdraw: (notice) => {
          toaster.dismiss(noticeId(notice));
        },
      });
    }, 0);
    return () => {
      clearTimeout(timer);
      unregister();
      // The store outlives this component; a remount (tests, HMR) starts without stale toasts.
      toaster.remove();
    };
  }, []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
