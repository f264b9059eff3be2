import { Text } from '@chakra-ui/react/text';
import { useId } from 'react';

/**
 * The error of a control no FormField wraps (a checkbox, a group of tiles): the text shown under
 * it, and the attributes that mark the control invalid and described by that text.
 */
export function useControlError(error: string | undefined) {
  const errorId = useId();
  return {
    errorAttributes: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
    errorNote: error ? (
      <Text id={errorId} fontSize="xs" color="fg.error" fontWeight="medium">
        {error}
      </Text>
    ) : null,
  };
}
