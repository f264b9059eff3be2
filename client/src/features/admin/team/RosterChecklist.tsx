import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { RosterCheck, RosterRules } from '@ctf/shared/programme/roster';
import type { RosterPlayer } from '@ctf/shared/schemas/roster';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { CheckIcon, XIcon } from '../icons';

interface RosterChecklistProps {
  checks: RosterCheck[];
  rules: RosterRules;
  members: RosterPlayer[];
}

/** Each rule of the roster, met (green) or not (red, with who breaks it), as the page's members stand. */
export function RosterChecklist({ checks, rules, members }: RosterChecklistProps) {
  const { t } = useTranslation();
  const nameOf = (userId: number) => members.find((member) => member.user_id === userId)?.username ?? `#${userId}`;
  const text = (check: RosterCheck) => {
    const values = { expected: check.expected, actual: check.actual, date: formatDate(rules.reference_date) };
    switch (check.rule) {
      case 'age_max':
        return rules.age_max === null
          ? t('admin.team.roster.rule.age_max_none')
          : t('admin.team.roster.rule.age_max', { ...values, age: rules.age_max });
      case 'junior_share':
        return rules.junior_age_max === null
          ? t('admin.team.roster.rule.junior_share_none')
          : t('admin.team.roster.rule.junior_share', { ...values, age: rules.junior_age_max });
      default:
        return t(`admin.team.roster.rule.${check.rule}`, values);
    }
  };
  return (
    <Stack as="ul" gap="2" listStyleType="none" data-testid="roster-checks">
      {checks.map((check) => (
        <HStack
          as="li"
          key={check.rule}
          align="flex-start"
          gap="3"
          p="3"
          borderWidth="1px"
          borderRadius="md"
          borderColor={check.met ? 'green.700' : 'red.700'}
          bg={check.met ? 'green.950' : 'red.950'}
          data-testid={`roster-check-${check.rule}`}
          data-met={check.met}
        >
          <Box color={check.met ? 'green.300' : 'red.300'} pt="0.5" flexShrink={0}>
            {check.met ? <CheckIcon aria-hidden="true" /> : <XIcon aria-hidden="true" />}
          </Box>
          <Stack gap="0.5" minW="0">
            <Text>
              <Text as="span" srOnly>
                {check.met ? t('admin.team.roster.met') : t('admin.team.roster.notMet')}:{' '}
              </Text>
              {text(check)}
            </Text>
            {!check.met && check.offenders.length > 0 && (
              <Text fontSize="sm" color="red.200" overflowWrap="anywhere">
                {t('admin.team.roster.offenders', { names: check.offenders.map(nameOf).join(', ') })}
              </Text>
            )}
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
