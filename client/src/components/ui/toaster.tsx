import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Toaster as ChakraToaster, Toast, createToaster } from '@chakra-ui/react/toast';
import { useTranslation } from 'react-i18next';
import { provideToaster } from './toaster-host';

/**
 * Spec section 9: bottom centre, at most 3 visible (more wait in a queue), 4 s unless told
 * otherwise. On a phone they show at the top, where they cannot cover a form's submit button.
 */
export const toaster = createToaster({
  placement: toastPlacement(typeof window === 'undefined' ? undefined : window),
  max: 3,
  duration: 4000,
  pauseOnPageIdle: true,
});

export function toastPlacement(view: Pick<Window, 'matchMedia'> | undefined): 'bottom' | 'top' {
  return view?.matchMedia('(max-width: 47.99em)').matches ? 'top' : 'bottom';
}

function Toaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label={t('common.closeNotification')} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

provideToaster(<Toaster />);
