import { Alert } from '@chakra-ui/react/alert';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { TTypedSchoolMoves } from '@ctf/shared/schemas/admin-output';
import { useTranslation } from 'react-i18next';
import { useInterfaceScript } from '@/lib/script';

/**
 * Before a typed-in school is linked: the CTFd instances where its players would move to the school's
 * team, where CTFd deletes a moved player's solves. While a competition of one is running, the admin
 * must tick the confirmation (the server refuses the link without it).
 */
export function CtfdMoveWarning({
  moves,
  confirmed,
  onConfirmedChange,
  disabled,
}: {
  moves: TTypedSchoolMoves;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  // Competition names are stored in Latin: shown in the page's script.
  const inScript = useInterfaceScript();
  if (moves.ctfds.length === 0) return null;
  const isRunning = moves.ctfds.some((ctfd) => ctfd.running);
  return (
    <Alert.Root status="warning" variant="surface" data-testid="ctfd-move-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('admin.competitors.picker.ctfd.title')}</Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="1">
            <Text>{t('admin.competitors.picker.ctfd.text')}</Text>
            <List.Root ps="4">
              {moves.ctfds.map((ctfd) => (
                <List.Item key={ctfd.name}>
                  {ctfd.competition
                    ? t('admin.competitors.picker.ctfd.itemCompetition', {
                        ctfd: ctfd.name,
                        competition: inScript(ctfd.competition),
                        count: ctfd.players,
                      })
                    : t('admin.competitors.picker.ctfd.item', { ctfd: ctfd.name, count: ctfd.players })}
                  {ctfd.running && (
                    <Text as="strong" fontWeight="semibold">
                      {`: ${t('admin.competitors.picker.ctfd.running')}`}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List.Root>
            <Text>{t('admin.competitors.picker.ctfd.kept')}</Text>
            {isRunning && (
              <Checkbox.Root
                checked={confirmed}
                disabled={disabled}
                onCheckedChange={(details) => onConfirmedChange(details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('admin.competitors.picker.ctfd.confirm')}</Checkbox.Label>
              </Checkbox.Root>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
