import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@/components/ui/recipes/dialog';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Portal } from '@chakra-ui/react/portal';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/ui/notify';
import { serverMessageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { WrenchIcon } from './icons';

/**
 * DECISIONS "Simulate-outcome action": development only (the server refuses it in production, and
 * the page shows it only when the server says development tools exist). The applicant decides
 * their own pending application, for demos and tests.
 */
export function SimulateOutcome() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [isRejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const simulate = trpc.competitors.simulateOutcome.useMutation({
    onSuccess: (data) => {
      utils.competitors.me.setData(undefined, data);
      setRejectOpen(false);
      notify({
        type: 'success',
        title: data.status === 'accepted' ? t('account.devTools.accepted') : t('account.devTools.rejected'),
      });
    },
    onError: (error) => {
      notify({ type: 'error', title: t('account.devTools.failed'), description: serverMessageOf(error) });
    },
  });
  const pendingOutcome = simulate.isPending ? simulate.variables.outcome : null;

  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="orange.500"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      data-testid="simulate-outcome"
    >
      <Stack gap="3">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="orange" variant="solid">
            <WrenchIcon aria-hidden="true" />
            {t('account.devTools.badge')}
          </Badge>
          <Heading as="h3" size="md">
            {t('account.devTools.title')}
          </Heading>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('account.devTools.text')}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button
            colorPalette="green"
            variant="outline"
            size={{ base: 'lg', md: 'md' }}
            disabled={simulate.isPending}
            loading={pendingOutcome === 'accepted'}
            loadingText={t('account.devTools.accepting')}
            onClick={() => simulate.mutate({ outcome: 'accepted', reason: null })}
          >
            {t('account.devTools.accept')}
          </Button>
          <Dialog.Root
            open={isRejectOpen}
            onOpenChange={({ open }) => setRejectOpen(open)}
            placement="center"
            size="md"
          >
            <Dialog.Trigger asChild>
              <Button
                colorPalette="red"
                variant="outline"
                size={{ base: 'lg', md: 'md' }}
                disabled={simulate.isPending}
              >
                {t('account.devTools.reject')}
              </Button>
            </Dialog.Trigger>
            <Portal>
              <Dialog.Backdrop />
              <Dialog.Positioner>
                <Dialog.Content asChild>
                  <form
                    onSubmit={(event) => {
                      event.preventDefault();
                      simulate.mutate({ outcome: 'rejected', reason: reason.trim() || null });
                    }}
                  >
                    <Dialog.Header>
                      <Dialog.Title>{t('account.devTools.rejectTitle')}</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Field.Root>
                        <Field.Label>{t('account.devTools.reasonLabel')}</Field.Label>
                        <Textarea
                          name="reason"
                          rows={4}
                          maxLength={1000}
                          value={reason}
                          onChange={(event) => setReason(event.currentTarget.value)}
                        />
                        <Field.HelperText>{t('account.devTools.reasonHint')}</Field.HelperText>
                      </Field.Root>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Dialog.ActionTrigger asChild>
                        <Button variant="ghost" disabled={simulate.isPending}>
                          {t('account.devTools.cancel')}
                        </Button>
                      </Dialog.ActionTrigger>
                      <Button
                        type="submit"
                        colorPalette="red"
                        loading={pendingOutcome === 'rejected'}
                        loadingText={t('account.devTools.rejecting')}
                      >
                        {t('account.devTools.confirmReject')}
                      </Button>
                    </Dialog.Footer>
                  </form>
                </Dialog.Content>
              </Dialog.Positioner>
            </Portal>
          </Dialog.Root>
        </Stack>
      </Stack>
    </Box>
  );
}
