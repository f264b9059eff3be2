import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** An in-app link styled for the auth cards. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline" textUnderlineOffset="3px">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** "Question? Link" lines at the bottom of a card. */
export function AuthPrompt({ text, to, linkText }: { text?: string; to: string; linkText: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" textAlign="center">
      {text && <>{text} </>}
      <AuthLink to={to}>{linkText}</AuthLink>
    </Text>
  );
}

/** The links under a form, separated from it by a rule. */
export function AuthFooter({ children }: { children: ReactNode }) {
  return (
    <Stack gap="2" pt="4" mt="1" borderTopWidth="1px" borderColor="border.muted">
      {children}
    </Stack>
  );
}
