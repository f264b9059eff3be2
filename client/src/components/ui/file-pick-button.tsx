import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { useRef, type ReactNode } from 'react';

interface FilePickButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The file types offered (the input's `accept`). */
  accept: string;
  onChoose: (file: File) => void;
  /** The hidden file input's test id (tests set its files). */
  inputTestId: string;
  children: ReactNode;
}

/**
 * The browser's own file picker behind an outline button in the page's language (the native control
 * speaks the browser's).
 */
export function FilePickButton({ accept, onChoose, inputTestId, children, ...button }: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={inputTestId}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          // Emptied, so that choosing the same file again (after editing it) is a change too.
          event.currentTarget.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
      <Button variant="outline" {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
