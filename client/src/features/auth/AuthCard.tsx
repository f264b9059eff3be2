import { Card } from '@chakra-ui/react/card';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHydrated } from '../../lib/use-hydrated';
import '../../locales/auth';

interface AuthCardProps {
  title: string;
  description?: string;
  children?: ReactNode;
}

/** The card every /auth page sits in: a narrow column over the page's artwork. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  useDocumentTitle(title);
  // A prerendered form shows before its code runs: typing or clicking then would be lost, so its
  // fields stay disabled until the page is hydrated (a fraction of a second on most phones).
  const isHydrated = useHydrated();
  return (
    <Container maxW="md" px={{ base: '4', md: '6' }} py={{ base: '10', md: '20' }}>
      <Card.Root
        variant="outline"
        bg="rgba(11, 19, 36, 0.88)"
        backdropFilter="blur(8px)"
        borderColor="border"
        boxShadow="lg"
      >
        <Card.Header>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
        </Card.Header>
        <Card.Body gap="4">
          {description && <Text color="fg.muted">{description}</Text>}
          <chakra.fieldset display="contents" disabled={!isHydrated}>
            {children}
          </chakra.fieldset>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

/** The page of an /auth form that reads nothing from the address: the form in the card, under `auth.<name>`'s title. */
export function authFormPage(
  name: 'login' | 'registration' | 'forgotPassword' | 'resendVerifyEmail',
  Form: ComponentType,
): ComponentType {
  return function AuthFormPage() {
    const { t } = useTranslation();
    return (
      <AuthCard title={t(`auth.${name}.title`)} description={t(`auth.${name}.description`)}>
        <Form />
      </AuthCard>
    );
  };
}
