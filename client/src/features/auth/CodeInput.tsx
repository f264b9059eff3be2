import { Input, type InputProps } from '@chakra-ui/react/input';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface CodeInputProps extends Omit<InputProps, keyof UseFormRegisterReturn> {
  /** react-hook-form's registration of the code field. */
  registration: UseFormRegisterReturn;
  /** Called as the code is typed again: the form drops the server's refusal of the last one. */
  onType: () => void;
}

/** The input for a second factor's code: from the authenticator app (offered by the keyboard), or a recovery code. */
export function CodeInput({ registration, onType, ...inputProps }: CodeInputProps) {
  return (
    <Input
      {...registration}
      onChange={(event) => {
        onType();
        return registration.onChange(event);
      }}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      {...inputProps}
    />
  );
}
