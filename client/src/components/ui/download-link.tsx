import { Button, type ButtonProps } from '@chakra-ui/react/button';
import type { ReactNode } from 'react';
import { DownloadIcon } from '../data-table/icons';

interface DownloadLinkProps extends Omit<ButtonProps, 'asChild' | 'children'> {
  href: string;
  /** The saved file's name; by default the server's. */
  fileName?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A link that downloads a file, drawn as an outline button with the download icon. */
export function DownloadLink({ href, fileName, children, 'data-testid': testId, ...button }: DownloadLinkProps) {
  return (
    <Button asChild variant="outline" {...button}>
      <a href={href} download={fileName ?? true} data-testid={testId}>
        <DownloadIcon aria-hidden="true" />
        {children}
      </a>
    </Button>
  );
}
