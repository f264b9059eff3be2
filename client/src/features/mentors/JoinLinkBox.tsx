import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/ui/notify';
import { joinPath } from '../../lib/paths';
import { publicConfig } from '../../lib/public-config';
import { CopyIcon } from './icons';
import '../../locales/mentors';

/** The school link in full, as it is handed on (the platform's public address, not this tab's). */
export function joinUrl(code: string): string {
  return `${publicConfig.publicUrl.replace(/\/+$/, '')}${joinPath(code)}`;
}

interface JoinLinkBoxProps {
  code: string;
  /** The field's label: the school's name where there are several. */
  label: string;
  /** After the copy button (the admins' "new link"). */
  actions?: ReactNode;
}

/** A school's link in a read-only box, with a button that copies it. */
export function JoinLinkBox({ code, label, actions }: JoinLinkBoxProps) {
  const { t } = useTranslation();
  const url = joinUrl(code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ type: 'success', title: t('mentors.joinLink.copied') });
    } catch {
      notify({ type: 'error', title: t('mentors.joinLink.copyFailed') });
    }
  };
  return (
    <Field.Root data-testid="join-link">
      <Field.Label>{label}</Field.Label>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" w="full">
        <Input
          readOnly
          value={url}
          fontFamily="mono"
          fontSize="sm"
          size={{ base: 'lg', md: 'md' }}
          // In a column (phones) a flex basis of 0 would squash the box to nothing.
          flex={{ base: 'none', sm: '1' }}
          minW="0"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" size={{ base: 'lg', md: 'md' }} onClick={() => void copy()} flexShrink={0}>
          <CopyIcon aria-hidden="true" />
          {t('mentors.joinLink.copy')}
        </Button>
        {actions}
      </Stack>
    </Field.Root>
  );
}
