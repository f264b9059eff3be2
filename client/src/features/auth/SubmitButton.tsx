import { Button } from '@chakra-ui/react/button';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  isSubmitting: boolean;
  /** Looks disabled and says so to assistive technology, yet still submits, so the form can say what is missing. */
  isBlocked?: boolean;
  submittingLabel: string;
  children: ReactNode;
}

/** The form's submit button; its label changes while the request is in flight. */
export function SubmitButton({ isSubmitting, isBlocked = false, submittingLabel, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      w="full"
      colorPalette="brand"
      disabled={isSubmitting}
      aria-disabled={isBlocked || undefined}
      loading={isSubmitting}
      loadingText={submittingLabel}
    >
      {children}
    </Button>
  );
}
