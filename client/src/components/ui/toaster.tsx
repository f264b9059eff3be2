import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Toaster as ChakraToaster, Toast, createToaster } from '@chakra-ui/react/toast';
import { useTranslation } from 'react-i18next';
import { announce } from '../../features/a11y/announcer';
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

/** Space kept between the toasts and the field moved out from under them. */
const CLEARANCE_PX = 8;

/**
 * A toast at the top of a phone must not hide the field the person has to correct: someone who
 * scrolled down to the submit button has the form's first fields at the top, where the toast
 * appears. When a toast shows, the first field in error (the focused one if it is in error) that the
 * toasts would cover is scrolled down to just below them, with its label; the toast stays as it is.
 */
export function keepInvalidFieldClear(toast: HTMLElement | null) {
  if (!toast || toaster.attrs.placement !== 'top') return;
  const focused = document.activeElement;
  const field =
    focused instanceof HTMLElement && focused.getAttribute('aria-invalid') === 'true'
      ? focused
      : document.querySelector<HTMLElement>('[aria-invalid="true"]');
  const group = toast.parentElement;
  if (!field || !group) return;
  const tallest = Math.max(
    ...[...group.querySelectorAll<HTMLElement>('[data-part="root"]')].map((root) => root.offsetHeight),
  );
  const clearBelow = group.getBoundingClientRect().top + tallest + CLEARANCE_PX;
  // The field's label too, when it has one: the person reads what the field is for.
  const box = (field.closest<HTMLElement>('[data-scope="field"][data-part="root"]') ?? field).getBoundingClientRect();
  if (box.top < clearBelow && box.bottom > 0) window.scrollBy({ top: box.top - clearBelow, behavior: 'instant' });
}

function Toaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      {/* Not live themselves: the page's live region says each toast (below), once. */}
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-live="off">
        {(toast) => (
          <Toast.Root ref={keepInvalidFieldClear} width={{ md: 'sm' }} aria-live="off">
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

// Each new notification is also said through the page's live region, mounted from the start: the
// toast group's own region appears only with this code, too late for the first toast to be read.
toaster.subscribe((toast: { dismiss?: boolean; title?: unknown; description?: unknown }) => {
  if (toast.dismiss) return;
  const words = [toast.title, toast.description].filter((part): part is string => typeof part === 'string');
  if (words.length > 0) announce(words.join('. '));
});

provideToaster(<Toaster />);
